import { describe, expect, it } from 'vitest';
import { openFaultLedger } from '../../../src/engine/api';
import { tempDir } from '../upload/upload-test-kit';

const BASE = 'http://127.0.0.1:9/api/json/v3';

describe("a fault ledger's reservations", () => {
  it('each have their own id, and a reservation settled twice gives its room back once', async () => {
    const dir = await tempDir();
    const ledger = await openFaultLedger({ dir, baseUrl: BASE, limit: 400 });
    const ids = new Set<string>();
    for (let n = 0; n < 2_000; n++) {
      const r = await ledger.reserve(1);
      if (r === null) throw new Error('no room');
      ids.add(r.id);
      await ledger.settle(r, 0);
    }
    expect(ids.size).toBe(2_000);
    const first = await ledger.reserve(2);
    const second = await ledger.reserve(2);
    if (first === null || second === null) throw new Error('no room');
    await ledger.settle(first, 1);
    await ledger.settle(first, 1);
    await ledger.settle(second, 0);
    expect(ledger.used()).toBe(1);
    await ledger.release();
  });
});
