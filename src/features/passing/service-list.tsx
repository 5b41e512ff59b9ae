import { useEffect, useState } from 'react';
import { SERVICE_LIST_RULE } from '../../domain/rules/ontario/index.ts';
import { commands } from '../../store/index.ts';
import { capacityText, type PassingParty, type PassingService } from './service-parties.ts';

type Flag = 'minor' | 'incapable' | 'unknown' | 'outsideOntario';

const FLAGS: { flag: Flag; label: string; beneficiaryOnly: boolean }[] = [
  { flag: 'minor', label: 'Minor', beneficiaryOnly: true },
  { flag: 'incapable', label: 'Mentally incapable', beneficiaryOnly: true },
  { flag: 'unknown', label: 'Not found', beneficiaryOnly: true },
  { flag: 'outsideOntario', label: 'Outside Ontario', beneficiaryOnly: false },
];

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
  const isChecked = (partyId: string, flag: Flag) =>
    clicked[`${partyId}:${flag}`] ?? !!byId.get(partyId)?.[flag];
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
  const { entries, officials } = service.list;
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
                </fieldset>
              </li>
            );
          })}
        </ul>
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
        <p>{SERVICE_LIST_RULE.rule}</p>
        <p className="passing-source">{SERVICE_LIST_RULE.source}</p>
      </div>
    </section>
  );
}
