// A withdraw the service refuses for one listing says why in both languages: the command line's Hungarian line and
// the withdrawal run's row error in the journal carry no English sentence (docs/messages.md, "Failures of the
// service"). The sandbox refuses a listing it does not hold.
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeMissing, withdrawMissing } from '../../src/cli/listing-retirement';
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
/** The sandbox's description of the refusal, in English as the service words it. */
const SERVICE_WORDS = /id: no property with id \d+ in the offices visible to user "demo"\./;
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
  expectNoEnglishSentence((hu ?? '').replace(/^upload: /, '').replace(SERVICE_WORDS, ''));
  const why = (hu ?? '').split(`${describeMissing(gone).hu}: `)[1] ?? '';
  // The service's own words are quoted after its meaning, as every refusal of the service is (api-failure.ts).
  expect(why).toMatch(/^A rekord nem létezik a szolgáltatásban: /);
  expectNoEnglishSentence(why.replace(SERVICE_WORDS, ''));
  const [summary] = await listRuns(journalDir);
  const row = [...((await readJournal(summary?.file ?? ''))?.results.values() ?? [])][0];
  expect(row?.errorMessage).toBeTruthy();
  expectNoEnglishSentence((row?.errorMessageHu ?? '').replace(SERVICE_WORDS, ''));
}, 60_000);
