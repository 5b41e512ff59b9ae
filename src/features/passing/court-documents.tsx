import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { currentUser } from '../../api/session.ts';
import { isIsoDate, toIsoDate } from '../../domain/rules/dates.ts';
import {
  blocksGenerating,
  type CourtCheck,
  courtChecks,
  expectedPeriodStart,
  firstMailingDay,
  type Official,
  officialPackages,
  openChecks,
  type PassingCosts,
  passingCosts,
} from '../../domain/rules/ontario/index.ts';
import type { CourtAccountsRecord, EstateRecord } from '../../domain/schemas/index.ts';
import {
  CHOSEN_AT_FIRST,
  COURT_FORM_KINDS,
  COURT_FORM_TITLES,
  type CourtFormFormat,
  type CourtFormKind,
  courtFormInput,
  UNOPPOSED_PASSING_KINDS,
} from '../../reports/court-forms/index.ts';
import { commands, queries } from '../../store/index.ts';
import type { CheckField } from '../../ui/check-fixes.tsx';
import { CourtChecksList } from '../../ui/court-checks-list.tsx';
import { downloadFile } from '../../ui/download-file.ts';
import { uploadNote } from '../../ui/upload-note.ts';
import { useBrowserOnline } from '../../ui/use-browser-online.ts';
import { useOwnOr } from '../../ui/use-own-or.ts';
import { useSeen } from '../../ui/use-seen.ts';
import { ensureMayTakeCopies } from '../copies/index.ts';
import { saveCheckReview } from '../court-accounts/index.ts';
import { loadEstateRecords, reportDataFor } from '../reports/index.ts';
import { CostsClaims } from './costs-claims.tsx';
import {
  type BuiltCourtDocument,
  buildCourtFormDocument,
  type GeneratedCourtForm,
  generateApplicationRecord,
  keepCourtDocuments,
} from './generate-court-forms.ts';
import { buildOfficialPackageDocument } from './generate-official-package.ts';
import { copyChoiceOf, loadCopies } from './record-copies.ts';
import { RecordCopiesPicker } from './record-copies-picker.tsx';
import { type PassingService, servedPersons } from './service-parties.ts';
import { type EstateRecordSet, useLiveChecks } from './use-live-checks.ts';

type RunState =
  | { status: 'idle' }
  | { status: 'blocked' }
  | { status: 'busy'; label: string }
  | { status: 'done'; made: GeneratedCourtForm[] }
  | { status: 'error'; message: string; made: GeneratedCourtForm[] };

const FORMATS: { format: CourtFormFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word (editable)' },
];

const DOWNLOAD_GAP_MS = 500;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function periodProblem(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'Enter the first and last day of the accounts.';
  return to < from ? 'The accounts must end on or after the day they start.' : null;
}

/**
 * "Generate court documents": the chosen forms, prefilled from the estate, the service list and
 * the hearing date, each saved to the estate's documents and downloaded. Nothing here needs the
 * network: the documents upload with the next sync.
 */
/**
 * The applicant's documents first (chosen), then those a person served makes (a request for costs)
 * and the judgment drawn after a contested hearing (offered, not chosen).
 */
const DOCUMENT_GROUPS = [
  { legend: 'Documents', kinds: UNOPPOSED_PASSING_KINDS },
  {
    legend: 'For those served, and after a contested hearing',
    kinds: COURT_FORM_KINDS.filter((k) => !UNOPPOSED_PASSING_KINDS.includes(k)),
  },
];

