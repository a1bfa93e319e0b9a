// Room kept for a run (keepRoom): taken at once with its first request, shared by requests asked together, kept while
// idle and given back only on release, never more than nobody else holds (docs/upload.md, "Room kept for the run").
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DurableWrite from '../../../src/engine/fs/durable-write';
import { openFaultLedger } from '../../../src/engine/api';
import { admitUpload } from '../../../src/engine/pipeline/upload-admission';
import { tempDir } from '../upload/upload-test-kit';

const written = vi.hoisted(() => ({ files: 0 }));
vi.mock('../../../src/engine/fs/durable-write', async (importOriginal) => {
  const durable = await importOriginal<typeof DurableWrite>();
  return {
    ...durable,
    writeFileDurable: (...args: Parameters<typeof durable.writeFileDurable>) => {
      written.files += 1;
      return durable.writeFileDurable(...args);
    },
  };
});

const BASE = 'http://127.0.0.1:9/api/json/v3';

beforeEach(() => {
  written.files = 0;
});

describe('room kept for a run', () => {
  it('is taken with the first request, so requests asked together write the shared file once', async () => {
    const dir = await tempDir();
    const run = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    run.keepRoom(run.usable);
    written.files = 0;

    const asked = await Promise.all([run.reserve(1), run.reserve(1), run.reserve(1)]);

    expect(asked.every((r) => r !== null)).toBe(true);
    expect(written.files).toBe(1);
    const other = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    expect(other.available()).toBe(0);
  });

  it('is kept while idle and given back on release', async () => {
    const dir = await tempDir();
    const run = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    run.keepRoom(run.usable);
    const r = await run.reserve(2);
    if (r === null) throw new Error('no room');
    await run.settle(r, 0);
    const other = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });

    expect(await other.reserve(1)).toBeNull();
    // The run's first batch takes the kept room without writing the file.
    written.files = 0;
    const batch = await run.reserve(90);
    expect(batch?.count).toBe(90);
    expect(written.files).toBe(0);

    if (batch) await run.settle(batch, 0);
    await run.release();
    expect((await other.reserve(90))?.count).toBe(90);
  });

  it('takes only the room nobody else holds', async () => {
    const dir = await tempDir();
    const other = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    const held = await other.reserve(60);
    const run = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    run.keepRoom(run.usable);

    expect((await run.reserve(1))?.count).toBe(1);

    expect(held?.count).toBe(60);
    expect(await run.reserve(30)).toBeNull();
    expect((await run.reserve(29))?.count).toBe(29);
  });

  it('counts a faulty answer at once and never hands its room out again', async () => {
    const dir = await tempDir();
    const run = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    run.keepRoom(run.usable);
    const r = await run.reserve(10);
    if (r === null) throw new Error('no room');

    await run.settle(r, 4);

    const other = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    expect(other.used()).toBe(4);
    expect(await run.reserve(87)).toBeNull();
    expect((await run.reserve(86))?.count).toBe(86);
  });

  it('is given back by itself once idle a while, when the run is never released (an early return)', async () => {
    const dir = await tempDir();
    const run = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    run.keepRoom(run.usable);
    const r = await run.reserve(1);
    if (r) await run.settle(r, 0);
    const other = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    expect(other.available()).toBe(0);

    expect(await other.waitForRoom(other.usable, { maxWaitMs: 30_000 })).toBe(true);
  });

  it("is kept by an admitted upload from its first request until the upload's release", async () => {
    const dir = await tempDir();
    const admitted = await admitUpload({ dir, baseUrl: BASE, onWait: () => undefined });
    if (!admitted.ok) throw new Error(admitted.error.en);
    const run = admitted.value;
    const lookup = await run.reserve(1);
    if (lookup) await run.settle(lookup, 0);
    const other = await openFaultLedger({ dir, baseUrl: BASE });

    expect(other.available()).toBe(0);

    await run.release();
    await other.refresh();
    expect(other.available()).toBe(other.usable);
  });
});
