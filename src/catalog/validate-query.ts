// Query-string validation for every endpoint, derived from the endpoint table.
import { z } from 'zod';
import type { EndpointDef, QueryParamType } from './endpoints';
import { assertNever } from './field-types';
import type { FieldIssue } from './field-issue';
import type { Result } from './result';
import { err, ok } from './result';
import { toFieldIssues } from './validate-body';

export type QueryValue = number | string | Date | readonly number[] | readonly string[];
export type ParsedQuery = Readonly<Record<string, QueryValue | undefined>>;

const ID = /^[1-9]\d{0,19}$/;

function split(v: string): string[] {
  return v.split(',').map((s) => s.trim());
}

function paramSchema(type: QueryParamType): z.ZodType {
  switch (type.kind) {
    case 'id':
      return z
        .string()
        .refine((v) => ID.test(v), { params: { rule: 'id' } })
        .transform(Number);
    case 'ids':
      return z
        .string()
        .refine((v) => split(v).every((p) => ID.test(p)), { params: { rule: 'id list' } })
        .transform((v) => split(v).map(Number));
    case 'transfer_id':
      return z.string().min(1).max(40);
    case 'transfer_ids':
      return z
        .string()
        .transform(split)
        .pipe(z.array(z.string().min(1).max(40)).min(1));
    case 'datetime':
      return z.iso
        .datetime({ offset: true, local: true })
        .or(z.iso.date())
        .transform((v) => new Date(v));
    case 'parts':
      return z
        .string()
        .transform(split)
        .pipe(z.array(z.enum(type.parts as [string, ...string[]])).min(1));
    default:
      return assertNever(type, 'query parameter type');
  }
}

const listKinds: ReadonlySet<QueryParamType['kind']> = new Set(['ids', 'transfer_ids', 'parts']);

const schemaCache = new WeakMap<EndpointDef, z.ZodType>();

function querySchema(endpoint: EndpointDef): z.ZodType {
  const cached = schemaCache.get(endpoint);
  if (cached) return cached;
  const shape = Object.fromEntries(
    endpoint.query.map((p) => [p.name, p.required ? paramSchema(p.type) : paramSchema(p.type).optional()]),
  );
  const schema = z.strictObject(shape).superRefine((q: Record<string, unknown>, ctx) => {
    for (const [a, b] of endpoint.exclusive) {
      if (q[a] !== undefined && q[b] !== undefined)
        ctx.addIssue({ code: 'custom', path: [b], input: q[b], params: { rule: 'exclusive', other: a } });
    }
    for (const [a, b] of endpoint.requires) {
      if (q[a] !== undefined && q[b] === undefined)
        ctx.addIssue({ code: 'custom', path: [b], input: undefined, params: { rule: 'requires', other: a } });
    }
  });
  schemaCache.set(endpoint, schema);
  return schema;
}

/** Parses a query string for `endpoint`; a repeated parameter counts as its last value. */
export function parseQuery(endpoint: EndpointDef, params: URLSearchParams): Result<ParsedQuery, readonly FieldIssue[]> {
  const raw = Object.fromEntries(params.entries());
  const parsed = querySchema(endpoint).safeParse(raw);
  if (parsed.success) return ok(parsed.data as ParsedQuery);
  // Issues of list parameters point into the split list, so report against the split form.
  const listed = Object.fromEntries(
    endpoint.query.map((p) => [
      p.name,
      listKinds.has(p.type.kind) && raw[p.name] !== undefined ? split(raw[p.name] ?? '') : raw[p.name],
    ]),
  );
  return err(
    toFieldIssues(parsed.error.issues, { ...raw, ...listed }).map((i) =>
      i.rule.kind === 'type' ? { ...i, rule: { kind: 'format', format: 'id' } as const } : i,
    ),
  );
}