export function CourtDocuments({
  estate,
  court,
  service,
  hearingDate,
  hearingTime = '',
  mailingDate,
  checksSlot,
}: {
  estate: EstateRecord;
  /** The estate's court details, which the fields show until one is typed over. */
  court: CourtAccountsRecord | null;
  service: PassingService;
  hearingDate: string;
  /** "HH:MM", printed in Form 74.44 ("10:00 a.m."). */
  hearingTime?: string;
  /** When the notices go in the mail; the first day mail can go when none is chosen. */
  mailingDate: string;
  /** Where the checks are shown: the top of the Passing of Accounts card (here when not given). */
  checksSlot?: HTMLElement | null;
}) {
  const prefix = useId();
  const [today] = useState(() => toIsoDate(new Date()));
  const online = useBrowserOnline();
  const death = estate.deceased?.dateOfDeath ?? estate.keyDates?.dateOfDeath ?? null;
  // The first passing opens at the death, a later one the day after the accounts last passed.
  const [from, setFrom] = useState(() => {
    const start = expectedPeriodStart(death, court?.passedAccounts?.passedTo);
    return start && start <= today ? start : `${today.slice(0, 4)}-01-01`;
  });
  const [to, setTo] = useState(today);
  const [courtFileNumber, setCourtFileNumber] = useOwnOr(court?.courtFileNumber ?? '');
  const [courtOffice, setCourtOffice] = useOwnOr(court?.courtOffice ?? '');
  const [capacity, setCapacity] = useOwnOr(court?.trusteeCapacity ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<CourtFormKind>>(() => new Set(CHOSEN_AT_FIRST));
  // What is served on the officials, offered only when the service list names them, as the
  // requests for costs are: ticked by the person who makes the service package.
  const packages = officialPackages(service.list);
  const [chosenOfficials, setChosenOfficials] = useState<ReadonlySet<Official>>(() => new Set());
  const chosenPackages = packages.filter((p) => chosenOfficials.has(p.official));
  const [format, setFormat] = useState<CourtFormFormat>('pdf');
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const [checks, setChecks] = useState<CourtCheck[] | null>(null);
  const [costs, setCosts] = useState<PassingCosts | null>(null);
  /** Asked once before a record is made without the certificate's copy. */
  const [askNoCertificate, setAskNoCertificate] = useState(false);
  const running = useRef(false);
  const reviews = court?.reviews ?? [];
  const problem =
    periodProblem(from, to) ??
    (chosen.size === 0 && chosenPackages.length === 0 ? 'Choose at least one document.' : null);

  const toggle = (kind: CourtFormKind, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });

  /**
   * The statement of the accounts and its checks, from the same report data the Estate Accounts
   * are made from, so the forms print the figures of the accounts served with them.
   */
  const compute = async (records: EstateRecordSet) => {
    const data = reportDataFor(records, {
      period: { from, to },
      today,
      courtFileNumber,
      courtOffice,
      trusteeCapacity: capacity,
    });
    const { courtAccountsFor } = await import('../../reports/models/court-data.ts');
    const statement = courtAccountsFor(data);
    // The costs of the passing, from the same statement the forms print (tariff-c.ts).
    setCosts(
      passingCosts(
        statement,
        service.list.officials.map((o) => o.official),
        data.courtRecord?.costsClaims ?? [],
      ),
    );
    // The firm's record and the estate's lawyer of record, which every backsheet and letter prints.
    const firm = (await queries.organizationById(currentUser()?.organization?._id)) ?? null;
    const lawyerOfRecord = { firm, lawyerId: estate.lawyerOfRecord, estateId: estate._id };
    const found = courtChecks(statement, {
      lawyerOfRecord,
      accountsKind: data.accountsKind ?? 'interim',
      hearingDate: isIsoDate(hearingDate) ? hearingDate : null,
      hearingTime: hearingTime || null,
      // The day chosen (a past one is refused by the checks), else the first day mail can go:
      // the same day the card's calculator counts from (hearing-text.ts).
      sendOn: isIsoDate(mailingDate) ? mailingDate : firstMailingDay(today),
      today,
      outsideOntario: service.list.anyOutsideOntario,
      servedThroughApplicant: service.list.conflicts,
      servedWithoutAddress: service.list.unaddressed,
    });
    return {
      data: { ...data, firm, estate: { ...data.estate, lawyerOfRecord: lawyerOfRecord.lawyerId } },
      statement,
      found,
    };
  };

  /** The checks on the records as they are now, read afresh: what generating relies on. */
  const prepare = async () => {
    const records = await loadEstateRecords(queries, estate._id);
    if (!records) throw new Error('The estate is no longer on this device.');
    const result = await compute(records);
    setChecks(result.found);
    return result;
  };

  // The checks also run as the data changes, once the card is near the screen, so an error shows
  // before anyone presses a button (docs/behaviour.md#court-checks).
  const [section, setSection] = useState<HTMLElement | null>(null);
  const seen = useSeen(section);
  const [liveFailure, setLiveFailure] = useState<string | null>(null);
  useLiveChecks({
    estateId: estate._id,
    active: seen && periodProblem(from, to) === null,
    run: async (records) => (await compute(records)).found,
    deps: [
      from,
      to,
      courtFileNumber,
      courtOffice,
      capacity,
      hearingDate,
      hearingTime,
      mailingDate,
      service,
      today,
    ],
    onChecks: (found) => {
      setLiveFailure(null);
      setChecks(found);
    },
    onFailure: setLiveFailure,
  });

  /** A check's link to a field: the period's here, the hearing's and the mailing's in the card's calculator. */
  const goToField = useCallback(
    (field: CheckField) => {
      const label = {
        'hearing-date': 'Hearing date',
        'hearing-time': 'Hearing time',
        'mailing-date': 'Mailing date',
      } as const;
      const id =
        field === 'accounts-from'
          ? `${prefix}-from`
          : field === 'accounts-to'
            ? `${prefix}-to`
            : [...(section?.closest('.passing-card')?.querySelectorAll('label') ?? [])].find(
                (l) => l.textContent?.trim() === label[field],
              )?.htmlFor;
      const input = id ? document.getElementById(id) : null;
      input?.scrollIntoView({ block: 'center' });
      input?.focus({ preventScroll: true });
    },
    [prefix, section],
  );

  const check = async () => {
    if (running.current || problem) return;
    running.current = true;
    try {
      setState({ status: 'busy', label: 'the checks' });
      // The list says what stands; nothing was asked to be made, so nothing is said to be refused.
      await prepare();
      setState({ status: 'idle' });
    } catch (error) {
      const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
      setState({ status: 'error', message: `The accounts could not be checked.${detail}`, made: [] });
    } finally {
      running.current = false;
    }
  };

  const review = async (c: CourtCheck, reason: string) => {
    await saveCheckReview(commands.repos, estate._id, court, {
      check: c.key,
      reason,
      by: currentUser()?.name ?? 'Unknown',
      on: today,
    });
  };

  /**
   * The checks, then what the forms and the record print. Null, with the blocked state shown, while
   * an error stands: nothing is made that a clerk could not file (docs/behaviour.md#court-checks).
   */
  const checkedInput = async () => {
    setState({ status: 'busy', label: 'the checks' });
    const { data, statement, found } = await prepare();
    if (blocksGenerating(openChecks(found, reviews))) {
      setState({ status: 'blocked' });
      return null;
    }
    const input = courtFormInput(
      {
        ...data,
        hearingDate: isIsoDate(hearingDate) ? hearingDate : null,
        mailingDate: isIsoDate(mailingDate) ? mailingDate : null,
        hearingTime: hearingTime || null,
        officialsServed: service.list.officials.map((o) => o.official),
        served: servedPersons(service, data.firm?.officialAddresses),
      },
      statement,
    );
    return { data, input, officials: service.list.officials.map((o) => o.name) };
  };

  const generate = async () => {
    if (running.current || problem) return;
    running.current = true;
    const made: GeneratedCourtForm[] = [];
    let kept: GeneratedCourtForm[] = [];
    try {
      const checked = await checkedInput();
      if (!checked) return;
      const { data, input, officials } = checked;
      await ensureMayTakeCopies();
      // Every document is built first, then all are kept as one action, then downloaded: nothing
      // is downloaded that the device did not keep, and one press is one line in the outbox.
      const built: BuiltCourtDocument[] = [];
      for (const kind of COURT_FORM_KINDS.filter((k) => chosen.has(k))) {
        setState({
          status: 'busy',
          label: `${COURT_FORM_TITLES[kind].formNumber} ${COURT_FORM_TITLES[kind].title}`,
        });
        built.push(await buildCourtFormDocument(estate._id, kind, format, input, officials));
      }
      for (const pkg of chosenPackages) {
        setState({ status: 'busy', label: `what is served on ${pkg.name.replace(/^The /, 'the ')}` });
        built.push(await buildOfficialPackageDocument(estate._id, format, input, data, pkg, officials));
      }
      kept = await keepCourtDocuments(commands, estate._id, built);
      for (const doc of kept) {
        // Chromium drops a download started too soon after the one before; a short gap keeps all six.
        if (made.length > 0) await pause(DOWNLOAD_GAP_MS);
        downloadFile(doc.file);
        made.push(doc);
      }
      setState({ status: 'done', made });
    } catch (error) {
      console.warn('Court document generation failed', error);
      const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
      const message = kept.length
        ? `The court documents are kept with the estate’s documents, but not all were downloaded.${detail}`
        : `The court documents could not be made, and none was kept.${detail}`;
      setState({ status: 'error', message, made: kept });
    } finally {
      running.current = false;
    }
  };

  /** The record as one PDF: checked first, like the forms; nothing is made while an error stands. */
  const makeRecord = async (withoutCertificate = false) => {
    if (running.current || problem) return;
    const choice = copyChoiceOf(court);
    if (!choice.certificate && !withoutCertificate) {
      setAskNoCertificate(true);
      return;
    }
    setAskNoCertificate(false);
    running.current = true;
    try {
      const checked = await checkedInput();
      if (!checked) return;
      const { data, input, officials } = checked;
      await ensureMayTakeCopies();
      setState({ status: 'busy', label: 'the application record' });
      const copies = await loadCopies(choice, await queries.documentsOfEstate(estate._id));
      const doc = await generateApplicationRecord(commands, estate._id, input, data, officials, copies);
      downloadFile(doc.file);
      setState({ status: 'done', made: [doc] });
    } catch (error) {
      console.warn('Application record failed', error);
      const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
      setState({ status: 'error', message: `The application record could not be made.${detail}`, made: [] });
    } finally {
      running.current = false;
    }
  };

  const made = state.status === 'done' || state.status === 'error' ? state.made : [];
  const openErrors = openChecks(checks ?? [], reviews).filter((c) => c.severity === 'error');
  /** The checks at the top of the card, where the eye starts; here until the card gives its place. */
  const checksList = (slot: HTMLElement | null | undefined) => {
    const list = (
      <div className="passing-checks" aria-live="polite">
        <CourtChecksList
          checks={checks ?? []}
          reviews={reviews}
          onReview={review}
          onField={goToField}
          what="the court documents"
        />
      </div>
    );
    return slot ? createPortal(list, slot) : list;
  };
  return (
    <section className="passing-block" aria-labelledby={`${prefix}-heading`} ref={setSection}>
      <h3 id={`${prefix}-heading`}>Generate court documents</h3>
      <div className="passing-fields">
        <div className="field">
          <label htmlFor={`${prefix}-from`}>Accounts from</label>
          <input id={`${prefix}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-to`}>Accounts to</label>
          <input id={`${prefix}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-file`}>Court File No.</label>
          <input
            id={`${prefix}-file`}
            type="text"
            maxLength={60}
            value={courtFileNumber}
            onChange={(e) => setCourtFileNumber(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-office`}>Court office</label>
          <input
            id={`${prefix}-office`}
            type="text"
            maxLength={80}
            placeholder="e.g. Toronto"
            value={courtOffice}
            onChange={(e) => setCourtOffice(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-capacity`}>Estate trustee’s capacity</label>
          <input
            id={`${prefix}-capacity`}
            type="text"
            maxLength={80}
            placeholder="Estate Trustee with a Will"
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </div>
      </div>
      <p className="muted">
        These start from the estate’s court details (Court Accounts section); a change here is for these
        documents only. Where neither has them, the file number and the court office print as blanks
        (__________) for you to fill, as does the hearing date until one is chosen above.
      </p>
      <CostsClaims costs={costs} estateId={estate._id} court={court} />
      {DOCUMENT_GROUPS.map((group) => (
        <fieldset key={group.legend} className="passing-forms">
          <legend>{group.legend}</legend>
          {group.kinds.map((kind) => (
            <label key={kind} className="passing-flag">
              <input
                type="checkbox"
                checked={chosen.has(kind)}
                onChange={(e) => toggle(kind, e.target.checked)}
              />
              {COURT_FORM_TITLES[kind].formNumber} {COURT_FORM_TITLES[kind].title}
            </label>
          ))}
        </fieldset>
      ))}
      {packages.length > 0 && (
        <fieldset className="passing-forms">
          <legend>For the officials served</legend>
          {packages.map((p) => (
            <label key={p.official} className="passing-flag">
              <input
                type="checkbox"
                checked={chosenOfficials.has(p.official)}
                onChange={(e) =>
                  setChosenOfficials((s) => {
                    const next = new Set(s);
                    if (e.target.checked) next.add(p.official);
                    else next.delete(p.official);
                    return next;
                  })
                }
              />
              Letter to {p.name.replace(/^The /, 'the ')} for {p.actsFor.map((a) => a.name).join(', ')}, with
              the documents served (rule 74.18(3))
            </label>
          ))}
          <p className="muted">
            In PDF, the letter with the notice, the accounts and the draft judgment after it; in Word, the
            letter alone.
          </p>
        </fieldset>
      )}
      <fieldset className="passing-formats">
        <legend>Format</legend>
        {FORMATS.map((f) => (
          <label key={f.format} className="passing-flag">
            <input
              type="radio"
              name={`${prefix}-format`}
              checked={format === f.format}
              onChange={() => setFormat(f.format)}
            />
            {f.label}
          </label>
        ))}
      </fieldset>
      <RecordCopiesPicker estateId={estate._id} court={court} />
      <div className="report-actions">
        <button
          type="button"
          className="button"
          disabled={state.status === 'busy' || problem !== null}
          aria-describedby={problem ? `${prefix}-why` : undefined}
          onClick={() => void generate()}
        >
          {state.status === 'busy' ? 'Generating…' : 'Generate court documents'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={state.status === 'busy' || problem !== null}
          onClick={() => void makeRecord()}
        >
          Make the application record
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={state.status === 'busy' || problem !== null}
          onClick={() => void check()}
        >
          Check the accounts
        </button>
        <span className="muted">
          Checked, made on this device and saved to the estate’s documents; works offline.
        </span>
      </div>
      {askNoCertificate && !court?.certificateDocument && (
        <div className="alert alert-warn" role="alert">
          <p>
            No copy of the certificate of appointment is chosen. Rule 74.18(1) files it with the accounts: the
            record will list it as to be added before filing.
          </p>
          <div className="report-actions">
            <button type="button" className="button button-secondary" onClick={() => void makeRecord(true)}>
              Make the record without it
            </button>
            <button type="button" className="link-button" onClick={() => setAskNoCertificate(false)}>
              Choose the certificate first
            </button>
          </div>
        </div>
      )}
      {checks && checksList(checksSlot)}
      {state.status === 'blocked' && (
        <div className="alert alert-error" role="alert">
          <p>
            Nothing was generated or downloaded: {openErrors.length}{' '}
            {openErrors.length === 1 ? 'problem stops' : 'problems stop'} the court documents. Each is listed
            at the top of the card with what it is about and a link to what fixes it; correct them, then
            generate again.
          </p>
          {checksSlot && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                checksSlot.scrollIntoView({ block: 'start' });
                checksSlot.querySelector<HTMLElement>('h4')?.focus();
              }}
            >
              Show the problems
            </button>
          )}
        </div>
      )}
      {problem && (
        <p id={`${prefix}-why`} className="field-error">
          {problem}
        </p>
      )}
      <div role="status" aria-live="polite">
        {state.status === 'busy' && <p>Generating {state.label}…</p>}
        {made.length > 0 && (
          <div className="alert alert-info">
            <p>Saved to the estate’s documents and downloaded; {uploadNote(online, true)}:</p>
            <ul>
              {made.map((m) => (
                <li key={m.documentId}>
                  {m.title}: <strong>{m.file.name}</strong>{' '}
                  <button type="button" className="link-button" onClick={() => downloadFile(m.file)}>
                    Download again<span className="visually-hidden">: {m.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {liveFailure && (
        <p className="alert alert-warn" role="status">
          The accounts could not be checked as they changed: {liveFailure}
        </p>
      )}
      {state.status === 'error' && (
        <p className="alert alert-error" role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}
