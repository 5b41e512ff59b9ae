import { describe, expect, it } from 'vitest';
import { REPORT_FORMATS, REPORT_KINDS } from '../../reports/model.ts';
import { deadlineCounts, deadlineDueText, deadlineStatusDisplay } from './deadline-display.ts';
import {
  FORMAT_CHOICES,
  formatFromOutputFormat,
  kindFromReportType,
  REPORT_CHOICES,
  reportLabel,
  reportTitle,
} from './report-kinds.ts';

describe('report choices', () => {
  it('offer every kind and format the builders make', () => {
    expect(REPORT_CHOICES.map((c) => c.kind)).toEqual([...REPORT_KINDS]);
    expect(FORMAT_CHOICES.map((c) => c.format)).toEqual([...REPORT_FORMATS]);
  });

  it('map the Add Report form’s choices; Other is the estate accounts', () => {
    expect(kindFromReportType('Financial Overview')).toBe('financial-overview');
    expect(kindFromReportType('Distribution Summary')).toBe('distribution-summary');
    expect(kindFromReportType('Tax Summary')).toBe('tax-summary');
    expect(kindFromReportType('Other')).toBe('estate-accounts');
    expect(formatFromOutputFormat('PDF')).toBe('pdf');
    expect(formatFromOutputFormat('Excel')).toBe('xlsx');
    expect(formatFromOutputFormat('Word')).toBe('docx');
    expect(formatFromOutputFormat(undefined)).toBe('pdf');
  });

  it('title a saved report with its name and period', () => {
    expect(reportLabel('estate-accounts')).toBe('Estate Accounts');
    expect(reportTitle('tax-summary', { from: '2025-01-01', to: '2025-12-31' })).toBe(
      'Tax Summary — 2025-01-01 to 2025-12-31',
    );
  });
});

describe('deadline display', () => {
  it('gives each status its colour and its words', () => {
    expect(deadlineStatusDisplay('overdue')).toEqual({ label: 'Overdue', tone: 'red' });
    expect(deadlineStatusDisplay('due-soon')).toEqual({ label: 'Due soon', tone: 'yellow' });
    expect(deadlineStatusDisplay('upcoming')).toEqual({ label: 'Upcoming', tone: 'blue' });
    expect(deadlineStatusDisplay('done')).toEqual({ label: 'Done', tone: 'green' });
    expect(deadlineStatusDisplay('unknown').tone).toBe('gray');
    expect(deadlineStatusDisplay('before-final-distribution')).toEqual({
      label: 'Before final distribution',
      tone: 'gray',
    });
  });

  it('says when a deadline is due, or why no date is known', () => {
    expect(deadlineDueText({ dueDate: '2026-04-30', status: 'upcoming' })).toBe('Apr 30, 2026');
    expect(deadlineDueText({ dueDate: null, status: 'unknown' })).toBe('Not yet known');
    expect(deadlineDueText({ dueDate: null, status: 'before-final-distribution' })).toBe(
      'Before the final distribution',
    );
  });

  it('counts the deadlines by status', () => {
    const d = (status: 'overdue' | 'due-soon' | 'upcoming') => ({ status });
    expect(deadlineCounts([d('overdue'), d('upcoming'), d('overdue'), d('due-soon')])).toBe(
      '2 overdue, 1 due soon, 1 upcoming',
    );
    expect(deadlineCounts([d('upcoming')])).toBe('1 upcoming');
    expect(deadlineCounts([])).toBe('Nothing due');
  });
});
