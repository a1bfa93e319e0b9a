import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { prepareRows, prepareWorkbook } from '../../../src/engine/validation';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { DEMO_OPTIONS, dataRows, proposedSheet } from '../../support/prepare-rows-kit';

const SELLER_HEADERS = ['Azonosító', 'Név', 'Telefon', 'Email'];
const sellers = proposedSheet('Értékesítők', 'sellers', SELLER_HEADERS);
const OPTIONS = DEMO_OPTIONS;

function seller(ref: string, n: number): readonly CellValue[] {
  return [ref, `Eladó ${n}`, '+36 1 234 5678', `s${n}@example.hu`];
}

function duplicateMessages(row: PreparedRow | undefined): string[] {
  return (row?.problems ?? []).filter((p) => p.field === 'id.transfer_id').map((p) => p.message);
}

describe('a reference filled down a column', () => {
  const COUNT = 30_000;
  const filled = Array.from({ length: COUNT }, (_, i) => ({ number: i + 2, cells: seller('S-1', i) }));

  it('flags every row once, with the count and the first rows, in messages of bounded length', () => {
    const out = prepareRows({ mapping: sellers, rows: filled }, OPTIONS);
    expect(out).toHaveLength(COUNT);
    let total = 0;
    for (const r of out) {
      const messages = duplicateMessages(r);
      expect(messages).toHaveLength(1);
      total += (messages[0]?.length ?? 0) + (r.problems[0]?.messageHu.length ?? 0);
    }
    // Linear in the rows: no row's message grows with the size of the group.
    expect(total).toBeLessThan(400 * COUNT);
    expect(duplicateMessages(out[0])[0]).toBe(
      'Seller reference (id.transfer_id): "S-1" is also used in rows 3, 4, 5, 6, 7 and 29994 more (30000 rows in all); ' +
        'it must be unique within the office.',
    );
    expect(duplicateMessages(out[2])[0]).toContain(
      'is also used in rows 2, 3, 5, 6, 7 and 29994 more (30000 rows in all)',
    );
    expect(out[COUNT - 1]?.problems[0]?.messageHu).toBe(
      'Értékesítő azonosító (id.transfer_id): „S-1” a(z) 2, 3, 4, 5, 6. sorban ' +
        'és további 29994 sorban (összesen 30000 sorban) is szerepel; az irodán belül egyedinek kell lennie.',
    );
  });

  it('shares one problem among the rows past the first ones instead of building one per row', () => {
    const out = prepareRows({ mapping: sellers, rows: filled }, OPTIONS);
    const late = out.slice(10).map((r) => r.problems.find((p) => p.field === 'id.transfer_id'));
    expect(new Set(late).size).toBe(1);
  });
});

describe('references across sheets of one kind', () => {
  const ALSO = 'Seller reference (id.transfer_id): "S-1" is also used in';
  const UNIQUE = 'it must be unique within the office.';
  const second = proposedSheet('Értékesítők 2', 'sellers', SELLER_HEADERS);

  it('flags the same seller reference on two seller sheets, naming the other sheet', () => {
    const wb = prepareWorkbook(
      [
        { mapping: sellers, rows: dataRows(seller('S-1', 1), seller('S-2', 2)) },
        { mapping: second, rows: dataRows(seller('S-3', 3), seller('S-1', 4)) },
      ],
      OPTIONS,
    );
    const [a, b] = wb.sheets;
    expect(a?.rows.map(duplicateMessages)).toEqual([[`${ALSO} row 3 of sheet "Értékesítők 2"; ${UNIQUE}`], []]);
    expect(b?.rows.map(duplicateMessages)).toEqual([[], [`${ALSO} row 2 of sheet "Értékesítők"; ${UNIQUE}`]]);
    expect(b?.rows[1]?.problems[0]?.messageHu).toBe(
      'Értékesítő azonosító (id.transfer_id): „S-1” a(z) „Értékesítők” munkalap 2. sorában is szerepel; ' +
        'az irodán belül egyedinek kell lennie.',
    );
  });

  it('names rows of its own sheet and of the others together', () => {
    const wb = prepareWorkbook(
      [
        { mapping: sellers, rows: dataRows(seller('S-1', 1), seller('S-1', 2)) },
        { mapping: second, rows: dataRows(seller('S-1', 3)) },
      ],
      OPTIONS,
    );
    expect(duplicateMessages(wb.sheets[0]?.rows[0])).toEqual([
      `${ALSO} row 3 and in row 2 of sheet "Értékesítők 2"; ${UNIQUE}`,
    ]);
  });

  it('flags the same listing reference on two property sheets', () => {
    const headers = ['Azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Ár'];
    const flats = proposedSheet('Lakások', 'properties', headers);
    const houses = proposedSheet('Házak', 'properties', headers);
    const wb = prepareWorkbook(
      [
        { mapping: flats, rows: dataRows(['P-1', 'lakás', 'eladó', 3, '1 000 000 Ft']) },
        {
          mapping: houses,
          rows: dataRows(['P-2', 'ház', 'eladó', 3, '1 000 000 Ft'], ['P-1', 'ház', 'eladó', 3, '1 Ft']),
        },
      ],
      OPTIONS,
    );
    expect(wb.sheets.map((s) => s.rows.map((r) => duplicateMessages(r).length))).toEqual([[1], [0, 1]]);
    expect(duplicateMessages(wb.sheets[1]?.rows[1])[0]).toContain('"P-1" is also used in row 2 of sheet "Lakások"');
  });

  it('lets sheets of different kinds, and different offices, use the same reference', () => {
    const headers = ['Azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Iroda ID'];
    const props = proposedSheet('Ingatlanok', 'properties', headers);
    const other = proposedSheet('Ingatlanok 2', 'properties', headers);
    const wb = prepareWorkbook(
      [
        { mapping: sellers, rows: dataRows(seller('X-1', 1)) },
        { mapping: props, rows: dataRows(['X-1', 'lakás', 'eladó', 3, '1 000 000 Ft', null]) },
        { mapping: other, rows: dataRows(['X-1', 'lakás', 'eladó', 3, '1 000 000 Ft', 3]) },
      ],
      OPTIONS,
    );
    expect(wb.sheets.map((s) => s.rows.map((r) => duplicateMessages(r).length))).toEqual([[0], [0], [0]]);
    expect(wb.sheets[2]?.rows[0]?.officeId).toBe(3);
  });
});
