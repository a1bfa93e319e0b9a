// The built-in sandbox listens where it listened last time (its port kept in its data folder), so the runs made against
// it name the same service after the app restarts and can be undone (docs/undo.md, "The built-in sandbox"); a port
// taken meanwhile or a damaged port file starts it on a free port, as before.
import { createServer } from 'node:net';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConnectionService } from '../../src/app-services/connection-service';
import { SANDBOX_PROFILE_ID } from '../../src/app-services/profile-store';
import { keyFileSecretBox } from '../../src/app-services/secret-box';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('sandbox-port-');

/** The built-in sandbox's address as a service opened on the data folder gives it, the service closed after. */
async function sandboxAddress(): Promise<string> {
  const service = await ConnectionService.open(temp.dir, await keyFileSecretBox(temp.dir));
  try {
    return (await service.testConnection(SANDBOX_PROFILE_ID)).baseUrl;
  } finally {
    await service.close();
  }
}

const portOf = (url: string): number => Number(new URL(url).port);

describe('the built-in sandbox', () => {
  it('listens on the same port after a restart', async () => {
    const first = await sandboxAddress();
    expect(await sandboxAddress()).toBe(first);
  });

  it('starts on another free port when its last one is taken meanwhile', async () => {
    const first = portOf(await sandboxAddress());
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(first, '127.0.0.1', resolve));
    try {
      const second = portOf(await sandboxAddress());
      expect(second).not.toBe(first);
      expect(second).toBeGreaterThan(0);
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });

  it('starts on a free port when its port file is damaged', async () => {
    await sandboxAddress();
    await writeFile(join(temp.dir, 'sandbox', 'port'), 'nem szám\n');
    expect(portOf(await sandboxAddress())).toBeGreaterThan(0);
  });

  it('tells of a damaged port file, in both languages, and moves it aside', async () => {
    await sandboxAddress();
    await writeFile(join(temp.dir, 'sandbox', 'port'), 'nem szám\n');
    const service = await ConnectionService.open(temp.dir, await keyFileSecretBox(temp.dir));
    try {
      expect(service.notices).toHaveLength(1);
      const [notice] = service.notices;
      expect(notice?.en).toMatch(/^The built-in sandbox's last port \(.*port\) was damaged: .*moved aside/);
      expect(notice?.en).toContain('runs made against it before cannot be undone');
      expect(notice?.hu).toMatch(/^A beépített homokozó legutóbbi portja \(.*port\) sérült: .*Félretettük/);
      expect(notice?.hu).toContain('a korábban rajta készült futások nem vonhatók vissza');
      expect(notice?.hu).toContain('sérült: nincs benne portszám.');
      expect((await readdir(join(temp.dir, 'sandbox'))).some((f) => f.startsWith('port.damaged-'))).toBe(true);
    } finally {
      await service.close();
    }
  });

  it('has nothing to tell of a port file that is missing or sound', async () => {
    const first = await ConnectionService.open(temp.dir, await keyFileSecretBox(temp.dir));
    await first.close();
    await sandboxAddress();
    const service = await ConnectionService.open(temp.dir, await keyFileSecretBox(temp.dir));
    try {
      expect(first.notices).toEqual([]);
      expect(service.notices).toEqual([]);
    } finally {
      await service.close();
    }
  });
});
