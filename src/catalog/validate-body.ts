// Validates request bodies and query strings against the derived schemas and reports FieldIssues.
import type { z } from 'zod';
import type { Operation } from './field-types';
import type { FieldIssue, IssueRule } from './field-issue';
import type { Result } from './result';
import { err, ok } from './result';
import type { Resource } from './schemas';
import { SCHEMAS } from './schemas';
import { PROPERTY_TYPES } from './value-sets';

export type WriteBody = Readonly<Record<string, Readonly<Record<string, unknown>> | readonly unknown[] | undefined>>;

type ZodIssue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** The catalog key for a body path: drops array indexes and the special block's type name. */
export function fieldKeyOf(path: readonly PropertyKey[]): string {
  const parts = path.filter((p) => typeof p === 'string') as string[];
  if (parts[0] === 'images' && parts.length > 1) parts.shift();
  if (parts[0] === 'special' && parts.length > 2 && (PROPERTY_TYPES as readonly string[]).includes(parts[1] ?? '')) {
    return `special.${parts.slice(2).join('.')}`;
  }
  return parts.join('.');
}

function typeRule(expected: string, value: unknown): IssueRule {
  if (value === undefined) return { kind: 'required' };
  switch (expected) {
    case 'int':
      return typeof value === 'number' ? { kind: 'not_integer' } : { kind: 'type', expected: 'whole number' };
    case 'number':
      return { kind: 'type', expected: 'number' };
    case 'boolean':
      return { kind: 'type', expected: 'yes/no' };
    case 'object':
      return { kind: 'type', expected: 'group of fields' };
    default:
      return { kind: 'type', expected: 'text' };
  }
}

function ruleOf(issue: ZodIssue, value: unknown): IssueRule {
  if (value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value'))
    return { kind: 'required' };
  switch (issue.code) {
    case 'invalid_type':
      return typeRule(issue.expected, value);
    case 'too_small':
      return issue.origin === 'string'
        ? { kind: 'too_short', min: Number(issue.minimum) }
        : { kind: 'too_small', min: Number(issue.minimum) };
    case 'too_big':
      return issue.origin === 'string'
        ? { kind: 'too_long', max: Number(issue.maximum) }
        : { kind: 'too_big', max: Number(issue.maximum) };
    case 'invalid_value':
      return { kind: 'enum', allowed: issue.values.map(String) };
    case 'invalid_format':
      return { kind: 'format', format: issue.format === 'datetime' ? 'datetime' : 'url' };
    case 'custom':
      return customRule(issue.params ?? {});
    default:
      return { kind: 'type', expected: 'text' };
  }
}

function customRule(params: Record<string, unknown>): IssueRule {
  const other = String(params.other ?? '');
  switch (params.rule) {
    case 'email':
      return { kind: 'format', format: 'email' };
    case 'id':
      return { kind: 'format', format: 'id' };
    case 'id list':
      return { kind: 'format', format: 'id list' };
    case 'url':
      return { kind: 'format', format: 'url' };
    case 'decimal':
      return { kind: 'decimal', precision: Number(params.precision), scale: Number(params.scale) };
    case 'exclusive':
      return { kind: 'exclusive', other };
    case 'requires':
      return { kind: 'requires', other };
    case 'requires_when':
      return { kind: 'requires_when', other, value: String(params.value) };
    case 'only_when':
      return { kind: 'only_when', other, value: String(params.value) };
    case 'special_count':
      return { kind: 'special_count', count: Number(params.count) };
    case 'special_type':
      return { kind: 'special_type', type: typeof params.type === 'string' ? params.type : null };
    default:
      return { kind: 'type', expected: 'text' };
  }
}

/** Turns zod's issues into FieldIssues; an unknown key becomes one issue per key. */
export function toFieldIssues(issues: readonly ZodIssue[], input: unknown): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        out.push({
          field: fieldKeyOf(path),
          path: path.map(String).join('.'),
          value: valueAt(input, path),
          rule: { kind: 'unknown_field' },
        });
      }
      continue;
    }
    const value = valueAt(input, issue.path);
    out.push({
      field: fieldKeyOf(issue.path),
      path: issue.path.map(String).join('.'),
      value,
      rule: ruleOf(issue, value),
    });
  }
  return out;
}

/** Validates a write body of `resource` for `op`. */
export function validateBody(
  resource: Resource,
  op: Operation,
  body: unknown,
): Result<WriteBody, readonly FieldIssue[]> {
  const parsed = SCHEMAS[resource][op].safeParse(body);
  return parsed.success ? ok(parsed.data as WriteBody) : err(toFieldIssues(parsed.error.issues, body));
}
