// How a cell's value is named inside a value message, in each language (docs/messages.md).
import { describe, expect, it } from 'vitest';
import type { Converted } from '../../../src/engine/values';
import { createValueConverter } from '../../../src/engine/values';
import { findField } from '../../../src/catalog';
import { expectNoEnglishSentence } from '../../support/no-english-sentence';

function problemWords(c: Converted): { readonly en: string; readonly hu: string } {
  if (c.kind !== 'problem') throw new Error(`expected a problem, got ${JSON.stringify(c)}`);
  return { en: c.problem.en, hu: c.problem.hu };
}

function priceField() {
  const f = findField('properties', 'price.price');
  if (!f) throw new Error('no field price.price');
  return f;
}

describe('a value quoted in a value message', () => {
  it('names an invalid date in a number column in Hungarian words in the Hungarian text', () => {
    const { en, hu } = problemWords(createValueConverter().convert(priceField(), new Date(Number.NaN)));
    expectNoEnglishSentence(hu);
    expect(hu).toContain('érvénytelen dátum');
    expect(hu).not.toContain('dátum dátum');
    expect(en).toContain('an invalid date');
  });

  it('quotes a text with „…” in Hungarian and "…" in English', () => {
    const { en, hu } = problemWords(createValueConverter().convert(priceField(), 'sok pénz'));
    expect(hu).toBe('„sok pénz” nem szám.');
    expect(en).toBe('"sok pénz" is not a number.');
  });
});
