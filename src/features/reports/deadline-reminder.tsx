import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { currentUser } from '../../api/session.ts';
import {
  type EstateDeadline,
  proofsByEstate,
  upcomingDeadlines,
} from '../../domain/rules/ontario/deadlines.ts';
import { daysBetweenUtc } from '../../domain/rules/ontario/iso-dates.ts';
import { DEFAULT_REMINDER_DAYS } from '../../domain/schemas/index.ts';
import { queries, useQuery } from '../../store/index.ts';
import { deadlineDueText } from './deadline-display.ts';
import { optionsByEstate } from './deadline-options.ts';
import { useToday } from './use-report-data.ts';
import './reports.css';

/** Only the day and how many were due are kept on the device (no names of clients or estates). */
const DISMISSED_KEY = 'deadline-reminder-dismissed';
const NOTIFIED_KEY = 'deadline-reminder-notified';
const SHOWN = 3;

/** The open deadlines that fall due from today to `days` days ahead, soonest first. */
export function dueWithin(
  deadlines: readonly EstateDeadline[],
  today: string,
  days: number,
): EstateDeadline[] {
  if (days <= 0) return [];
  return deadlines.filter((d) => {
    if (!d.dueDate) return false;
    const ahead = daysBetweenUtc(today, d.dueDate);
    return ahead >= 0 && ahead <= days;
  });
}

const dueLine = (d: EstateDeadline) => `${d.title} — ${d.estateName}, ${deadlineDueText(d)}`;

function useDueSoon() {
  const today = useToday();
  const orgId = currentUser()?.organization?._id;
  const read = useQuery(
    async () => ({
      estates: await queries.all('estates'),
      closures: await queries.deadlineClosures(),
      proofs: proofsByEstate({
        transactions: await queries.all('transactions'),
        documents: await queries.all('documents'),
      }),
      organization: await queries.organizationById(orgId),
    }),
    [orgId],
  );
  if (read.status !== 'ready') return { today, days: 0, due: [] as EstateDeadline[] };
  const { estates, closures, proofs, organization } = read.data;
  const days = organization?.reminderDays ?? DEFAULT_REMINDER_DAYS;
  const options = optionsByEstate(closures, proofs);
  const open = upcomingDeadlines(estates, today, Number.MAX_SAFE_INTEGER, options);
  return { today, days, due: dueWithin(open, today, days) };
}

/** Shows one system notification a day while deadlines are due soon, where the person allowed it. */
function useDailyNotification(today: string, days: number, due: readonly EstateDeadline[]) {
  useEffect(() => {
    if (due.length === 0 || typeof Notification === 'undefined' || Notification.permission !== 'granted')
      return;
    if (localStorage.getItem(NOTIFIED_KEY) === today) return;
    localStorage.setItem(NOTIFIED_KEY, today);
    const title = `${due.length} deadline${due.length === 1 ? '' : 's'} due within ${days} days`;
    const body = due.slice(0, SHOWN).map(dueLine).join('\n');
    const options = { body, tag: 'deadline-reminder', icon: '/icons/icon-192.png' };
    // The service worker shows it where it can (it outlives the tab); a plain Notification otherwise.
    void navigator.serviceWorker?.getRegistration().then((registration) => {
      if (registration) return registration.showNotification(title, options);
      new Notification(title, options);
    });
  }, [today, days, due]);
}

/**
 * The reminder the app shows on every admin screen when deadlines fall due within the firm's
 * number of days (Profile → Organization): how many, a link to the dashboard's list of them, and an
 * offer to be told by a system notification too. It names no estate, so it stays one quiet line on
 * every screen. Dismissed, it stays away for the rest of the day.
 */
export function DeadlineReminder() {
  const { today, days, due } = useDueSoon();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === today);
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  useDailyNotification(today, days, due);
  if (dismissed || due.length === 0) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, today);
    setDismissed(true);
  };
  const ask = async () => setPermission(await Notification.requestPermission());

  return (
    <aside className="deadline-reminder" aria-label="Deadline reminder">
      <p>
        {due.length === 1 ? '1 deadline falls' : `${due.length} deadlines fall`} due within {days} days.{' '}
        <Link to="/admin/dashboard" hash="dash-deadlines-heading">
          See upcoming deadlines
        </Link>
      </p>
      <div className="deadline-reminder-actions">
        {permission === 'default' && (
          <button type="button" className="button button-secondary" onClick={ask}>
            Also notify me on this device
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={dismiss}>
          Dismiss for today
        </button>
      </div>
    </aside>
  );
}
