// Equal values stored differently by Excel, LibreOffice or openpyxl: the same fingerprint, Service ID and comparison.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findField } from '../../../src/catalog';
import { sameValue } from '../../../src/engine/upload/record-diff';
import { proposeSheetMapping } from '../../../src/engine/mapping';
import { prepareRows, rowFingerprint } from '../../../src/engine/validation';
import { readPreviousResult } from '../../../src/engine/validation/previous-result';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { REFERENCE } from '../values/reference-fixture';

const AT = { status: 0, serviceId: 1, fingerprint: 2 } as const;

function body(latitude: number, description: string): Record<string, unknown> {
  return { map: { latitude }, descriptions: { hu: description }, price: { price: 45_000_000 } };
}

describe('the fingerprint of a row', () => {
  it('is the same whether the writer kept 17, 16 or 15 significant digits of a number', () => {
    const exceljs = rowFingerprint(1, null, body(47.123456789012344, 'a'));
    expect(rowFingerprint(1, null, body(47.12345678901234, 'a'))).toBe(exceljs);
    expect(rowFingerprint(1, null, body(47.1234567890123, 'a'))).toBe(exceljs);
  });

  it('still changes when a number changes in its first 15 digits', () => {
    const before = rowFingerprint(1, null, body(47.1234567890123, 'a'));
    expect(rowFingerprint(1, null, body(47.1234567890124, 'a'))).not.toBe(before);
    expect(rowFingerprint(1, null, { price: { price: 45_000_001 } })).not.toBe(
      rowFingerprint(1, null, { price: { price: 45_000_000 } }),
    );
  });

  it('takes a CR LF (Excel writes _x000D_) as the line feed it is', () => {
    expect(rowFingerprint(1, null, body(47.5, 'első\r\nmásodik'))).toBe(
      rowFingerprint(1, null, body(47.5, 'első\nmásodik')),
    );
    expect(rowFingerprint(1, null, body(47.5, 'első\nmásodik'))).not.toBe(rowFingerprint(1, null, body(47.5, 'első')));
  });

  it('is unchanged for rows with neither long numbers nor CRs (fingerprints written before stay valid)', () => {
    const plain = body(47.5218, 'Szép\nház');
    const before = createHash('sha1')
      .update(JSON.stringify([1, { transfer_id: 'P1' }, plain]))
      .digest('hex');
    expect(rowFingerprint(1, { transfer_id: 'P1' }, plain)).toBe(before);
  });
});

describe('the Service ID of a previous result', () => {
  it.each([
    ['700014', 700_014],
    ['700\u00a0014', 700_014],
    ['1 700 014', 1_700_014],
    ['700\u202f014', 700_014],
    ['700,014', 700_014],
    ['700.014', 700_014],
  ])('reads %j, as a number formatted with thousands separators is saved into a CSV', (text, id) => {
    expect(readPreviousResult(['updated', text, null], AT)?.serviceId).toBe(id);
  });

  it.each(['70 0014', '700 014,5', '700,014.000', '7a', '0', '700 014.321'])('is no ID in %j', (text) => {
    expect(readPreviousResult(['updated', text, null], AT)?.serviceId).toBeNull();
  });
});

describe('comparing a text with the service', () => {
  it('ignores the spaces around it, which the importer trims from every cell', () => {
    const hu = findField('properties', 'descriptions.hu');
    expect(sameValue(hu, 'Szép ház.\nKert', '  Szép ház.\r\nKert  ')).toBe(true);
    expect(sameValue(hu, 'Szép ház. Kert', 'Szép ház.  Kert')).toBe(false);
  });
});

describe('a Service ID cell that names no record', () => {
  const headers = ['Hirdetés azonosító', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Service ID'];
  const mapping = proposeSheetMapping({ sheet: 'Ingatlanok', headerRow: 1, headers, role: 'properties' });
  const prepare = (...cells: (readonly CellValue[])[]) =>
    prepareRows(
      { mapping, rows: cells.map((c, i) => ({ number: i + 2, cells: c })) },
      { reference: REFERENCE, officeId: 1 },
    );
  const listing = [null, 'lakás', 'eladó', 'Budapest', 45_000_000];

  it('refuses the row, naming the cell, instead of creating the record again', () => {
    const rows = prepare([...listing, 'ID 700014'], [...listing, 700_014.5], [...listing, 700_014], [...listing, null]);
    const byId = (r: (typeof rows)[number]) => r.problems.filter((p) => p.field === 'Service ID').map((p) => p.column);
    expect(rows.map((r) => [r.operation, byId(r)])).toEqual([
      ['create', ['F']],
      ['create', ['F']],
      ['modify', []],
      ['create', []],
    ]);
    expect(rows[0]?.problems[0]?.message).toBe(
      'Service ID: "ID 700014" is not a service identifier (a whole number such as 700014), so the row is not sent: ' +
        'correct it to the Service ID of the record, or empty the cell to add the row as a new record.',
    );
    expect(rows[1]?.problems[0]?.messageHu).toContain('„700014.5” nem szolgáltatói azonosító');
  });
});
