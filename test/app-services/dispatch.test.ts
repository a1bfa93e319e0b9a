// The Node-side contract boundary: unknown input is parsed, failures come back typed, nothing throws.
import { describe, expect, it } from 'vitest';
import { fail } from '../../src/app-services/app-failure';
import type { Handlers } from '../../src/app-services/app-services';
import { dispatch, isMethodName } from '../../src/app-services/dispatch';

function handlers(overrides: Partial<Record<keyof Handlers, (a: unknown) => Promise<unknown>>>): Handlers {
  return new Proxy(
    {},
    {
      get: (_t, name: string) =>
        overrides[name as keyof Handlers] ?? (async () => fail('unsupported', `${name} not in this test`)),
    },
  ) as Handlers;
}

describe('dispatch', () => {
  it('refuses arguments outside the schema without calling the method', async () => {
    let called = false;
    const h = handlers({
      connect: async () => {
        called = true;
        return null;
      },
    });
    const r = await dispatch(h, 'connect', { profileId: 'sandbox', officeId: 'one' });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(called).toBe(false);
  });

  it('turns AppFailure into a typed error and anything else into internal', async () => {
    expect(await dispatch(handlers({ cancelUpload: async () => fail('busy', 'wait') }), 'cancelUpload', {})).toEqual({
      ok: false,
      error: { code: 'busy', message: 'wait' },
    });
    const r = await dispatch(
      handlers({
        cancelUpload: async () => {
          throw new Error('boom');
        },
      }),
      'cancelUpload',
      {},
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('checks results against the schema too', async () => {
    const r = await dispatch(handlers({ listMappingTemplates: async () => [1, 2] }), 'listMappingTemplates', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(
      await dispatch(handlers({ listMappingTemplates: async () => ['a'] }), 'listMappingTemplates', undefined),
    ).toEqual({ ok: true, value: ['a'] });
  });

  it('knows the method names', () => {
    expect(isMethodName('validate')).toBe(true);
    expect(isMethodName('constructor')).toBe(false);
    expect(isMethodName(7)).toBe(false);
  });
});
