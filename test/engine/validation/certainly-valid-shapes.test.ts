// The quick check's field checks share one shape, so reading them stays monomorphic (certainly-valid.ts, `check`).
// V8 tells shapes apart only with its natives syntax, so a child process with that flag compares them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULE = path.resolve(import.meta.dirname, '../../../src/engine/validation/certainly-valid.ts');
const CATALOG = path.resolve(import.meta.dirname, '../../../src/catalog/index.ts');

const SCRIPT = `
const { fieldCheck, specialCheck } = await import(${JSON.stringify(MODULE)});
const { PROPERTY_FIELDS, SELLER_FIELDS, SPECIAL_BLOCKS, PROPERTY_TYPES } = await import(${JSON.stringify(CATALOG)});
const same = new Function('a', 'b', 'return %HaveSameMap(a, b)');
const checks = [];
for (const op of ['create', 'modify']) {
  for (const f of PROPERTY_FIELDS) checks.push(fieldCheck('property', op, f.block, f.name));
  for (const f of SELLER_FIELDS) checks.push(fieldCheck('seller', op, f.block, f.name));
}
for (const t of PROPERTY_TYPES) for (const f of SPECIAL_BLOCKS[t]) checks.push(specialCheck(t, f.name));
const made = checks.filter((c) => c !== undefined);
const shapes = [];
for (const c of made) if (!shapes.some((s) => same(s, c))) shapes.push(c);
console.log(JSON.stringify({ checks: made.length, shapes: shapes.length }));
`;

describe('the quick check of the schemas', () => {
  it('makes every field check in one shape', () => {
    const out = execFileSync(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '--eval', SCRIPT],
      {
        encoding: 'utf8',
      },
    );
    const seen = JSON.parse(out.trim()) as { checks: number; shapes: number };
    expect(seen.checks).toBeGreaterThan(100);
    expect(seen.shapes).toBe(1);
  }, 60_000);
});
