// The header words of the catalog: every field has its domain words, and each word leads to its own field.
import { describe, expect, it } from 'vitest';
import {
  HEADER_ABBREVIATIONS,
  HEADER_SYNONYMS,
  OFFICE_HEADERS,
  SHEET_ROLES,
  UNIT_WORDS,
  fieldsForRole,
} from '../../../src/catalog';
import { matchHeader, parseHeader } from '../../../src/engine/mapping';

describe('header words in the catalog', () => {
  it.each(SHEET_ROLES)('every %s field has words staff write for it', (role) => {
    const missing = fieldsForRole(role)
      .filter((f) => (HEADER_SYNONYMS[role][f.key]?.length ?? 0) === 0)
      .map((f) => f.key);
    expect(missing).toEqual([]);
  });

  it.each(SHEET_ROLES)('each %s word leads to its own field, unless two fields share it', (role) => {
    const wrong: string[] = [];
    for (const [field, words] of Object.entries({ ...HEADER_SYNONYMS[role], ...OFFICE_HEADERS[role] })) {
      for (const w of words) {
        const m = matchHeader(role, w);
        if (m.field !== field && m.confidence > 0.6 && !Object.values(OFFICE_HEADERS[role]).some((o) => o.includes(w)))
          wrong.push(`${w} → ${String(m.field)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads every unit word as a unit next to a currency or alone', () => {
    for (const [words, meaning] of UNIT_WORDS) {
      for (const w of words) {
        const unit = parseHeader(meaning.kind === 'scale' ? `Ár (${w} Ft)` : `Ár (${w})`).unit;
        expect(unit, w).not.toBeNull();
      }
    }
  });

  it('expands abbreviations to whole words only', () => {
    for (const [short, long] of Object.entries(HEADER_ABBREVIATIONS)) {
      expect(short, short).toMatch(/^[a-z]+$/);
      expect(long.length, short).toBeGreaterThanOrEqual(short.length);
    }
  });
});
