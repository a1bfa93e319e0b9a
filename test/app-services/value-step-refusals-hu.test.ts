// The values step's refusals (a column not mapped, a code not allowed) in the UI language (docs/messages.md).
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../src/shared/contract';
import { dispatch } from '../../src/app-services/dispatch';
import { useServices } from '../support/app-session-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';

const h = useServices('li-value-refusals-');

async function openHungarian(): Promise<void> {
  await h.call('setLanguage', { language: 'hu', remember: false });
  const path = join(h.dir, 'lista.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([
    ['Ref.szám', 'Kategória', 'Megbízás', 'Település', 'Ker.', 'Ár', 'Valami'],
    ['A-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45_900_000, 'x'],
  ]);
  await wb.xlsx.writeFile(path);
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });
}

async function refusal(method: 'setValueMapping' | 'setInterpretation', args: object): Promise<AppError> {
  const r = await dispatch(h.services.handlers, method, args as never);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

describe('the values step refuses in Hungarian', () => {
  it('a value for a column that is not there', async () => {
    await openHungarian();
    const e = await refusal('setValueMapping', { sheet: 'Ingatlanok', column: 'Z', raw: 'x', code: null });
    expect(e.code).toBe('not_found');
    expectNoEnglishSentence(e.message);
    expect(e.message).toContain('Z');
  });

  it('a value for a column mapped to no field', async () => {
    await openHungarian();
    const e = await refusal('setValueMapping', { sheet: 'Ingatlanok', column: 'G', raw: 'x', code: null });
    expect(e.code).toBe('invalid_request');
    expectNoEnglishSentence(e.message);
  });

  it('a code the field does not allow', async () => {
    await openHungarian();
    const e = await refusal('setValueMapping', { sheet: 'Ingatlanok', column: 'B', raw: 'lakás', code: 'castle' });
    expect(e.code).toBe('invalid_request');
    expectNoEnglishSentence(e.message);
    expect(e.message).toContain('castle');
  });

  it('an interpretation of a column that is not there', async () => {
    await openHungarian();
    const args = { sheet: 'Ingatlanok', column: 'Z', kind: 'scale', on: false };
    const e = await refusal('setInterpretation', args);
    expect(e.code).toBe('not_found');
    expectNoEnglishSentence(e.message);
  });
});
