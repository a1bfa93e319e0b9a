import { describe, expect, it } from 'vitest';
import { ENDPOINTS, findEndpoint, parseQuery } from '../../src/catalog';

function parse(method: string, path: string, query: string) {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`no endpoint ${method} ${path}`);
  const r = parseQuery(endpoint, new URLSearchParams(query));
  return r.ok
    ? { ok: true as const, value: r.value }
    : { ok: false as const, rules: r.error.map((i) => `${i.field}:${i.rule.kind}`) };
}

describe('query parameters', () => {
  it('every endpoint of the spec is in the table', () => {
    const names = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    for (const n of [
      'GET /property',
      'POST /property',
      'PUT /property',
      'DELETE /property',
      'POST /property/image',
      'PUT /property/image',
      'DELETE /property/image',
      'GET /seller',
      'POST /seller',
      'PUT /seller',
      'DELETE /seller',
      'POST /seller/image',
      'PUT /seller/image',
      'DELETE /seller/image',
      'GET /office',
      'GET /region',
      'POST /batch',
    ]) {
      expect(names).toContain(n);
    }
  });

  it('lists need part, and parts are checked', () => {
    expect(parse('GET', '/seller', '')).toEqual({ ok: false, rules: ['part:required'] });
    expect(parse('GET', '/seller', 'part=id,seller,images.id')).toMatchObject({
      ok: true,
      value: { part: ['id', 'seller', 'images.id'] },
    });
    expect(parse('GET', '/seller', 'part=id,price')).toMatchObject({ ok: false, rules: ['part:enum'] });
  });

  it('ids, transfer ids and dates are parsed', () => {
    expect(parse('GET', '/seller', 'part=id&id=1,22')).toMatchObject({ ok: true, value: { id: [1, 22] } });
    expect(parse('GET', '/seller', 'part=id&transfer_id=a,b')).toMatchObject({
      ok: true,
      value: { transfer_id: ['a', 'b'] },
    });
    expect(parse('GET', '/seller', 'part=id&id=1,x')).toMatchObject({ ok: false, rules: ['id:format'] });
    expect(parse('GET', '/office', 'part=id&created_after=2026-01-01T00:00:00Z').ok).toBe(true);
    expect(parse('GET', '/office', 'part=id&created_after=tegnap').ok).toBe(false);
  });

  it('id and transfer_id exclude each other; transfer_id needs office_id', () => {
    expect(parse('PUT', '/property', 'id=5')).toMatchObject({ ok: true });
    expect(parse('PUT', '/property', 'id=5&transfer_id=a&office_id=1')).toEqual({
      ok: false,
      rules: ['transfer_id:exclusive'],
    });
    expect(parse('PUT', '/property', 'transfer_id=a')).toEqual({ ok: false, rules: ['office_id:requires'] });
    expect(parse('POST', '/seller', '')).toEqual({ ok: false, rules: ['office_id:required'] });
  });

  it('unknown parameters are refused by name', () => {
    expect(parse('GET', '/region', 'part=id&colour=red')).toEqual({ ok: false, rules: ['colour:unknown_field'] });
  });
});
