import { describe, expect, it } from 'vitest';
import { ESTATE_STATUSES } from '../domain/schemas/index.ts';
import { fileStatusTone, humanizeStatus, statusDisplay } from './status-display.ts';

describe('statusDisplay', () => {
  it('names the four known statuses with their tones', () => {
    expect(statusDisplay('active')).toEqual({ label: 'Active', tone: 'green' });
    expect(statusDisplay('disposed')).toEqual({ label: 'Disposed', tone: 'gray' });
    expect(statusDisplay('pending')).toEqual({ label: 'Pending', tone: 'yellow' });
    expect(statusDisplay('draft')).toEqual({ label: 'Draft', tone: 'blue' });
  });

  it('recognises known statuses whatever their case', () => {
    expect(statusDisplay('ACTIVE')).toEqual({ label: 'Active', tone: 'green' });
    expect(statusDisplay(' Draft ')).toEqual({ label: 'Draft', tone: 'blue' });
  });

  it('capitalises any other status in gray', () => {
    expect(statusDisplay('under_review')).toEqual({ label: 'Under Review', tone: 'gray' });
    expect(statusDisplay('pending_court_approval')).toEqual({
      label: 'Pending Court Approval',
      tone: 'gray',
    });
    expect(statusDisplay('open')).toEqual({ label: 'Open', tone: 'gray' });
    expect(statusDisplay('closed')).toEqual({ label: 'Closed', tone: 'gray' });
  });

  it('reads Unknown when there is no status', () => {
    expect(statusDisplay('')).toEqual({ label: 'Unknown', tone: 'gray' });
    expect(statusDisplay(undefined)).toEqual({ label: 'Unknown', tone: 'gray' });
    expect(statusDisplay(null)).toEqual({ label: 'Unknown', tone: 'gray' });
  });

  it('hands out copies so a caller cannot recolour every chip', () => {
    const chip = statusDisplay('active');
    chip.tone = 'red';
    expect(statusDisplay('active').tone).toBe('green');
  });

  it('labels every estate status without underscores', () => {
    for (const s of ESTATE_STATUSES) expect(statusDisplay(s).label).not.toContain('_');
  });
});

describe('fileStatusTone', () => {
  it('is green for closed, blue for active, yellow otherwise', () => {
    expect(fileStatusTone('closed')).toBe('green');
    expect(fileStatusTone('active')).toBe('blue');
    expect(fileStatusTone('pending')).toBe('yellow');
    expect(fileStatusTone('anything')).toBe('yellow');
    expect(fileStatusTone(undefined)).toBe('yellow');
    expect(fileStatusTone('Closed')).toBe('green');
  });
});

describe('humanizeStatus', () => {
  it('turns underscores into spaces and capitalises words', () => {
    expect(humanizeStatus('under_review')).toBe('Under Review');
    expect(humanizeStatus('pending_court_approval')).toBe('Pending Court Approval');
    expect(humanizeStatus('open')).toBe('Open');
    expect(humanizeStatus('')).toBe('Unknown');
  });
});
