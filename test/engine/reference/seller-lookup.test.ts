// The one seller look-up rule of the command line and the app: references never asked are asked, a seller unknown
// before is asked again once per run or session (it may have been made on the portal since), then not again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../src/catalog';
import type { ApiClient, ListedRecord } from '../../../src/engine/api';
import { askSellers, loadKnownSellers, sellersOnService, sellersToAsk } from '../../../src/engine/reference';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'li-seller-lookup-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A service holding these seller references; every question it is asked is recorded. */
function service(held: Set<string>): { client: Pick<ApiClient, 'listSellers'>; asked: string[][] } {
  const asked: string[][] = [];
  const client: Pick<ApiClient, 'listSellers'> = {
    listSellers: (q) => {
      const refs = (q.transfer_id ?? []) as readonly string[];
      asked.push([...refs]);
      const found: ListedRecord[] = refs
        .filter((r) => held.has(r))
        .map((r, i) => ({ id: i + 1, transferId: r, officeId: 1, images: [] }));
      return Promise.resolve(ok(found));
    },
  };
  return { client, asked };
}

describe('the seller look-up', () => {
  it('asks a seller unknown in an earlier run once more in the next, then answers from what it learnt', async () => {
    const held = new Set(['S-1']);
    const first = service(held);
    await askSellers(await loadKnownSellers(folder, 'k'), first.client, 1, ['S-1', 'S-2'], folder);
    expect(first.asked).toEqual([['S-1', 'S-2']]);

    // S-2 is made on the portal; the next run (command) or session (app) loads the saved look-ups and asks again.
    held.add('S-2');
    const next = service(held);
    const known = await loadKnownSellers(folder, 'k');
    expect(sellersToAsk(known, ['S-1', 'S-2'])).toEqual(['S-2']);
    await askSellers(known, next.client, 1, ['S-1', 'S-2'], folder);
    expect(sellersOnService(known, ['S-1', 'S-2'])).toEqual(new Set(['S-1', 'S-2']));
    // An edit validated again in the same session asks nothing.
    await askSellers(known, next.client, 1, ['S-1', 'S-2', 'S-3'], folder);
    expect(next.asked).toEqual([['S-2'], ['S-3']]);
    await askSellers(known, next.client, 1, ['S-3'], folder);
    expect(next.asked).toHaveLength(2);
  });
});
