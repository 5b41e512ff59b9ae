/** Reports and deadlines of estates: the cards other screens place, and the Add Report form's save. */
export { DeadlineReminder } from './deadline-reminder.tsx';
export { EstateDeadlinesCard } from './estate-deadlines-card.tsx';
export { loadEstateRecords, reportDataFor } from './estate-records.ts';
export { NextDeadlines } from './next-deadlines.tsx';
export { generateFromReportForm } from './report-form.ts';
export { ReportFormNote } from './report-form-note.tsx';
export { ReportsCard } from './reports-card.tsx';
export { UpcomingDeadlinesCard } from './upcoming-deadlines-card.tsx';
