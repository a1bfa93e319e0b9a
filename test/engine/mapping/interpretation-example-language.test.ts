// An interpretation's example is written the way its reader's language writes numbers and words: `45.9 → 45,900,000
// Ft` in English, `45,9 → 45 900 000 Ft` in Hungarian (docs/office-conventions.md, "Interpretations").
import { describe, expect, it } from 'vitest';
import { describeInterpretations, proposeSheetMapping } from '../../../src/engine/mapping';
import type { CellValue } from '../../../src/engine/model/cell-value';

const BASE = ['Azonosító', 'Típus', 'Ügylet', 'Település'];
const sale: CellValue[] = ['A-1', 'lakás', 'eladó', 'Budapest', 45.9, '2+1'];
const rent: CellValue[] = ['A-2', 'lakás', 'kiadó', 'Budapest', 250_000];

function examples(lang: 'en' | 'hu', price = 'Irányár (M Ft)', row = sale): Record<string, string | null> {
  const headers = [...BASE, price, 'Szobák'];
  const mapping = proposeSheetMapping({ sheet: 'Ingatlanok', headerRow: 1, headers, role: 'properties' });
  const reports = describeInterpretations(mapping, [{ cells: row }], lang);
  return Object.fromEntries(reports.map((r) => [`${r.header} ${r.kind}`, r.example]));
}

describe('interpretation examples', () => {
  it('group thousands and write decimals the English way in English', () => {
    expect(examples('en')).toMatchObject({
      'Irányár (M Ft) scale': '45.9 → 45,900,000 Ft',
      'Irányár (M Ft) currency': '45.9 → 45,900,000 Ft',
    });
  });

  it('group thousands and write decimals the Hungarian way in Hungarian', () => {
    expect(examples('hu')).toMatchObject({
      'Irányár (M Ft) scale': '45,9 → 45 900 000 Ft',
      'Irányár (M Ft) currency': '45,9 → 45 900 000 Ft',
    });
  });

  it('name a half room and a rent period in the language asked for, never by a code', () => {
    expect(examples('en')).toMatchObject({ 'Szobák rooms_split': '2+1 → 2 + 1 half' });
    expect(examples('hu')).toMatchObject({ 'Szobák rooms_split': '2+1 → 2 + 1 fél' });
    const period = 'Bérleti díj (Ft/hó) period';
    expect(examples('en', 'Bérleti díj (Ft/hó)', rent)[period]).toBe('250,000 → monthly');
    expect(examples('hu', 'Bérleti díj (Ft/hó)', rent)[period]).toBe('250 000 → havonta');
  });
});
