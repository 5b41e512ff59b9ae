import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SERVICE_LIST_RULE, type ServiceEntry } from '../../domain/rules/ontario/index.ts';
import { REPRESENTATIVE_CAPACITIES } from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';
import { MoreText } from '../../ui/more-text.tsx';
import { capacityText, type PassingParty, type PassingService } from './service-parties.ts';

type Flag = 'minor' | 'incapable' | 'unknown' | 'outsideOntario';

const FLAGS: { flag: Flag; label: string; beneficiaryOnly: boolean }[] = [
  { flag: 'minor', label: 'Minor', beneficiaryOnly: true },
  { flag: 'incapable', label: 'Mentally incapable', beneficiaryOnly: true },
  { flag: 'unknown', label: 'Unborn or unascertained', beneficiaryOnly: true },
  { flag: 'outsideOntario', label: 'Outside Ontario', beneficiaryOnly: false },
];

/**
 * The person served for a party, named here: their address (entered on the party's form) stays
 * only while it is the same person, so a new name never inherits someone else's address.
 */
function representativeNamed(party: PassingParty | undefined, name: string) {
  const before = party?.representative;
  const same = before?.name.trim().toLowerCase() === name.trim().toLowerCase();
  return {
    name,
    capacity: before?.capacity ?? REPRESENTATIVE_CAPACITIES[0],
    ...(same && before?.address && { address: before.address }),
  };
}

/** A field of the party kept as it is typed: saved when the person leaves it. */
function PartyText({
  id,
  label,
  value,
  onSave,
}: {
  id: string;
  label: string;
  value: string;
  onSave: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <div className="field passing-inline-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        maxLength={500}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text.trim() !== value.trim()) void onSave(text.trim());
        }}
      />
    </div>
  );
}

/** Where outside Ontario comes from, and the reason when the box says otherwise than the address. */
function OutsideOntarioNote({
  entry,
  party,
  onReason,
}: {
  entry: ServiceEntry;
  party: PassingParty | undefined;
  onReason: (text: string) => Promise<void>;
}) {
  if (entry.outsideOntarioFrom === 'address') {
    return <p className="muted passing-capacity">From the address: {entry.where}.</p>;
  }
  const addressSays =
    entry.where && entry.where !== 'Ontario' ? true : entry.where === 'Ontario' ? false : null;
  if (entry.outsideOntarioFrom !== 'checkbox' || addressSays === null || addressSays === entry.outsideOntario)
    return null;
  return (
    <PartyText
      id={`${entry.partyId}-outside-reason`}
      label={`Why, when the address says ${entry.where}`}
      value={party?.outsideOntarioReason ?? ''}
      onSave={onReason}
    />
  );
}

/**
 * Who is served, and the facts that decide who else must be: each box is kept on the party's
 * record at once (with its outbox row), so the list is the same on every device once synced.
 */
