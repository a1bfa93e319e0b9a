// The command line counts rows in doubt and rows held back for an invalid seller row apart from the failed ones, in
// its report and in a line for each in both languages (docs/upload.md, "Counts of a run").
import { describe, expect, it } from 'vitest';
import { useAnswerLosingRelay } from '../support/answer-losing-relay-per-test';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { writeInvalidSellerWorkbook, writeSmallListings } from '../support/small-listings-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const relayOf = useAnswerLosingRelay(office);

describe('counts apart from the failed rows', () => {
  it('a row in doubt is unknown, said in both languages; the run stopped, exit 3', async () => {
    const relay = relayOf();
    const book = office.file('ketes-cli.xlsx');
    await writeSmallListings(book, [{ reference: 'KETES-61', address: 'Kétes utca 61.', price: 56_000_000 }]);
    relay.arm();
    const run = await office.upload(book, { baseUrl: relay.baseUrl, out: office.file('ketes-cli results.xlsx') });
    expect(run.code, run.errors).toBe(3);
    expect(run.out).toContain('1 row unknown: will be checked by the next upload');
    expect(run.out).toContain('1 sor állapota ismeretlen: a következő feltöltés ellenőrzi');
    expect(run.out).toMatch(/failed: 0, .*unknown: 1/);
  });

  it('rows a stopped run never reached are not failed but not reached, said in both languages; exit 3', async () => {
    const relay = relayOf();
    const book = office.file('ketes-cli-unreached.xlsx');
    // Two batches of the engine's hundred, one at a time: the first one's answer is lost, the second is never sent.
    const rows = Array.from({ length: 130 }, (_, i) => ({
      reference: `KETES-U${String(i)}`,
      address: `Kétes utca ${String(i + 100)}.`,
      price: 50_000_000 + i,
    }));
    await writeSmallListings(book, rows);
    relay.arm();
    const run = await office.upload(book, {
      baseUrl: relay.baseUrl,
      concurrency: '1',
      out: office.file('ketes-cli-unreached results.xlsx'),
    });
    expect(run.code, run.errors).toBe(3);
    const counts = /failed: 0, .*unknown: (\d+), not_reached: (\d+)/.exec(run.out);
    expect(counts, run.out).not.toBeNull();
    const [unknown, notReached] = [Number(counts?.[1]), Number(counts?.[2])];
    expect(notReached).toBeGreaterThan(0);
    expect(unknown + notReached).toBe(130);
    expect(run.out).toContain(`${String(notReached)} rows not reached: the run stopped before them`);
    expect(run.out).toContain(`${String(notReached)} sor nem került sorra: a futás előtte leállt`);
  });

  it('listings held back for an invalid seller row name it in both languages; exit 1 for that row', async () => {
    const book = office.file('iroda-cli-held.xlsx');
    await writeInvalidSellerWorkbook(book);
    const run = await office.upload(book, { out: office.file('iroda-cli-held results.xlsx') });
    expect(run.code, run.errors).toBe(1);
    expect(run.out).toContain('4 rows held back: wait for Értékesítők row 3');
    expect(run.out).toContain('4 sor visszatartva: erre vár: Értékesítők 3. sor');
    expect(run.out).toMatch(/invalid: 1, failed: 0, .*held_back: 4/);
  });

  it('the dry run says the listings held back wait for the invalid seller row, not that they are blocked', async () => {
    const book = office.file('iroda-cli-held-dry.xlsx');
    await writeInvalidSellerWorkbook(book);
    const run = await office.upload(book, { dryRun: true });
    expect(run.code, run.errors).toBe(1);
    expect(run.out).toContain('4 rows held back: wait for Értékesítők row 3');
    expect(run.out).toContain('4 sor visszatartva: erre vár: Értékesítők 3. sor');
    expect(run.out).toMatch(/held_back: 4/);
    expect(run.out).not.toMatch(/blocked/);
  });
});
