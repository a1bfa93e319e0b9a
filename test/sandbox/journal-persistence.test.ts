import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialState } from '../../src/sandbox/demo-seed';
import { openDataDir } from '../../src/sandbox/journal-persistence';
import type { SellerRecord } from '../../src/sandbox/sandbox-records';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('sandbox-journal-');

const seller = (id: number, transferId: string): SellerRecord => ({
  id,
  officeId: 1,
  transferId,
  seller: { name: 'Teszt Elek', phone: '+36 30 123 4567', email: 'a@b.hu' },
  images: [],
  createdAt: 0,
  updatedAt: 0,
});

describe('journal persistence', () => {
  it('compacts into the snapshot after the threshold and replays snapshot plus journal on reopen', async () => {
    const opened = openDataDir(
      temp.dir,
      () => initialState('empty', 0),
      () => 0,
      3,
    );
    for (let i = 0; i < 4; i += 1) {
      opened.store.apply({ kind: 'seller', id: 10 + i, record: seller(10 + i, `J-${i}`) });
      opened.persistence.flush();
    }
    const snapshot = JSON.parse(await readFile(path.join(temp.dir, 'snapshot.json'), 'utf8')) as {
      seq: number;
      sellers: unknown[];
    };
    expect(snapshot).toMatchObject({ seq: 3 });
    expect(snapshot.sellers).toHaveLength(3);
    const journal = (await readFile(path.join(temp.dir, 'journal.ndjson'), 'utf8')).trim().split('\n');
    expect(journal).toHaveLength(1);
    expect(JSON.parse(journal[0] ?? '')).toMatchObject({ seq: 4 });
    opened.store.apply({ kind: 'seller', id: 11, record: null });
    opened.persistence.flush();

    opened.persistence.close();
    const again = openDataDir(
      temp.dir,
      () => initialState('demo', 0),
      () => 0,
      3,
    );
    try {
      expect([...again.store.sellers.keys()].sort()).toEqual([10, 12, 13]);
      expect(again.store.sellerByTransferId(1, 'J-3')?.id).toBe(13);
      expect(again.store.sellerByTransferId(1, 'J-1')).toBeUndefined();
      expect(again.store.newSellerId()).toBeGreaterThan(500_000);
    } finally {
      again.persistence.close();
    }
  });
});
