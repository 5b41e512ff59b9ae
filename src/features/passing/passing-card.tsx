import { useMemo, useRef, useState } from 'react';
import { isIsoDate, toIsoDate } from '../../domain/rules/dates.ts';
import type { CourtAccountsRecord } from '../../domain/schemas/index.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { useOwnOr } from '../../ui/use-own-or.ts';
import { saveCourt } from '../court-accounts/index.ts';
import { CourtDocuments } from './court-documents.tsx';
import { HearingCalculator } from './hearing-calculator.tsx';
import { ReceivedNotices } from './received-notices.tsx';
import { ServiceList } from './service-list.tsx';
import { passingService } from './service-parties.ts';
import './passing.css';

/**
 * The estate detail's Passing of Accounts card: who is served (and which officials too), when to
 * mail for a hearing date, and the court documents, all from the records on this device.
 */
export function PassingCard({ estateId }: { estateId: string }) {
  // The card shows the estate, its parties and its court details; the court checks read the estate's whole record
  // set only once the card is near the screen, so an estate of 5,000 transactions is not read twice
  // while the page draws (docs/architecture.md#performance-budgets).
  const read = useQuery(async () => {
    const [estate, parties, court, liabilities] = await Promise.all([
      queries.estateById(estateId),
      queries.partiesOfEstate(estateId),
      queries.courtAccountsOfEstate(estateId),
      queries.liabilitiesOfEstate(estateId),
    ]);
    // Only the payments the liabilities name, so whether a creditor is paid is a fact of the records.
    const paying = await Promise.all(
      [...new Set(liabilities.flatMap((l) => l.paidBy ?? []))].map((id) => queries.byId('transactions', id)),
    );
    const payments = new Map(
      paying.flatMap((t) =>
        t && t.deletedAt == null && t.kind === 'disbursement' ? [[t._id, t.amount]] : [],
      ),
    );
    return estate ? { estate, parties, court, liabilities, payments } : null;
  }, [estateId]);
  const [today] = useState(() => toIsoDate(new Date()));
  const records = read.status === 'ready' ? read.data : null;
  // The hearing's date and time and the mailing date live on the estate's court-accounts record,
  // saved through the outbox as they are chosen, so they survive a reload and reach the firm's
  // other devices (docs/behaviour.md#hearing-and-service-timing); the field keeps what was typed
  // until the saved record reads back.
  const court = records?.court ?? null;
  const [hearingDate, setHearingDate] = useOwnOr(court?.hearingDate ?? '');
  const [hearingTime, setHearingTime] = useOwnOr(court?.hearingTime ?? '');
  const [mailingDate, setMailingDate] = useOwnOr(court?.mailingDate ?? '');
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  // An estate with no court-accounts record yet gets one with the first change; a second change
  // made before the record reads back updates that one rather than creating another.
  const creating = useRef<Promise<unknown> | null>(null);
  const save = (patch: Parameters<typeof saveCourt>[3]) => {
    setSaveFailure(null);
    const write = async () => {
      const made =
        !court && creating.current ? ((await creating.current) as CourtAccountsRecord | null) : null;
      if (court || made) return saveCourt(commands.repos, estateId, court ?? made, patch);
      creating.current = saveCourt(commands.repos, estateId, null, patch);
      return creating.current;
    };
    write().catch((error: unknown) =>
      setSaveFailure(error instanceof Error && error.message ? error.message : 'It could not be saved.'),
    );
  };
  // The court checks show at the top of the card, where the eye starts (docs/behaviour.md#court-checks).
  const [checksSlot, setChecksSlot] = useState<HTMLDivElement | null>(null);
  const service = useMemo(
    () => (records ? passingService(records.parties, records.liabilities, records.payments) : null),
    [records],
  );
  return (
    <section className="card detail-section passing-card" aria-labelledby="passing-heading">
      <div className="section-head">
        <h2 id="passing-heading">Passing of Accounts</h2>
      </div>
      <p className="muted">
        The application to pass the estate trustee’s accounts (rules 74.16 to 74.18): the service list, the
        hearing date and the court documents.
      </p>
      {read.status === 'loading' && (
        <div role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="visually-hidden">Loading the estate’s parties</p>
        </div>
      )}
      {read.status === 'error' && (
        <p className="alert alert-error" role="alert">
          The estate’s records could not be read from this device. Reload the page to try again.
        </p>
      )}
      {read.status === 'ready' && !records && (
        <p className="alert alert-warn">This estate is not on this device.</p>
      )}
      <div ref={setChecksSlot} />
      {records && service && (
        <>
          <ServiceList parties={records.parties} service={service} />
          <HearingCalculator
            outsideOntario={service.list.anyOutsideOntario}
            today={today}
            hearingDate={hearingDate}
            onHearingDate={(date) => {
              setHearingDate(date);
              save({ hearingDate: isIsoDate(date) ? date : null });
            }}
            hearingTime={hearingTime}
            onHearingTime={(time) => {
              setHearingTime(time);
              save({ hearingTime: /^\d{2}:\d{2}$/.test(time) ? time : null });
            }}
            mailingDate={mailingDate}
            onMailingDate={(date) => {
              setMailingDate(date);
              save({ mailingDate: isIsoDate(date) ? date : null });
            }}
          />
          {saveFailure && (
            <p className="alert alert-error" role="alert">
              The hearing details could not be saved on this device. {saveFailure}
            </p>
          )}
          <ReceivedNotices
            estateId={estateId}
            court={records.court}
            service={service}
            parties={records.parties}
          />
          <CourtDocuments
            estate={records.estate}
            court={records.court}
            service={service}
            hearingDate={hearingDate}
            hearingTime={hearingTime}
            mailingDate={mailingDate}
            checksSlot={checksSlot}
          />
        </>
      )}
    </section>
  );
}
