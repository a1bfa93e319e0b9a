// A rooms cell with a half (`1,5`, a number 2.5) is whole rooms and one half room, as Hungarian listings write it
// ("másfél szobás"); on a type counted in whole rooms the half room has nowhere to go, and the row says so.
import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { preparedListing } from '../../support/prepare-rows-kit';

const HEADERS = ['Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület', 'Szobák'];

function prepared(cells: readonly CellValue[]): PreparedRow {
  return preparedListing(HEADERS, cells);
}

function special(row: PreparedRow): Record<string, unknown> {
  const body = row.body as { special?: Record<string, Record<string, unknown>> };
  return Object.values(body.special ?? {})[0] ?? {};
}

describe('a rooms cell with a half', () => {
  it('sends 1,5 rooms of a flat as one room and one half room', () => {
    const row = prepared(['lakás', 'eladó', 'Szeged', '20 000 000 Ft', 40, '1,5']);
    expect(row.problems).toEqual([]);
    expect(special(row)).toMatchObject({ number_of_rooms: 1, number_of_half_rooms: 1 });
  });

  it('reads a number cell of 2.5 alike', () => {
    const row = prepared(['lakás', 'eladó', 'Szeged', '20 000 000 Ft', 60, 2.5]);
    expect(special(row)).toMatchObject({ number_of_rooms: 2, number_of_half_rooms: 1 });
  });

  it('refuses it on a type without half rooms, naming the value and the type', () => {
    const row = prepared(['iroda', 'eladó', 'Szeged', '90 000 000 Ft', 60, '2,5']);
    expect(row.problems.map((p) => [p.field, p.column, p.message, p.messageHu])).toEqual([
      [
        'special.number_of_rooms',
        'F',
        'Rooms (special.number_of_rooms): "2,5" includes a half room, but office listings have no half rooms; give the whole rooms only.',
        expect.stringContaining('a(z) „2,5” félszobát is tartalmaz, de a(z) iroda típusú hirdetésnek nincs félszobája'),
      ],
    ]);
  });

  it('names a number cell with its decimal comma in Hungarian', () => {
    const row = prepared(['iroda', 'eladó', 'Szeged', '90 000 000 Ft', 60, 2.5]);
    expect(row.problems[0]?.messageHu).toContain('a(z) 2,5 félszobát is tartalmaz');
    expect(row.problems[0]?.message).toContain('2.5 includes a half room');
  });

  it('names the rooms column when the half rooms column says otherwise', () => {
    const row = preparedListing([...HEADERS, 'Félszobák'], ['lakás', 'eladó', 'Szeged', '20 000 000 Ft', 60, '2,5', 3]);
    const problem = row.problems.find((p) => p.field === 'special.number_of_half_rooms');
    expect(problem?.messageHu).toContain('a sor értéke 3, de a(z) Szobák száma oszlop (F) szerint 1.');
    expect(problem?.message).toContain('the row gives 3, but the Rooms column (F) says 1.');
  });
});
