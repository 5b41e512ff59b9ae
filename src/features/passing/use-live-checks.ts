import { useEffect, useRef } from 'react';
import type { CourtCheck } from '../../domain/rules/ontario/index.ts';
import { queries, useQuery } from '../../store/index.ts';
import { loadEstateRecords } from '../reports/index.ts';

export type EstateRecordSet = NonNullable<Awaited<ReturnType<typeof loadEstateRecords>>>;

/**
 * The court checks run as the data changes, not only when a button is pressed
 * (docs/behaviour.md#court-checks): the estate's records are read live (an edit anywhere on the
 * device, or a pull, reads them again) once `active`, and the checks run again on each new read
 * and whenever `deps` (the period, the hearing, the court details) change. A run overtaken by a
 * newer one is dropped.
 */
export function useLiveChecks({
  estateId,
  active,
  run,
  deps,
  onChecks,
  onFailure,
}: {
  estateId: string;
  /** False until the card is near the screen, or while the period cannot be checked. */
  active: boolean;
  run: (records: EstateRecordSet) => Promise<CourtCheck[]>;
  deps: readonly unknown[];
  onChecks: (checks: CourtCheck[]) => void;
  onFailure: (message: string) => void;
}): void {
  const read = useQuery(
    () => (active ? loadEstateRecords(queries, estateId) : Promise.resolve(null)),
    [estateId, active],
  );
  const records = read.status === 'ready' ? read.data : null;
  const latest = useRef(0);
  const callbacks = useRef({ run, onChecks, onFailure });
  callbacks.current = { run, onChecks, onFailure };
  // `deps` are the caller's inputs to `run`, which is read through the ref.
  useEffect(() => {
    if (!active || !records) return;
    const ticket = ++latest.current;
    callbacks.current.run(records).then(
      (checks) => {
        if (ticket === latest.current) callbacks.current.onChecks(checks);
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        callbacks.current.onFailure(error instanceof Error && error.message ? error.message : String(error));
      },
    );
  }, [active, records, ...deps]);
}
