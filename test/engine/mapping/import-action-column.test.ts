import { describe, expect, it } from 'vitest';
import {
  IMPORT_ACTIONS,
  IMPORT_ACTION_FIELD,
  IMPORT_ACTION_WORDS,
  importActionWords,
  mappableField,
} from '../../../src/catalog';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { SheetMapping } from '../../../src/engine/model/workbook-mapping';
import {
  isImportActionHeader,
  proposeSheetMapping,
  readHeader,
  readImportAction,
  setColumnField,
} from '../../../src/engine/mapping';
import { columnHeaders } from '../../../src/engine/upload';
import { prepareRows } from '../../../src/engine/validation';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { REFERENCE } from '../values/reference-fixture';

describe('Import action words', () => {
  it('reads the words of both languages, their other spellings, case and accents aside', () => {
    const cases: readonly [CellValue, string][] = [
      [null, 'upsert'],
      ['  ', 'upsert'],
      ['upsert', 'upsert'],
      ['Feltöltés', 'upsert'],
      ['módosítás', 'upsert'],
      ['WITHDRAW', 'withdraw'],
      ['visszavonás', 'withdraw'],
      ['inaktivalas', 'withdraw'],
      ['Inaktiválás', 'withdraw'],
      ['delete', 'delete'],
      ['Törlés', 'delete'],
      ['torles', 'delete'],
    ];
    for (const [cell, action] of cases)
      expect(readImportAction(cell), String(cell)).toEqual({ kind: 'action', action });
  });

  it('refuses a word that names no action instead of guessing', () => {
    expect(readImportAction('eladás')).toEqual({ kind: 'unknown', text: 'eladás' });
    expect(readImportAction(3)).toEqual({ kind: 'unknown', text: '3' });
  });

  it('has one distinct word per action and language for the dropdown', () => {
    for (const lang of ['en', 'hu'] as const) {
      const words = importActionWords(lang);
      expect(new Set(words).size).toBe(IMPORT_ACTIONS.length);
      for (const w of words) expect(readImportAction(w).kind).toBe('action');
    }
    expect(importActionWords('hu')).toEqual(IMPORT_ACTIONS.map((a) => IMPORT_ACTION_WORDS[a].hu));
  });
});

describe('Import action column', () => {
  it('is recognised by its English and Hungarian headers and never mapped as a field', () => {
    for (const h of ['Import action', 'import  ACTION', 'Importálási művelet', 'Művelet', 'muvelet']) {
      expect(isImportActionHeader(h), h).toBe(true);
      expect(readHeader('properties', h).match.field, h).toBeNull();
    }
    // `Action` alone is still the listing's sale or rent.
    expect(isImportActionHeader('Action')).toBe(false);
    expect(readHeader('properties', 'Action').match.field).toBe('property.action');
  });

  const mapping: SheetMapping = proposeSheetMapping({
    sheet: 'Ingatlanok',
    headerRow: 1,
    headers: ['Azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Importálási művelet', 'Service ID'],
    role: 'properties',
  });
  const prepare = (cells: readonly (readonly CellValue[])[]): PreparedRow[] =>
    prepareRows(
      { mapping, rows: cells.map((c, i) => ({ number: i + 2, cells: c })) },
      { reference: REFERENCE, officeId: 1 },
    );

  it('gives the row its action, which changes the fingerprint; an empty cell leaves the row as it was', () => {
    const [plain, withdrawn, deleted] = prepare([
      ['P-1', 'lakás', 'eladó', 'Budapest', 45_000_000, null, 700001],
      ['P-1', 'lakás', 'eladó', 'Budapest', 45_000_000, 'visszavonás', 700001],
      ['P-1', 'lakás', 'eladó', 'Budapest', 45_000_000, 'törlés', 700001],
    ]);
    expect(plain && 'action' in plain).toBe(false);
    expect(withdrawn?.action).toBe('withdraw');
    expect(deleted?.action).toBe('delete');
    const prints = new Set([plain?.fingerprint, withdrawn?.fingerprint, deleted?.fingerprint]);
    expect(prints.size).toBe(3);
  });

  it('withdraws or deletes by reference alone: the problems of cells a delete does not send do not count', () => {
    const [row] = prepare([['P-9', null, null, null, 'not a price', 'delete', null]]);
    expect(row?.action).toBe('delete');
    expect(row?.problems).toEqual([]);
  });

  it('names the column, the row and the word when the word is not an action', () => {
    const [row] = prepare([['P-1', 'lakás', 'eladó', 'Budapest', 45_000_000, 'archive', null]]);
    const problem = row?.problems.find((p) => p.field === 'import.action');
    expect(problem).toMatchObject({ column: 'F', value: 'archive' });
    expect(problem?.message).toContain('"archive" is not an action; write upsert, withdraw, delete');
    expect(problem?.messageHu).toContain('feltöltés, visszavonás, törlés');
  });

  it('is mapped to the action on a listings sheet, and any column the user maps to it is read as the action', () => {
    expect(mapping.columns.find((c) => c.header === 'Importálási művelet')).toMatchObject({
      field: IMPORT_ACTION_FIELD,
      source: 'key',
    });
    // The action is no field of the record: the upload's comparisons and snapshots never see it.
    expect([
      ...(columnHeaders({ sheets: [mapping] })
        .get('Ingatlanok')
        ?.keys() ?? []),
    ]).not.toContain(IMPORT_ACTION_FIELD);
    const renamed = proposeSheetMapping({
      sheet: 'Ingatlanok',
      headerRow: 1,
      headers: ['Azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Teendő', 'Service ID'],
      role: 'properties',
    });
    const chosen = setColumnField(renamed, 5, IMPORT_ACTION_FIELD);
    const [row] = prepareRows(
      { mapping: chosen, rows: [{ number: 2, cells: ['P-1', 'lakás', 'eladó', 'Budapest', 1, 'törlés', 700001] }] },
      { reference: REFERENCE, officeId: 1 },
    );
    expect(row?.action).toBe('delete');
  });

  it('is not read when the user left it out, and is offered on no other sheet', () => {
    const left = setColumnField(mapping, 5, null);
    const [row] = prepareRows(
      { mapping: left, rows: [{ number: 2, cells: ['P-1', 'lakás', 'eladó', 'Budapest', 1, 'törlés', 700001] }] },
      { reference: REFERENCE, officeId: 1 },
    );
    expect(row && 'action' in row).toBe(false);
    expect(mappableField('properties', IMPORT_ACTION_FIELD)?.label.hu).toBe('Importálási művelet');
    expect(mappableField('sellers', IMPORT_ACTION_FIELD)).toBeUndefined();
  });

  it('refuses withdraw and delete on a sellers sheet', () => {
    const sellers = proposeSheetMapping({
      sheet: 'Értékesítők',
      headerRow: 1,
      headers: ['Azonosító', 'Név', 'Telefon', 'E-mail', 'Művelet'],
      role: 'sellers',
    });
    const [row] = prepareRows(
      {
        mapping: sellers,
        rows: [{ number: 2, cells: ['S-1', 'Kiss Anna', '+36 1 555 0101', 'a@example.hu', 'törlés'] }],
      },
      { reference: REFERENCE, officeId: 1 },
    );
    expect(row?.problems.map((p) => p.field)).toEqual(['import.action']);
    expect(row?.problems[0]?.message).toContain('only listings can be withdrawn or deleted');
  });
});
