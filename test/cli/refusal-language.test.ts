// A row the service refuses is told in the workbook's language in its result cells: the command line writes Hungarian
// into a Hungarian workbook and English into an English one, from the engine's catalog of the service's error codes
// (docs/messages.md, "The service's refusals").
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/catalog';
import { DEMO } from '../../src/sandbox';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { resultCellsOf } from '../support/result-cells-kit';
import type { SmallListing } from '../support/small-listings-kit';
import { writeSmallListings } from '../support/small-listings-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });

/** More featured listings than the office's quota: the service refuses the rest (error 29). */
function overQuota(tag: string): SmallListing[] {
  return Array.from({ length: DEMO.featuredQuota + 2 }, (_, i) => ({
    reference: `KI-${tag}-${i}`,
    address: `Kiemelt utca ${tag}/${i + 1}.`,
    price: 60_000_000 + i,
    featured: true,
  }));
}

/** The error code and message cells of the sheet's rows the service refused (error code filled). */
async function refusedCells(file: string, sheet: string): Promise<(readonly [string, string])[]> {
  const rows = await resultCellsOf(file, sheet);
  return rows.filter((r) => r.errorCode !== '').map((r) => [r.errorCode, r.errorMessage] as const);
}

async function uploadOverQuota(tag: string, lang: Lang): Promise<(readonly [string, string])[]> {
  const book = office.file(`kiemelt-${tag}.xlsx`);
  await writeSmallListings(book, overQuota(tag), lang);
  const out = office.file(`kiemelt-${tag} results.xlsx`);
  const run = await office.upload(book, { out });
  expect(run.code, run.errors).toBe(1);
  return refusedCells(out, lang === 'hu' ? 'Ingatlanok' : 'Listings');
}

describe("the service's refusals in the workbook's language", () => {
  it('a Hungarian workbook gets the refusal in Hungarian in its message cell', async () => {
    const refused = await uploadOverQuota('HU', 'hu');
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const [code, message] of refused) {
      expect(code).toBe('29');
      expect(message).toMatch(/^Az iroda kiemelt hirdetési kerete \(\d+\) elfogyott/);
    }
  });

  it('an English workbook gets the refusal in English', async () => {
    const refused = await uploadOverQuota('EN', 'en');
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const [code, message] of refused) {
      expect(code).toBe('29');
      expect(message).toMatch(/^The office's quota of featured listings \(\d+\) is used up/);
    }
  });
});
