import { useState } from 'react';
import { toIsoDate } from '../../domain/rules/dates.ts';
import { type QueryState, queries, useQuery } from '../../store/index.ts';
import { type EstateRecords, loadEstateRecords } from './estate-records.ts';

/** One estate's records for its reports, live: an edit anywhere (or a pull) re-renders the figures. */
export function useEstateRecords(estateId: string): QueryState<EstateRecords | null> {
  return useQuery(() => loadEstateRecords(queries, estateId), [estateId]);
}

/**
 * Today as a calendar date in the user's zone, fixed for the life of the screen so the
 * deadlines' statuses and a report's "prepared on" agree with each other.
 */
export function useToday(): string {
  const [today] = useState(() => toIsoDate(new Date()));
  return today;
}
