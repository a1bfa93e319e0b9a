import { describe, expect, it } from 'vitest';
import type { RegionMatch } from '../../../src/engine/values';
import {
  buildRegionIndex,
  districtNumber,
  foldText,
  summarizeValues,
  createValueConverter,
} from '../../../src/engine/values';
import { findField } from '../../../src/catalog';
import { REFERENCE } from './reference-fixture';

const index = buildRegionIndex(REFERENCE);

function ids(m: RegionMatch): [number, number | null] | string {
  return m.kind === 'region' ? [m.region.id, m.area?.id ?? null] : m.problem.en;
}

describe('settlements and districts by name', () => {
  it.each([
    ['Budapest', [1, null]],
    ['budapest', [1, null]],
    ['Érd', [11, null]],
    ['Erd', [11, null]],
    ['Budapest XIII.', [1, 1013]],
    ['Budapest, XIII. kerület', [1, 1013]],
    ['Budapest 13. kerület', [1, 1013]],
    ['Budapest XIII. ker.', [1, 1013]],
    ['Debrecen Nagyerdő', [2, 2002]],
    ['1131', [1, null]],
    ['6720', [3, null]],
  ])('%s', (text, expected) => {
    expect(ids(index.resolveRegion(text))).toEqual(expected);
  });

  it('suggests candidates for an unknown name', () => {
    const m = index.resolveRegion('Bp');
    expect(ids(m)).toBe('"Bp" is not a known settlement; did you mean Budapest (1011)?');
    expect(ids(index.resolveRegion('Debrecn'))).toContain('did you mean Debrecen');
  });

  it('reports a name shared by two settlements with their postal codes', () => {
    const m = index.resolveRegion('Szentgyörgy');
    expect(m.kind).toBe('problem');
    expect(m.kind === 'problem' && m.problem.candidates).toEqual([
      'Szentgyörgy (7477) [20]',
      'Szentgyörgy (8732) [21]',
    ]);
    expect(ids(index.resolveRegion('7477'))).toEqual([20, null]);
  });

  it('reports an unknown postal code and an unknown district', () => {
    expect(ids(index.resolveRegion('9999'))).toBe('"9999" is not a known postal code.');
    expect(ids(index.resolveRegion('Budapest XXX.'))).toContain('is not a district of Budapest');
  });

  it('resolves district names within a settlement', () => {
    const bp = index.byId.get(1);
    if (!bp) throw new Error('fixture');
    for (const t of ['XIII. kerület', '13. kerület', 'XIII.', 'xiii', '13', '13. ker']) {
      const m = index.resolveArea(bp, t);
      expect(m.kind === 'area' && m.area.id, t).toBe(1013);
    }
    const sz = index.byId.get(3);
    if (!sz) throw new Error('fixture');
    expect(index.resolveArea(sz, 'Belváros').kind).toBe('problem');
  });

  it('reads district numbers in Roman and Arabic numerals', () => {
    expect(districtNumber(foldText('XXIII. kerület'))).toBe(23);
    expect(districtNumber('iv')).toBe(4);
    expect(districtNumber('belvaros')).toBeNull();
  });
});

describe('distinct values of a column', () => {
  it('counts values with their code or candidates', () => {
    const type = findField('properties', 'property.type');
    if (!type) throw new Error('catalog');
    const s = summarizeValues(
      type,
      ['lakás', 'Lakás', 'lakás', 'ház', 'kastély?', null, '', { error: '#N/A' }],
      createValueConverter(),
    );
    expect(s).toEqual([
      { value: 'lakás', count: 2, code: 'apartment', candidates: [], message: null },
      { value: 'ház', count: 1, code: 'house', candidates: [], message: null },
      // A word read as nothing still gets the closest allowed values (never left without an offer:
      // docs/office-conventions.md).
      {
        value: 'kastély?',
        count: 1,
        code: null,
        candidates: ['apartment', 'land'],
        message: {
          en: '"kastély?" is not an allowed value; did you mean lakás (apartment) or telek (land)?',
          hu: '„kastély?” nem megengedett érték; erre gondolt: lakás vagy telek?',
        },
      },
      { value: 'Lakás', count: 1, code: 'apartment', candidates: [], message: null },
    ]);
  });
  it("accepts a special field's value from any property type (subtype sets differ per type)", () => {
    const subtype = findField('properties', 'special.subtype');
    if (!subtype) throw new Error('catalog');
    const s = summarizeValues(subtype, ['szántó', 'ikerház', 'xyz'], createValueConverter());
    expect(s.map((v) => [v.value, v.code])).toEqual([
      ['ikerház', 'semi_detached_house'],
      ['szántó', 'farmland'],
      ['xyz', null],
    ]);
  });

  it('resolves settlements with the region list', () => {
    const region = findField('properties', 'location.region_id');
    if (!region) throw new Error('catalog');
    const s = summarizeValues(region, ['Budapest', 'Bp', 'Budapest'], createValueConverter(), index);
    expect(s[0]).toEqual({ value: 'Budapest', count: 2, code: '1', candidates: [], message: null });
    expect(s[1]?.candidates).toEqual(['Budapest (1011)']);
  });
});
