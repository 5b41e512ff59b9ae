import type { Deadline } from '../../domain/rules/ontario/deadlines.ts';
import { downloadFile } from '../../ui/download-file.ts';

export type ExportableDeadline = Pick<Deadline, 'key' | 'title' | 'dueDate' | 'rule' | 'source' | 'note'> & {
  estateId: string;
  estateName: string;
};

/**
 * Downloads the open, dated deadlines as an .ics file for the person's calendar. Made on the device
 * (it works offline); the iCalendar library loads only when someone exports.
 */
export async function exportDeadlinesCalendar(
  deadlines: readonly ExportableDeadline[],
  options: { name: string; fileName: string; remindDaysBefore?: number },
): Promise<number> {
  const { deadlinesCalendarFile } = await import('../../reports/calendar/deadlines-calendar.ts');
  const dated = deadlines.flatMap((d) => (d.dueDate ? [{ ...d, dueDate: d.dueDate }] : []));
  downloadFile(deadlinesCalendarFile(dated, { ...options, now: new Date() }));
  return dated.length;
}