export function ServiceList({
  parties,
  service,
}: {
  parties: readonly PassingParty[];
  service: PassingService;
}) {
  const [error, setError] = useState<string | null>(null);
  // The box shows the click at once; the record (read back live) catches up a moment later.
  const [clicked, setClicked] = useState<Readonly<Record<string, boolean>>>({});
  const byId = new Map(parties.map((p) => [p._id, p]));
  // Once the record says what was clicked, the record rules again (a colleague's later change shows).
  useEffect(() => {
    setClicked((c) => {
      const open = Object.entries(c).filter(([key, value]) => {
        const [id, flag] = key.split(':') as [string, Flag];
        return !!parties.find((p) => p._id === id)?.[flag] !== value;
      });
      return open.length === Object.keys(c).length ? c : Object.fromEntries(open);
    });
  }, [parties]);
  const entryOf = new Map(service.list.entries.map((e) => [e.partyId, e]));
  // Outside Ontario shows what applies: the box as set, or else what the address says.
  const isChecked = (partyId: string, flag: Flag) =>
    clicked[`${partyId}:${flag}`] ??
    (flag === 'outsideOntario' ? !!entryOf.get(partyId)?.outsideOntario : !!byId.get(partyId)?.[flag]);
  const update = async (partyId: string, patch: Record<string, unknown>) => {
    setError(null);
    try {
      await commands.repos.parties.update(partyId, patch);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const save = async (partyId: string, flag: Flag, value: boolean) => {
    const key = `${partyId}:${flag}`;
    setError(null);
    setClicked((c) => ({ ...c, [key]: value }));
    try {
      await commands.repos.parties.update(partyId, { [flag]: value });
    } catch (e) {
      setClicked(({ [key]: _undone, ...rest }) => rest);
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const { entries, officials, conflicts, notServed } = service.list;
  return (
    <section className="passing-block" aria-labelledby="passing-service-heading">
      <h3 id="passing-service-heading">Service list</h3>
      {officials.length > 0 && (
        <ul className="passing-officials" aria-label="Officials to be served">
          {officials.map((o) => (
            <li key={o.official} className="alert alert-warn">
              <strong>Serve {o.name}</strong> for {o.for.join(', ')}.
            </li>
          ))}
        </ul>
      )}
      {conflicts.map((c) => (
        <p key={c.partyId} className="alert alert-error">
          {c.applicant}, the applicant, also acts for {c.name}: they cannot be served on themself. Name the
          person actually served for {c.name} (a co-trustee of their estate, their attorney), with their
          address, before the passing goes ahead:{' '}
          <Link to="/admin/$recordType/$id/edit" params={{ recordType: 'party', id: c.partyId }}>
            open {c.name}’s record
          </Link>
          .
        </p>
      ))}
      {entries.length === 0 ? (
        <p className="muted">
          No beneficiary or creditor with an outstanding claim is recorded for this estate.
        </p>
      ) : (
        <ul className="passing-list">
          {entries.map((e) => {
            return (
              <li key={e.partyId} className="passing-person">
                <fieldset>
                  <legend>{e.name}</legend>
                  <p className="muted passing-capacity">{capacityText(e, service.claims)}</p>
                  <p className="passing-address">
                    {e.servedAt ? (
                      <>
                        Mailed to {e.servedOn ? `${e.servedOn.name}, ` : ''}at {e.servedAt}
                      </>
                    ) : (
                      <span className="field-error">
                        No address{e.servedOn ? ` for ${e.servedOn.name}` : ''}: the notice cannot be mailed.
                      </span>
                    )}{' '}
                    <Link to="/admin/$recordType/$id/edit" params={{ recordType: 'party', id: e.partyId }}>
                      {e.servedAt ? 'Change' : 'Enter the address'}
                      <span className="visually-hidden"> for {e.name}</span>
                    </Link>
                  </p>
                  {e.reasons.length > 0 && (
                    <ul className="passing-reasons">
                      {e.reasons.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  )}
                  <div className="passing-flags">
                    {FLAGS.filter((f) => !f.beneficiaryOnly || e.capacity === 'beneficiary').map((f) => (
                      <label key={f.flag} className="passing-flag">
                        <input
                          type="checkbox"
                          checked={isChecked(e.partyId, f.flag)}
                          onChange={(ev) => void save(e.partyId, f.flag, ev.target.checked)}
                        />
                        {f.label}
                      </label>
                    ))}
                  </div>
                  <OutsideOntarioNote
                    entry={e}
                    party={byId.get(e.partyId)}
                    onReason={(text) => update(e.partyId, { outsideOntarioReason: text })}
                  />
                  {(isChecked(e.partyId, 'incapable') ||
                    byId.get(e.partyId)?.representative ||
                    /^estate of /i.test(e.name)) && (
                    <div className="passing-representative">
                      <PartyText
                        id={`${e.partyId}-representative`}
                        label="Served on: attorney, guardian or estate trustee (empty: none)"
                        value={byId.get(e.partyId)?.representative?.name ?? ''}
                        onSave={(name) =>
                          update(e.partyId, {
                            representative: name ? representativeNamed(byId.get(e.partyId), name) : null,
                          })
                        }
                      />
                      {byId.get(e.partyId)?.representative && (
                        <div className="field passing-inline-field">
                          <label htmlFor={`${e.partyId}-representative-capacity`}>Acting as</label>
                          <select
                            id={`${e.partyId}-representative-capacity`}
                            value={byId.get(e.partyId)?.representative?.capacity}
                            onChange={(ev) =>
                              void update(e.partyId, {
                                representative: {
                                  ...byId.get(e.partyId)?.representative,
                                  name: byId.get(e.partyId)?.representative?.name ?? '',
                                  capacity: ev.target.value,
                                },
                              })
                            }
                          >
                            {REPRESENTATIVE_CAPACITIES.map((c) => (
                              <option key={c} value={c}>
                                {c}
                              </option>
                            ))}
                          </select>
                        </div>
                      )}
                    </div>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      {notServed.length > 0 && (
        <p className="muted">Not served: {notServed.map((n) => `${n.name} (${n.why})`).join('; ')}.</p>
      )}
      {service.paidCreditors.length > 0 && (
        <p className="muted">
          Not served, their debts are paid in full: {service.paidCreditors.map((p) => p.name).join(', ')}.
        </p>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          The change could not be kept on this device: {error}
        </p>
      )}
      <div className="passing-rule">
        <MoreText about="who is served">
          <p>{SERVICE_LIST_RULE.rule}</p>
          <p className="passing-source">{SERVICE_LIST_RULE.source}</p>
        </MoreText>
      </div>
    </section>
  );
}
