// A result line holds each undo record's sent fields as values, their keys once a line (docs/upload.md, "The journal"):
// read back, every record is the one written, byte for byte as JSON, and lines of older versions read as before.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal, readJournal } from '../../../src/engine/upload';
import type { JournalRowResult } from '../../../src/engine/upload/journal';
import { readWorkbookJournals } from '../../../src/engine/upload/journal';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('li-result-line-');
const START = { workbook: '/data/book.xlsx', baseUrl: 'http://x/api/json/v3', user: 'demo', officeId: 1, rows: 9 };
const AT = '2026-11-29T22:04:12.716Z';

function listing(row: number, extra: Record<string, unknown> = {}): JournalRowResult {
  const sent = {
    'property.external_id': `BP13-${row}`,
    'property.type': 'apartment',
    'location.address': 'Váci út 2. 2. em. 1.',
    'price.price': 31_500_000,
    'descriptions.hu': 'Világos, "csendes"\nlakás',
    'map.longitude': 19.051000000000002,
    'special.floor_area': 36,
    'special.has_balcony': true,
    'special.floor': null,
    ...extra,
  };
  const undo = { resource: 'property', operation: 'create', officeId: 1, ref: `P-${row}`, sent } as const;
  const fingerprint = 'ba5ef8c62a46f62fa01a341efd888f396c71a24b';
  return { key: `Ingatlanok!${row}`, row, status: 'created', fingerprint, serviceId: 700 + row, importedAt: AT, undo };
}

function seller(row: number): JournalRowResult {
  const sent = { 'seller.name': `Eladó ${row}`, 'seller.phone': '+36 1 555 0001', 'seller.email': 's@example.hu' };
  const undo = { resource: 'seller', operation: 'create', officeId: 1, ref: null, sent } as const;
  return { key: `Eladók!${row}`, row, status: 'created', fingerprint: 'f', serviceId: row, importedAt: AT, undo };
}

const OTHERS: readonly JournalRowResult[] = [
  {
    key: 'Ingatlanok!20',
    row: 20,
    status: 'updated',
    fingerprint: 'g',
    importedAt: AT,
    undo: {
      resource: 'property',
      operation: 'modify',
      officeId: 1,
      ref: 'P-20',
      sent: { 'price.price': 1, 'special.floor_area': 2 },
      before: { 'price.price': 3, 'special.floor_area': null },
    },
  },
  {
    key: 'Ingatlanok!21',
    row: 21,
    status: 'updated',
    fingerprint: 'h',
    undo: {
      resource: 'property',
      operation: 'withdraw',
      officeId: 1,
      ref: 'P-21',
      sent: { 'property.status': 'inactive' },
      before: { 'property.status': 'active' },
    },
  },
  {
    key: 'Képek!2',
    row: 2,
    status: 'created',
    fingerprint: 'i',
    serviceId: 9,
    undo: {
      resource: 'property_image',
      operation: 'create',
      officeId: 1,
      owner: { id: 700, transferId: 'P-1' },
      ref: 'I-1',
      sent: { 'image.url': 'https://example.com/a.jpg', 'image.order': 1 },
    },
  },
  { key: 'Ingatlanok!22', row: 22, status: 'failed', fingerprint: 'j', errorCode: 3, errorMessage: 'x' },
  {
    key: 'Ingatlanok!23',
    row: 23,
    status: 'deleted',
    fingerprint: 'k',
    undo: { resource: 'property', operation: 'delete', officeId: 1 },
  },
  {
    key: 'Ingatlanok!24',
    row: 24,
    status: 'created',
    fingerprint: 'l',
    undo: { resource: 'property', operation: 'create', officeId: 1, ref: 'P-24', sent: {} },
  },
];

/** What a reader must see of a record: the record as JSON keeps it (a value `undefined` is no field). */
const asJson = (r: JournalRowResult): unknown => JSON.parse(JSON.stringify(r));

