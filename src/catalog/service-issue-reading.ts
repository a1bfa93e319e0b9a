// The rule a service's sentence says a value broke, read back from its English (docs/messages.md, "The service's
// refusals"): the sentences `describeIssue` writes for a rule about a value alone, which the sandbox answers with and
// docs/api.md assumes the service answers with. What it cannot read stays without a reason, never guessed.
import type { IssueRule, OwnRule } from './field-issue';

type TypeName = Extract<IssueRule, { readonly kind: 'type' }>['expected'];
type FormatName = Extract<IssueRule, { readonly kind: 'format' }>['format'];

const TYPES: readonly TypeName[] = ['text', 'number', 'whole number', 'yes/no', 'group of fields', 'date and time'];
const FORMATS: readonly FormatName[] = ['email', 'url', 'datetime', 'id', 'id list'];

/** A sentence's end after the value (`: "…" is too long; …`), each with the rule it says. */
const AFTER_VALUE: readonly (readonly [RegExp, (m: RegExpExecArray) => OwnRule | null])[] = [
  [/ is too short; at least (\d+) characters are needed\.$/, (m) => ({ kind: 'too_short', min: Number(m[1]) })],
  [/ is too long; at most (\d+) characters are allowed\.$/, (m) => ({ kind: 'too_long', max: Number(m[1]) })],
  [/ is too small; the least allowed is (\S+)\.$/, (m) => ({ kind: 'too_small', min: Number(m[1]) })],
  [/ is too large; the most allowed is (\S+)\.$/, (m) => ({ kind: 'too_big', max: Number(m[1]) })],
  [
    / may have at most (\d+) digits, (\d+) of them after the decimal point\.$/,
    (m) => ({ kind: 'decimal', precision: Number(m[1]), scale: Number(m[2]) }),
  ],
  [/ is not an allowed value\. Allowed: (.*)\.$/, (m) => ({ kind: 'enum', allowed: (m[1] ?? '').split(', ') })],
  [/ is not a valid ([a-z ]+)\.$/, (m) => formatRule(m[1] ?? '')],
  [/ is not an? ([a-z/ ]+)\.$/, (m) => typeRule(m[1] ?? '')],
];

function formatRule(name: string): OwnRule | null {
  const format = FORMATS.find((f) => f === name);
  return format === undefined ? null : { kind: 'format', format };
}

function typeRule(name: string): OwnRule | null {
  const expected = TYPES.find((t) => t === name);
  return expected === undefined ? null : { kind: 'type', expected };
}

/**
 * The rule a sentence about one field says its value broke, from what follows the field's path (` is required but
 * missing.`, `: "…" is too long; at most 40 characters are allowed.`); null for any other sentence.
 */
export function ownRuleOf(afterPath: string): OwnRule | null {
  const rest = afterPath.trim();
  if (rest === 'is required but missing.') return { kind: 'required' };
  if (rest === 'is not a field of this request.') return { kind: 'unknown_field' };
  if (!rest.startsWith(':')) return null;
  for (const [pattern, rule] of AFTER_VALUE) {
    const m = pattern.exec(rest);
    if (m !== null) return rule(m);
  }
  return null;
}
