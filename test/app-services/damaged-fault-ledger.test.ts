// The app with a damaged fault ledger (docs/upload.md, "The fault budget"): the address is taken as spent, and the
// connection test is refused as such, saying why in the UI's language, instead of failing as an unreachable service.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/app-services/dispatch';
import { faultLedgerFile, resolveServiceAddress } from '../../src/engine/api';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-ledger-');
describe('a damaged fault ledger in the app', () => {
  it('refuses the connection test as the fault budget, naming the damage, and sends nothing', async () => {
    const { baseUrl } = await h.call('testConnection', { profileId: 'sandbox' });
    const dir = join(h.dir, 'data', 'fault-budget');
    await mkdir(dir, { recursive: true });
    const file = faultLedgerFile(dir, (await resolveServiceAddress(baseUrl)).key);
    await writeFile(file, '\0\u0001garbage{{{');

    const r = await dispatch(h.services.handlers, 'testConnection', { profileId: 'sandbox' });

    expect(r).toMatchObject({ ok: false, error: { code: 'fault_budget' } });
    expect(r.ok ? '' : r.error.message).toMatch(/^Nothing was sent: .*was damaged.*moved aside/);
  });
});
