// A withdraw the service refuses for one listing says why in both languages: the command line's Hungarian line and
// the withdrawal run's row error in the journal carry no English sentence (docs/messages.md, "Failures of the
// service", "The service's refusals"). The sandbox refuses a listing it does not hold.
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withdrawMissing } from '../../src/cli/listing-retirement';
import { describeMissing } from '../../src/engine/upload/missing-listing-words';
import { listRuns, readJournal } from '../../src/engine/upload';
import { DEMO } from '../../src/sandbox';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { startCliSandbox } from '../support/cli-sandbox-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';

const OFFICE = DEMO.offices.budapest;
const gone = {
  id: 987_654,
  officeId: OFFICE,
  transferId: 'GONE-1',
  status: 'active',
  address: 'Fő utca 1.',
  externalId: null,
  sellerId: null,
};
let kit: CliSandbox;

beforeAll(async () => {
  kit = await startCliSandbox('cli-withdraw-refusal-');
}, 60_000);

afterAll(async () => {
  await kit.close();
});

it("gives a refused listing's reason in Hungarian on the line and in the run's row", async () => {
  const errors: string[] = [];
  const journalDir = path.join(kit.dir, 'journal');
  const run = { journalDir, workbook: kit.file('book.xlsx'), officeId: OFFICE };
  const io = { log: () => undefined, error: (s: string) => errors.push(s) };
  expect(await withdrawMissing(kit.client, [gone], io, run)).toEqual({ withdrawn: 0, failed: 1 });
  const [en, hu] = (errors[0] ?? '').split('\n');
  expect(en).toMatch(/was not withdrawn: /);
  // The listing named in Hungarian too, then the reason.
  expectNoEnglishSentence((hu ?? '').replace(/^upload: /, ''));
  const why = (hu ?? '').split(`${describeMissing(gone).hu}: `)[1] ?? '';
  // The code's meaning in Hungarian with the identifier the service named, not the service's English description.
  expect(why).toMatch(/^A rekord nem létezik a szolgáltatásban \(Szolgáltatói azonosító: 987654\)/);
  expectNoEnglishSentence(why);
  const [summary] = await listRuns(journalDir);
  const row = [...((await readJournal(summary?.file ?? ''))?.results.values() ?? [])][0];
  expect(row?.errorMessage).toBeTruthy();
  expectNoEnglishSentence(row?.errorMessageHu ?? '');
}, 60_000);
