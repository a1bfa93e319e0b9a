// What must succeed before anything is sent (the results' trial write-back) runs while the run looks up and plans:
// the run asks the service meanwhile, and sends nothing until it succeeds (docs/upload.md, "What runs while the
// service answers").
import { promises as fs } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { runUpload } from '../../../src/engine/upload';
import { startSandbox } from '../../../src/sandbox';
import { client, sellerRow, tempDir } from './upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** A client to a fresh sandbox that logs, in order, the office's record lists asked for and the batches sent. */
async function loggedClient(onList: () => void): Promise<{ client: ApiClient; log: string[] }> {
  const s = await startSandbox({ port: 0, seed: 'demo' });
  open.push(s);
  const c = client(s.baseUrl);
  open.push(c);
  const log: string[] = [];
  return {
    log,
    client: {
      ...c,
      listRecordBodies: async (resource, query, signal) => {
        log.push(`list ${resource}`);
        const answer = await c.listRecordBodies(resource, query, signal);
        onList();
        return answer;
      },
      batch: (items, signal, admitted) => {
        log.push('batch');
        return c.batch(items, signal, admitted);
      },
    },
  };
}

/** New sellers without a reference: the run asks for the office's sellers to look for lookalikes. */
const newSellers = Array.from({ length: 5 }, (_, i) => sellerRow(i + 1, { transferId: null }));

async function scratch(): Promise<string> {
  const dir = await tempDir();
  open.push({ close: () => fs.rm(dir, { recursive: true, force: true }) });
  return dir;
}

function held(): { promise: Promise<boolean>; settle: (ok: boolean) => void } {
  let settle: (ok: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('work that must succeed before anything is sent', () => {
  it("runs while the office's records are asked for; the batches wait for it", async () => {
    const gate = held();
    // Settled only once the list was asked for and answered: a run that awaited it first would never ask.
    const { client: c, log } = await loggedClient(() => {
      log.push('gate settled');
      gate.settle(true);
    });
    const dir = await scratch();
    const run = await runUpload({
      client: c,
      rows: newSellers,
      journal: { dir, workbookPath: '/books/gate.csv' },
      beforeSending: gate.promise,
    });
    expect(run.ok).toBe(true);
    expect(log).toEqual(['list seller', 'gate settled', 'batch']);
    if (run.ok) expect(run.value.results.map((r) => r.status)).toEqual(Array(5).fill('created'));
  });

  it('failing, stops the run with nothing sent and no journal opened', async () => {
    const gate = held();
    const { client: c, log } = await loggedClient(() => gate.settle(false));
    const dir = await scratch();
    const run = await runUpload({
      client: c,
      rows: newSellers,
      journal: { dir, workbookPath: '/books/gate.csv' },
      beforeSending: gate.promise,
    });
    expect(run.ok ? null : run.error.kind).toBe('withheld');
    expect(log).toEqual(['list seller']);
    expect((await fs.readdir(dir)).filter((f) => f.endsWith('.jsonl'))).toEqual([]);
  });

  it('gives the plan it sends by once it will send, before its first batch', async () => {
    const { client: c, log } = await loggedClient(() => undefined);
    const dir = await scratch();
    let given: unknown = null;
    const run = await runUpload({
      client: c,
      rows: newSellers,
      journal: { dir, workbookPath: '/books/gate.csv' },
      onPlanned: (plan) => {
        log.push('planned');
        given = plan;
      },
    });
    expect(log).toEqual(['list seller', 'planned', 'batch']);
    expect(run.ok && given === run.value.plan).toBe(true);
  });

  it('gives no plan when nothing will be sent', async () => {
    const gate = held();
    const { client: c } = await loggedClient(() => gate.settle(false));
    let planned = false;
    const journal = { dir: await scratch(), workbookPath: '/books/gate.csv' };
    const onPlanned = (): void => {
      planned = true;
    };
    await runUpload({ client: c, rows: newSellers, journal, beforeSending: gate.promise, onPlanned });
    await runUpload({ client: c, rows: newSellers, journal, dryRun: true, onPlanned });
    expect(planned).toBe(false);
  });
});
