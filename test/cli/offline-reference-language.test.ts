// `validate` without a connection tells where its reference data came from (a saved copy, whose and how old, or none,
// and a damaged copy moved aside) in English, then in Hungarian on the next line, the Hungarian with no English
// sentence (docs/messages.md, "Command line"); the JSON report's `reference` keeps the English as it was.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { saveReferenceCache } from '../../src/engine/reference';
import { captureIo } from '../support/cli-io-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { writeOneSellerWorkbook } from '../support/one-seller-workbook';
import { useTempFolderPerTest } from '../support/temp-folder-kit';
import { bilingualLines } from '../support/bilingual-lines';

const temp = useTempFolderPerTest('cli-offline-reference-');
const baseUrl = 'https://portal.example/api/json/v3';
let book = '';
let cacheFolder = '';

beforeEach(async () => {
  const home = path.join(temp.dir, 'home');
  process.env.LISTING_IMPORTER_DATA_DIR = home;
  cacheFolder = path.join(home, 'reference-cache');
  book = path.join(temp.dir, 'ertekesitok.xlsx');
  await writeOneSellerWorkbook(book);
});

/** A saved copy of `user`'s reference data, fetched an hour ago. */
async function saveCopy(user: string): Promise<void> {
  const fetchedAt = new Date(Date.now() - 3_600_000).toISOString();
  const saved = await saveReferenceCache(cacheFolder, {
    regions: [],
    offices: [],
    fetchedAt,
    source: { baseUrl, user },
  });
  expect(saved.ok).toBe(true);
}

/** The notice's English and Hungarian lines on stderr, and the JSON report's `reference`. */
async function notice(opts: { baseUrl?: string; user?: string; offline?: boolean }): Promise<{
  readonly en: string;
  readonly hu: string;
  readonly reference: string | null;
}> {
  const c = captureIo();
  await runValidateCommand(book, { ...opts, json: true }, c.io);
  const [en, hu] = bilingualLines(c.errors, 'validate: offline: ');
  expectNoEnglishSentence(hu.replace(baseUrl, ''));
  const report = JSON.parse(c.out.join('\n')) as { summary: { reference: string | null } };
  expect(report.summary.reference).toBe(en.replace(/^validate: /, ''));
  return { en, hu, reference: report.summary.reference };
}

describe('the offline notes of saved reference data', () => {
  it("--offline with a connection's saved copy: whose and how old, in both languages", async () => {
    await saveCopy('demo');
    const { en, hu } = await notice({ baseUrl, user: 'demo', offline: true });
    expect(en).toBe(`validate: offline: reference data cache of demo at ${baseUrl}, fetched 1 hour ago (${when()})`);
    expect(hu).toBe(`kapcsolat nélkül: demo (${baseUrl}) mentett referenciaadatai, 1 órája letöltve (${when()})`);
  });

  it('--offline with no copy of that connection: none, and why, in both languages', async () => {
    const { en, hu } = await notice({ baseUrl, user: 'anna', offline: true });
    expect(en).toBe(
      `validate: offline: no saved reference data for anna at ${baseUrl} ` +
        `(No reference data is cached for anna at ${baseUrl}; connect once to fetch it.)`,
    );
    expect(hu).toMatch(/^kapcsolat nélkül: nincs mentett referenciaadat \(anna, https:\/\/portal\.example\/[^)]+\)/);
  });

  it("without a connection: the last connection's copy, in both languages", async () => {
    await saveCopy('demo');
    const { en, hu } = await notice({});
    expect(en).toBe(
      `validate: offline: the last connection's reference data cache of demo at ${baseUrl}, fetched 1 hour ago (${when()})`,
    );
    expect(hu).toMatch(/^kapcsolat nélkül, a legutóbbi kapcsolat adataival: demo \(https:/);
  });

  it('without a connection and no copy, a damaged one moved aside: both said in both languages', async () => {
    await mkdir(cacheFolder, { recursive: true });
    await writeFile(path.join(cacheFolder, 'reference-0123456789abcdef.json'), '{"version": 1, "da');
    const { en, hu } = await notice({});
    expect(en).toMatch(
      new RegExp(`^validate: offline: no saved reference data in ${escaped(cacheFolder)} \\(connect once .*\\); .+`),
    );
    expect(hu).toMatch(
      new RegExp(`^kapcsolat nélkül: nincs mentett referenciaadat itt: ${escaped(cacheFolder)} .*; .+`),
    );
  });
});

/** The saved copy's fetch time as the age names it (minutes, UTC), an hour before now. */
function when(): string {
  return `${new Date(Date.now() - 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