/** A journal of `results` in the form earlier versions wrote: each undo record's sent fields an object. */
async function earlierJournal(name: string, results: readonly JournalRowResult[]): Promise<string> {
  const start = { type: 'start', runId: `20261129T220412698Z-${name}`, ...START, startedAt: AT, resumes: null };
  const lines = [start, { type: 'result', batch: 1, at: AT, results }];
  const file = path.join(temp.dir, `aaaaaaaaaaaa-${start.runId}.jsonl`);
  await fs.writeFile(file, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
  return file;
}

/** Each record as the reader gives it from a journal in the earlier form, as JSON. */
async function readAsEarlier(results: readonly JournalRowResult[]): Promise<string[]> {
  const state = await readJournal(await earlierJournal('eeeeee', results));
  return results.map((r) => JSON.stringify(state?.results.get(r.key)));
}

async function journalWith(results: readonly JournalRowResult[]): Promise<{ file: string; line: string }> {
  const journal = await openJournal(temp.dir, { ...START, resumes: null });
  await journal.results(1, results);
  await journal.close();
  const lines = (await fs.readFile(journal.file, 'utf8')).split('\n');
  return { file: journal.file, line: lines.find((l) => l.includes('"type":"result"')) ?? '' };
}

describe("a journal's result line", () => {
  it('reads back every record as written, the keys of listings of one shape written once', async () => {
    const results = [
      listing(2),
      listing(3),
      seller(4),
      listing(5, { 'special.garden_type': 'no' }),
      seller(6),
      listing(7),
      ...OTHERS,
    ];
    const { file, line } = await journalWith(results);
    const state = await readJournal(file);
    const read = results.map((r) => JSON.stringify(state?.results.get(r.key)));
    expect(read).toEqual(await readAsEarlier(results));
    expect(read.map((r) => JSON.parse(r) as unknown)).toEqual(results.map(asJson));
    expect(line.split('"property.external_id"')).toHaveLength(3);
    // A seller's three fields keep the object form: their keys are a small part of its record.
    expect(line.split('"seller.name"')).toHaveLength(3);
    const full = JSON.stringify({ type: 'result', batch: 1, at: AT, results });
    expect(line.length).toBeLessThan(full.length);
  });

  it('keeps a field whose value is undefined out, and a value with its own toJSON as the object form did', async () => {
    const at = new Date(Date.UTC(2026, 10, 29));
    const results = [listing(2, { 'price.price': undefined }), listing(3, { 'location.address': at })];
    const { file } = await journalWith(results);
    const state = await readJournal(file);
    expect(state?.results.get('Ingatlanok!2')?.undo?.sent).not.toHaveProperty(['price.price']);
    expect(results.map((r) => JSON.stringify(state?.results.get(r.key)))).toEqual(await readAsEarlier(results));
  });

  it("reads a journal in the earlier versions' form, each undo record's sent fields an object", async () => {
    const results = [listing(2), seller(3), ...OTHERS];
    const state = await readJournal(await earlierJournal('f77388', results));
    expect(results.map((r) => state?.results.get(r.key))).toEqual(results.map(asJson));
  });

  it('counts a line whose values do not match its key lists as damaged, not as results', async () => {
    const { file, line } = await journalWith([listing(2)]);
    const text = await fs.readFile(file, 'utf8');
    const start = JSON.parse(text.split('\n')[0] ?? '') as { runId: string };
    for (const [n, broken] of [
      line.replace('"sent":[0,', '"sent":[1,'),
      line.replace('"sent":[0,', '"sent":[0,"one more",'),
      line.replace('"sent":[0,', '"sent":["0",'),
      line.replace(/"fields":\[\[[^\]]*\]\],/, ''),
    ].entries()) {
      await fs.writeFile(file, text.replace(line, broken));
      const { runs, damaged } = await readWorkbookJournals(temp.dir, START.workbook);
      expect(runs.find((r) => r.start.runId === start.runId)?.results.size, `case ${n}`).toBe(0);
      expect(
        damaged.map((d) => d.lines),
        `case ${n}`,
      ).toEqual([[2]]);
    }
  });

  it("carries a resumed run's results into the new journal's head in the same form", async () => {
    const results = [listing(2), seller(3), listing(4), ...OTHERS];
    const journal = await openJournal(temp.dir, { ...START, resumes: 'earlier' }, undefined, { results, unknown: [] });
    await journal.close();
    const state = await readJournal(journal.file);
    expect(results.map((r) => JSON.stringify(state?.results.get(r.key)))).toEqual(await readAsEarlier(results));
    expect((await fs.readFile(journal.file, 'utf8')).split('"property.external_id"')).toHaveLength(2);
  });
});
