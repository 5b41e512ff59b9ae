import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { uuidv7 } from '../../domain/ids.ts';
import { toIsoDate } from '../../domain/rules/dates.ts';
import {
  type CourtAccountsRecord,
  type ReceivedNoticeItem,
  SUPPORT_DEPONENTS,
  type SupportDeponent,
} from '../../domain/schemas/index.ts';
import { VALUE_LABELS } from '../../domain/value-labels.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { saveCourt } from '../court-accounts/index.ts';
import {
  describeNotice,
  kindsFor,
  NOTICE_KIND_LABELS,
  type NoticeDraft,
  noticeFromDraft,
  sendersOf,
  withNotice,
  withoutNotice,
} from './received-notices-edit.ts';
import type { PassingParty, PassingService } from './service-parties.ts';

const saveFailure = (error: unknown) =>
  error instanceof Error && error.name === 'PermissionError'
    ? error.message
    : 'The change could not be saved on this device. Please try again.';

/**
 * "What was received": the notices those served sent back, with the day each arrived, and who
 * swears the affidavit in support (Form 74.47). Kept on the estate's court-accounts record through
 * the outbox, offline like every change; Forms 74.47 and 74.50 and the application record read
 * them (docs/behaviour.md#what-was-received).
 */
export function ReceivedNotices({
  estateId,
  court,
  service,
  parties,
}: {
  estateId: string;
  court: CourtAccountsRecord | null;
  service: PassingService;
  parties: readonly PassingParty[];
}) {
  const prefix = useId();
  const [today] = useState(() => toIsoDate(new Date()));
  const senders = useMemo(() => sendersOf(service), [service]);
  const names = useMemo(
    () => new Map(parties.filter((p) => !p.deletedAt).map((p) => [p._id, p.name])),
    [parties],
  );
  const docs = useQuery(() => queries.documentsOfEstate(estateId), [estateId]);
  const documents = docs.status === 'ready' ? docs.data.filter((d) => !d.deletedAt) : [];
  const empty: NoticeDraft = { sender: '', kind: 'no-objection', received: today, amount: '', document: '' };
  const [draft, setDraft] = useState<NoticeDraft>(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = court?.noticesReceived ?? [];
  const sender = senders.find((s) => s.value === draft.sender);
  const kinds = kindsFor(sender);
  const objections = list.filter((n) => n.kind === 'objection');

  // What this card last wrote, until the record reads back: a second change made before then
  // builds on it (and updates the record the first one created) instead of losing the first.
  const written = useRef<{ list?: ReceivedNoticeItem[]; record: CourtAccountsRecord | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read of the record replaces what was written
  useEffect(() => {
    written.current = null;
  }, [court]);
  const current = () => written.current?.list ?? list;

  const save = async (patch: {
    noticesReceived?: ReceivedNoticeItem[];
    supportDeponent?: SupportDeponent;
  }) => {
    setFailure(null);
    try {
      const record = court ?? written.current?.record ?? null;
      const saved = (await saveCourt(commands.repos, estateId, record, patch)) as CourtAccountsRecord | null;
      written.current = {
        list: patch.noticesReceived ?? written.current?.list,
        record: record ?? saved ?? null,
      };
      return true;
    } catch (error) {
      setFailure(saveFailure(error));
      return false;
    }
  };

  const add = async () => {
    const made = noticeFromDraft(draft, senders, today, uuidv7());
    if ('error' in made) {
      setProblem(made.error);
      return;
    }
    setProblem(null);
    const submitted = draft;
    // Emptied once saved, unless the person has started the next one meanwhile: that is kept.
    if (await save({ noticesReceived: withNotice(current(), made.item) }))
      setDraft((d) => (d === submitted ? empty : d));
  };

  const field = (name: string) => `${prefix}-${name}`;
  return (
    <section className="passing-block received-notices" aria-labelledby={field('heading')}>
      <h3 id={field('heading')}>What was received</h3>
      <p className="muted">
        The notices those served sent back, with the day each arrived. The draft judgment (Form 74.50) recites
        only these, the affidavit in support (Form 74.47) swears to them, and the application record has a tab
        for each official’s notice.
      </p>
      {list.length === 0 ? (
        <p>Nothing is recorded as received yet.</p>
      ) : (
        <ul className="received-list">
          {list.map((n) => (
            <li key={n.id}>
              {describeNotice(n, names)}
              {n.document ? ' (the notice is in the estate’s documents)' : ''}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => void save({ noticesReceived: withoutNotice(current(), n.id) })}
              >
                Remove<span className="visually-hidden">: {describeNotice(n, names)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {objections.length > 0 && (
        <p className="alert alert-warn" role="note">
          A notice of objection was received: the passing is contested (rule 74.18). The unopposed judgment
          (Form 74.50) and the affidavit in support (Form 74.47) say no objection was served, so they are not
          for filing; the judgment is drawn after the hearing (Form 74.51).
        </p>
      )}
      <fieldset className="passing-forms">
        <legend>Record a notice received</legend>
        <div className="passing-fields">
          <div className="field">
            <label htmlFor={field('sender')}>From</label>
            <select
              id={field('sender')}
              value={draft.sender}
              onChange={(e) => {
                const next = senders.find((s) => s.value === e.target.value);
                setDraft((d) => ({
                  ...d,
                  sender: e.target.value,
                  kind: kindsFor(next).includes(d.kind) ? d.kind : 'no-objection',
                  document: next?.official ? d.document : '',
                }));
              }}
            >
              <option value="">Choose who sent it</option>
              {senders.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={field('kind')}>What</label>
            <select
              id={field('kind')}
              value={draft.kind}
              onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as NoticeDraft['kind'] }))}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {NOTICE_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={field('received')}>Received on</label>
            <input
              id={field('received')}
              type="date"
              max={today}
              value={draft.received}
              onChange={(e) => setDraft((d) => ({ ...d, received: e.target.value }))}
            />
          </div>
          {draft.kind === 'request-for-costs' && (
            <div className="field">
              <label htmlFor={field('amount')}>Costs requested</label>
              <input
                id={field('amount')}
                type="text"
                inputMode="decimal"
                placeholder="e.g. 1,250.00"
                value={draft.amount}
                onChange={(e) => setDraft((d) => ({ ...d, amount: e.target.value }))}
              />
            </div>
          )}
          {sender?.official && (
            <div className="field">
              <label htmlFor={field('document')}>The notice as received (for the record)</label>
              <select
                id={field('document')}
                value={draft.document}
                onChange={(e) => setDraft((d) => ({ ...d, document: e.target.value }))}
              >
                <option value="">Not uploaded: the record keeps a page for it</option>
                {documents.map((d) => (
                  <option key={d._id} value={d._id}>
                    {d.title}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className="report-actions">
          <button type="button" className="button button-secondary" onClick={() => void add()}>
            Record it
          </button>
        </div>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </fieldset>
      <fieldset className="passing-formats">
        <legend>The affidavit in support (Form 74.47) is sworn by</legend>
        {SUPPORT_DEPONENTS.map((value) => [value, VALUE_LABELS.supportDeponent[value]] as const).map(
          ([value, label]) => (
            <label key={value} className="passing-flag">
              <input
                type="radio"
                name={field('deponent')}
                checked={(court?.supportDeponent ?? 'lawyer') === value}
                onChange={() => void save({ supportDeponent: value })}
              />
              {label}
            </label>
          ),
        )}
      </fieldset>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
