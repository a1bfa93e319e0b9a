import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { basic } from './sandbox-client';
import { runCli, sandboxCommandArgs, signalGroup, startCliSandbox } from './cli-process';

describe('npm run cli -- sandbox', () => {
  it('prints exactly one "listening on" line, serves the API, and exits cleanly on SIGTERM', async () => {
    const sandbox = await startCliSandbox(process.execPath, sandboxCommandArgs({ seed: 'empty' }));
    try {
      const res = await request(`${sandbox.baseUrl}/office?part=id`, {
        headers: { authorization: basic('demo', 'demo') },
      });
      expect(res.statusCode).toBe(200);
      expect(await res.body.json()).toEqual([{ id: { id: 1 } }, { id: { id: 2 } }]);
    } finally {
      signalGroup(sandbox.child, 'SIGTERM');
    }
    const exit = await sandbox.exited;
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    expect(sandbox.stdout().trim().split('\n')).toEqual([`listening on ${sandbox.baseUrl}`]);
  }, 30_000);

  it('runs through the package bin shim', async () => {
    const sandbox = await startCliSandbox(process.execPath, ['bin/listing-importer.mjs', 'sandbox', '--port', '0']);
    signalGroup(sandbox.child, 'SIGTERM');
    const exit = await sandbox.exited;
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    expect(sandbox.stdout().trim()).toBe(`listening on ${sandbox.baseUrl}`);
  }, 30_000);

  it('exits with code 2 and a clear message on bad arguments', async () => {
    const run = runCli(process.execPath, sandboxCommandArgs({ seed: 'full' }));
    const exit = await run.exited;
    expect(exit.code).toBe(2);
    expect(run.output().stderr).toMatch(/--seed/);
    const port = runCli(process.execPath, sandboxCommandArgs({ port: 'eighty' }));
    expect((await port.exited).code).toBe(2);
    expect(port.output().stderr).toMatch(/--port must be a whole number/);
  }, 30_000);

  it('exits with code 2 when the port is in use', async () => {
    const first = await startCliSandbox(process.execPath, sandboxCommandArgs());
    try {
      const port = new URL(first.baseUrl).port;
      const second = runCli(process.execPath, sandboxCommandArgs({ port }));
      expect((await second.exited).code).toBe(2);
      expect(second.output().stderr).toContain(`port ${port}`);
      expect(second.output().stderr).toContain('already in use');
    } finally {
      signalGroup(first.child, 'SIGTERM');
      await first.exited;
    }
  }, 30_000);
});
