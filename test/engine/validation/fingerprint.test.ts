import { describe, expect, it } from 'vitest';
import type { SheetRole } from '../../../src/catalog';
import type { SheetMapping } from '../../../src/engine/model/workbook-mapping';
import type { TableRow } from '../../../src/engine/validation';
import { prepareRows, rowFingerprint } from '../../../src/engine/validation';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { columnLetter } from '../../../src/engine/model/column-letter';
import { REFERENCE } from '../values/reference-fixture';

/** A mapping by catalog key, so these tests do not depend on header matching. */
function byKey(sheet: string, role: SheetRole, keys: readonly string[]): SheetMapping {
  return {
    sheet,
    role,
    headerRow: 1,
    columns: keys.map((k, index) => ({
      index,
      column: columnLetter(index),
      header: k,
      field: k,
      confidence: 1,
      source: 'key' as const,
    })),
  };
}

function rows(list: readonly (readonly CellValue[])[]): TableRow[] {
  return list.map((cells, i) => ({ number: i + 2, cells }));
}

const PROPERTY_KEYS = [
  'id.transfer_id',
  'seller.transfer_id',
  'property.type',
  'property.action',
  'location.region_id',
  'location.area_id',
  'price.price',
  'special.floor_area',
  'special.number_of_rooms',
  'special.building_material',
  'special.has_elevator',
  'descriptions.hu',
];
const properties = byKey('Ingatlanok', 'properties', PROPERTY_KEYS);
const images = byKey('Képek', 'property_images', ['owner.transfer_id', 'image.url', 'image.order']);
const options = { reference: REFERENCE, officeId: 1 };

describe('row fingerprints', () => {
  it('are the ones earlier versions wrote into workbooks', () => {
    const [a, b] = prepareRows(
      {
        mapping: properties,
        rows: rows([
          [
            'P-1',
            'S-1',
            'lakás',
            'eladó',
            'Budapest',
            'XIII. kerület',
            '45 000 000 Ft',
            55,
            '2',
            'tégla',
            'igen',
            'Világos, csendes lakás. "Idézet" és \\ jel',
          ],
          ['P-2', null, 'ház', 'kiadó', 'Budapest XIII.', null, '€ 1200', 120.5, 4, 'panel', 'nem', null],
        ]),
      },
      options,
    );
    const [image] = prepareRows({ mapping: images, rows: rows([['P-1', 'https://example.com/a.jpg', 1]]) }, options);
    expect(a?.fingerprint).toBe('7bab7839e0abeb8a6138718b438450a110e65d5e');
    expect(b?.fingerprint).toBe('60f51d5f2bd02939ef7de2cdfe50be7b588850e5');
    expect(image?.fingerprint).toBe('e18fa159c87dd8694098ed0463d726716dd9bda5');
  });

  it('equal rowFingerprint(office, owner, body) on every kind of row, with or without problems', () => {
    const prepared = [
      ...prepareRows(
        {
          mapping: properties,
          rows: rows([
            [
              'P-1',
              'S-1',
              'lakás',
              'eladó',
              'Budapest',
              'XIII. kerület',
              '45 000 000 Ft',
              55,
              '2',
              'tégla',
              'igen',
              'szöveg',
            ],
            ['P-1', 'S-1', 'ház', 'kiadó', 'Bp', 'nope', 'sok', -3, 'x', 'fa', 'talán', null],
            [null, null, 'xyz', null, 1, 1013, 30_000_000, null, null, null, null, '  '],
          ]),
        },
        options,
      ),
      ...prepareRows(
        {
          mapping: images,
          rows: rows([
            ['P-1', 'https://example.com/a.jpg', 1],
            [null, 'nem url', 'x'],
          ]),
        },
        options,
      ),
      ...prepareRows(
        {
          mapping: byKey('Értékesítők', 'sellers', ['id.transfer_id', 'seller.name', 'seller.email']),
          rows: rows([['S-1', 'Kiss Anna', 'anna@example.com']]),
        },
        { officeId: null },
      ),
    ];
    expect(prepared.length).toBe(6);
    for (const r of prepared) expect(r.fingerprint).toBe(rowFingerprint(r.officeId, r.owner, r.body));
  });

  it('travel with the row: spreads, JSON and structured clones carry the value, in the same key position', () => {
    const [row] = prepareRows(
      {
        mapping: properties,
        rows: rows([['P-1', 'S-1', 'lakás', 'eladó', 'Budapest', null, 1, null, null, null, null, null]]),
      },
      options,
    );
    if (!row) throw new Error('no row');
    const expected = rowFingerprint(row.officeId, row.owner, row.body);
    expect(Object.keys(row)).toEqual([
      'sheet',
      'row',
      'role',
      'operation',
      'body',
      'transferId',
      'serviceId',
      'officeId',
      'owner',
      'fingerprint',
      'previous',
      'problems',
    ]);
    expect({ ...row }.fingerprint).toBe(expected);
    expect((JSON.parse(JSON.stringify(row)) as { fingerprint: string }).fingerprint).toBe(expected);
    expect(structuredClone(row).fingerprint).toBe(expected);
    expect(row.fingerprint).toBe(row.fingerprint);
  });

  it('stay on rows copied to add cross-row problems', () => {
    const prepared = prepareRows(
      {
        mapping: properties,
        rows: rows([
          ['P-1', 'S-1', 'lakás', 'eladó', 'Budapest', null, 1, null, null, null, null, null],
          ['P-1', 'S-1', 'lakás', 'eladó', 'Budapest', null, 2, null, null, null, null, null],
        ]),
      },
      options,
    );
    for (const r of prepared) {
      expect(r.problems.map((p) => p.field)).toContain('id.transfer_id');
      expect(r.fingerprint).toBe(rowFingerprint(r.officeId, r.owner, r.body));
    }
  });
});
