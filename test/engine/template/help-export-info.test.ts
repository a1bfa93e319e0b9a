// The export's block on the Help sheet: office names and IDs, service, time and how to send edits back.
import { describe, expect, it } from 'vitest';
import type { ExportInfo } from '../../../src/engine/template';
import { planTemplate } from '../../../src/engine/template';
import { helpLines } from '../../../src/engine/template/help-sheet';

const INFO: ExportInfo = {
  offices: [{ id: 1, name: 'Duna-Part Ingatlan – Angyalföld' }],
  service: 'https://portal.example.hu/api/json/v3',
  exportedAt: '2026-11-24T10:30:59.123Z',
  reimportOffice: 1,
};

function texts(info: ExportInfo | null, lang: 'hu' | 'en'): string[] {
  return helpLines({ ...planTemplate(lang, null, null), exportInfo: info }, 5000).map((l) => l.cells.join(' | '));
}

describe('Help sheet of an export', () => {
  it('names the office with its ID, the service and the time in minutes (UTC), right under the title', () => {
    const lines = texts(INFO, 'en');
    expect(lines.slice(1, 5)).toEqual([
      'This workbook is an export',
      'Office | Duna-Part Ingatlan – Angyalföld (1)',
      'Service address | https://portal.example.hu/api/json/v3',
      'Exported at | 2026-11-24 10:30 UTC',
    ]);
    expect(lines[5]).toContain('for office 1');
  });

  it('lists every office of a multi-office export and says sellers need one office at a time', () => {
    const lines = texts({ ...INFO, offices: [...INFO.offices, { id: 3, name: 'Érd' }], reimportOffice: null }, 'hu');
    expect(lines[2]).toBe('Irodák | Duna-Part Ingatlan – Angyalföld (1), Érd (3)');
    expect(lines[5]).toContain('irodánként');
  });

  it('a template (no export) has no such block', () => {
    expect(texts(null, 'hu')).toEqual(helpLines(planTemplate('hu', null, null), 5000).map((l) => l.cells.join(' | ')));
    expect(texts(null, 'hu').some((l) => l.startsWith('Iroda'))).toBe(false);
  });
});
