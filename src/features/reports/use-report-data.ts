import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { toIsoDate } from '../../domain/rules/dates.ts';
import { localDb } from '../../store/instance.ts';
import type { LocalRecord } from '../../store/types.ts';
import { type LocalRead, useLocalRead } from '../estates/use-local-read.ts';
import { type EstateRecords, loadEstateRecords } from './estate-records.ts';

/** One estate's records for its reports, live: an edit anywhere (or a pull) re-renders the figures. */
export function useEstateRecords(estateId: string): LocalRead<EstateRecords | null> {
  return useLocalRead(() => loadEstateRecords(localDb, estateId), [estateId]);
}

/** The estates on this device, live, for the dashboard's deadlines; undefined while the first read runs. */
export function useLocalEstates(): { ok: true; estates: LocalRecord[] } | { ok: false } | undefined {
  return useLiveQuery(async () => {
    try {
      return { ok: true as const, estates: await localDb.estates.toArray() };
    } catch (error) {
      console.warn('Could not read the estates from the local store', error);
      return { ok: false as const };
    }
  }, []);
}

/**
 * Today as a calendar date in the user's zone, fixed for the life of the screen so the
 * deadlines' statuses and a report's "prepared on" agree with each other.
 */
export function useToday(): string {
  const [today] = useState(() => toIsoDate(new Date()));
  return today;
}
