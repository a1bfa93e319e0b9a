import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsForRole } from '../../src/catalog';
import type { SheetRole } from '../../src/catalog';
import { matchColumns, matchHeader } from '../../src/engine/mapping/match-columns';
import { columnLetter } from '../../src/engine/model/column-letter';

// Property-based tests of the header matcher (docs/security.md, "Hostile workbooks"), seeded; headers stay short, as
// the matcher's own tests cover long ones.
const OPTIONS = { seed: 9010, numRuns: 800 };
const ROLES: readonly SheetRole[] = ['sellers', 'properties', 'property_images', 'seller_images'];

const words = fc.constantFrom(
  'Ár',
  'ár',
  'Azonosító',
  'Hirdetés',
  'Település',
  'Kerület',
  'Típus',
  'Eladó',
  'kiadó',
  'Alapterület',
  'm2',
  'nm',
  '(Ft)',
  'Ft/hó',
  'Szobák',
  'száma',
  'Lift',
  'Erkély',
  'Név',
  'Telefon',
  'Email',
  'Kép',
  'URL',
  'Sorrend',
  'Iroda',
  'ID',
  'Service',
  'Import status',
  'price',
  'id',
  'transfer_id',
  '.',
  '_',
  '-',
  '#',
  '',
  'Értékesítő',
  'Emelet',
  'Fűtés',
  'Állapot',
  'Leírás',
  'Cím',
  'Irányítószám',
  'x',
  'ÁR',
  'árak',
);
const header = fc.oneof(
  fc.array(words, { maxLength: 4 }).map((w) => w.join(' ')),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(...ROLES.flatMap((r) => fieldsForRole(r).map((f) => f.key))),
);
const headers = fc.array(header, { maxLength: 12 });
const role = fc.constantFrom(...ROLES);

describe('matchColumns', () => {
  it('never throws and gives one valid column per header, each field at most once', () => {
    fc.assert(
      fc.property(role, headers, (r, hs) => {
        const keys = new Set(fieldsForRole(r).map((f) => f.key));
        const mapping = matchColumns(r, hs);
        expect(mapping).toHaveLength(hs.length);
        const used = new Set<string>();
        mapping.forEach((c, i) => {
          expect(c).toMatchObject({ index: i, column: columnLetter(i), header: hs[i] });
          expect(c.confidence).toBeGreaterThanOrEqual(0);
          expect(c.confidence).toBeLessThanOrEqual(1);
          if (c.field === null) {
            expect(c.source).toBe('none');
            return;
          }
          expect(keys.has(c.field), `${c.field} is a field of ${r}`).toBe(true);
          expect(used.has(c.field), `${c.field} mapped twice`).toBe(false);
          expect(c.source).not.toBe('none');
          used.add(c.field);
        });
      }),
      OPTIONS,
    );
  });

  it("gives each column its header's own match, or else (a better column took it) an alternative or none", () => {
    fc.assert(
      fc.property(role, headers, (r, hs) => {
        const mapping = matchColumns(r, hs);
        mapping.forEach((c, i) => {
          const alone = matchHeader(r, hs[i] ?? '');
          if (c.field === alone.field) {
            expect([c.confidence, c.source]).toEqual([alone.confidence, alone.source]);
            return;
          }
          // The header's own field went to a column at least as sure of it.
          const winner = mapping.find((o) => o.field === alone.field);
          expect(winner?.confidence ?? -1).toBeGreaterThanOrEqual(alone.confidence);
          if (c.field !== null) expect(alone.alternatives ?? []).toContain(c.field);
        });
      }),
      OPTIONS,
    );
  });

  it('answers the same for the same headers, and does not depend on case or surrounding spaces', () => {
    const wordHeader = fc.array(words, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
    const wordHeaders = fc.array(wordHeader, { maxLength: 8 });
    fc.assert(
      fc.property(role, wordHeaders, (r, hs) => {
        expect(matchColumns(r, hs)).toEqual(matchColumns(r, [...hs]));
        for (const h of hs) {
          const m = matchHeader(r, h);
          expect(matchHeader(r, `  ${h.toLowerCase()} `).field).toBe(m.field);
        }
      }),
      OPTIONS,
    );
  });

  it("maps a field's own key to that field", () => {
    const keyOf = (r: SheetRole) => fc.constantFrom(...fieldsForRole(r).map((f) => f.key));
    const roleAndKey = role.chain((r) => fc.tuple(fc.constant(r), keyOf(r)));
    fc.assert(
      fc.property(roleAndKey, ([r, key]) => {
        expect(matchHeader(r, key).field).toBe(key);
      }),
      OPTIONS,
    );
  });
});
