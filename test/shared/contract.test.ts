// The contract: one schema pair per method name, strict arguments, typed errors.
import { describe, expect, it } from 'vitest';
import { CONTRACT, EVENTS, EVENT_NAMES, METHOD_NAMES } from '../../src/shared/contract';
import { methodChannel } from '../../src/shared/contract-methods';

describe('contract', () => {
  it('has argument and result schemas for exactly the method names the preload exposes', () => {
    expect(Object.keys(CONTRACT).sort()).toEqual([...METHOD_NAMES].sort());
    expect(Object.keys(EVENTS).sort()).toEqual([...EVENT_NAMES].sort());
    expect(new Set(METHOD_NAMES.map(methodChannel)).size).toBe(METHOD_NAMES.length);
  });

  it('refuses unknown keys and wrong types in arguments', () => {
    expect(CONTRACT.getAppInfo.args.safeParse({ extra: 1 }).success).toBe(false);
    expect(CONTRACT.connect.args.safeParse({ profileId: 'sandbox', officeId: '1' }).success).toBe(false);
    expect(CONTRACT.editCell.args.safeParse({ sheet: 'A', row: 2, index: 0, value: 'x', admin: true }).success).toBe(
      false,
    );
    expect(
      CONTRACT.openWorkbook.args.safeParse({ file: { kind: 'upload', uploadId: '../../etc/passwd' } }).success,
    ).toBe(false);
    expect(CONTRACT.getRows.args.safeParse({ sheet: 'A', offset: 0, limit: 100_000, filter: 'all' }).success).toBe(
      false,
    );
  });

  it('refuses an unsaved connection check without an address, a user, or a password to check', () => {
    const args = CONTRACT.testUnsavedConnection.args;
    const good = { baseUrl: 'https://x.hu/api/json/v3', user: 'u', password: 'p' };
    expect(args.safeParse(good).success).toBe(true);
    expect(args.safeParse({ baseUrl: good.baseUrl, user: 'u', profileId: 'p1' }).success).toBe(true);
    expect(args.safeParse({ baseUrl: good.baseUrl, user: 'u' }).success).toBe(false);
    expect(args.safeParse({ ...good, baseUrl: '  ' }).success).toBe(false);
    expect(args.safeParse({ ...good, user: '' }).success).toBe(false);
    expect(args.safeParse({ ...good, password: '' }).success).toBe(false);
    expect(args.safeParse({ ...good, officeId: '1' }).success).toBe(false);
    expect(args.safeParse({ ...good, save: true }).success).toBe(false);
  });

  it('never carries a password out of the Node side', () => {
    const profile = CONTRACT.saveProfile.result.parse({
      id: 'p',
      kind: 'test',
      name: 'Teszt',
      baseUrl: 'https://x/api/json/v3',
      user: 'u',
      hasPassword: true,
      password: 'secret',
    });
    expect(profile).not.toHaveProperty('password');
  });

  it('accepts saving a mapping template only under a plain name', () => {
    expect(CONTRACT.saveMappingTemplate.args.safeParse({ name: 'Irodai táblázat 2' }).success).toBe(true);
    expect(CONTRACT.saveMappingTemplate.args.safeParse({ name: '../x' }).success).toBe(false);
  });
});
