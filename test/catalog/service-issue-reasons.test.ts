// The reason a service gives for refusing a value reaches the Hungarian, read back from the English sentence the
// sandbox writes (describeIssue); every rule about a value alone is read, and any other sentence gets no reason.
import { describe, expect, it } from 'vitest';
import type { IssueRule, OwnRule } from '../../src/catalog';
import { describeIssue, ownReason, serviceErrorInBoth } from '../../src/catalog';
import { ownRuleOf } from '../../src/catalog/service-issue-reading';

const OWN_RULES: readonly OwnRule[] = [
  { kind: 'required' },
  { kind: 'type', expected: 'text' },
  { kind: 'type', expected: 'yes/no' },
  { kind: 'type', expected: 'group of fields' },
  { kind: 'too_short', min: 3 },
  { kind: 'too_long', max: 40 },
  { kind: 'too_small', min: -1.5 },
  { kind: 'too_big', max: 1e21 },
  { kind: 'not_integer' },
  { kind: 'decimal', precision: 12, scale: 2 },
  { kind: 'enum', allowed: ['flat', 'house'] },
  { kind: 'format', format: 'id list' },
  { kind: 'format', format: 'email' },
  { kind: 'unknown_field' },
];

function sentence(rule: IssueRule, value: unknown = 'Ár. 5: sok'): string {
  return describeIssue({ field: 'price.price', path: 'price.price', value, rule }, 'en');
}

describe("a service's refusal of a value, in Hungarian", () => {
  it.each(OWN_RULES.map((r) => [r.kind, r] as const))('says why for a rule of kind %s', (_, rule) => {
    const hu = serviceErrorInBoth(2, sentence(rule)).hu;
    expect(hu).toContain(ownReason(rule, 'hu'));
    expect(hu).toMatch(/^A szolgáltatás elutasított egy értéket \(Ár: /);
  });

  it('reads each rule back as it was written, its numbers and allowed values too', () => {
    for (const rule of OWN_RULES) {
      const text = sentence(rule, 42);
      // "is not a whole number" says the same of a fraction as of a wrong type, in both languages.
      const read = rule.kind === 'not_integer' ? { kind: 'type', expected: 'whole number' } : rule;
      expect(ownRuleOf(text.slice('price.price'.length))).toEqual(read);
    }
  });

  it('gives no reason for a sentence about two fields, or one it does not know', () => {
    expect(ownRuleOf(sentence({ kind: 'requires', other: 'price.currency' }).slice('price.price'.length))).toBeNull();
    expect(ownRuleOf(': 5 is out of the season.')).toBeNull();
    expect(serviceErrorInBoth(2, 'price.price: 5 is out of the season.').hu).toBe(
      'A szolgáltatás elutasított egy értéket (Ár: 5).',
    );
  });

  it('gives the reasons of two sentences, each with its own field', () => {
    const both = `${sentence({ kind: 'too_big', max: 100 }, 500)} ${describeIssue(
      { field: 'property.external_id', path: 'property.external_id', value: undefined, rule: { kind: 'required' } },
      'en',
    )}`;
    const hu = serviceErrorInBoth(2, both).hu;
    expect(hu).toContain('Ár: 500 túl nagy, legfeljebb 100 lehet');
    expect(hu).toContain('kötelező mező, de üres');
  });
});
