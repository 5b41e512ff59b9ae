import { describe, expect, it } from 'vitest';
import * as courtCalendar from './court-calendar.ts';
import * as deadlineSources from './deadline-sources.ts';
import * as passingHearing from './passing-hearing.ts';
import * as passingService from './passing-service.ts';
import * as sources from './sources.ts';

const ruleSources = Object.entries({
  ...sources,
  ...deadlineSources,
  ...courtCalendar,
  ...passingHearing,
  ...passingService,
}).filter(
  (entry): entry is [string, { rule: string; source: string }] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'rule' in entry[1] && 'source' in entry[1],
);

describe('the sources the rules cite', () => {
  it('are law or the authorities’ own publications, never commentary (they reach court documents)', () => {
    expect(ruleSources.length).toBeGreaterThan(20);
    for (const [name, { rule, source }] of ruleSources) {
      expect(rule.length, name).toBeGreaterThan(20);
      expect(source, name).toMatch(
        /Act|Rules of Civil Procedure|Reg\.|Canada Revenue Agency|\(C\.A\.\)|E\.T\.R\.|entered by the firm/,
      );
      expect(source, name).not.toMatch(/\[|\]|\.com\b|\.ca\b|blog|Hull|LSUC|Lexis/i);
    }
  });
});
