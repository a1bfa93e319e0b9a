// No listing or seller is created twice because a workbook without references was copied, or the journal was lost
// or damaged: creates that look like records the office already holds are held back, reported in the dry run, and
// created only when the user confirms their number (docs/upload.md, "Uploading the same workbook again"). Against
// the sandbox through a counting relay.
import { execFile } from 'node:child_process';
import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { officeListings, startCliSandbox } from '../support/cli-sandbox-kit';

const run = promisify(execFile);
const OFFICE = DEMO.offices.budapest;
let kit: CliSandbox;
let made = 0;

/** A workbook of 2 sellers and `n` apartments, none with a reference; `tag` makes its addresses its own. */
async function workbook(n: number, tag: string): Promise<string> {
  made += 1;
  const file = kit.file(`wb-${tag}.xlsx`);
  const script = `
import sys, openpyxl
n, tag = int(sys.argv[2]), sys.argv[3]
wb = openpyxl.Workbook()
ws = wb.active
ws.title = 'Értékesítők'
ws.append(['Név [seller.name]', 'Telefonszám [seller.phone]', 'E-mail (belső) [seller.email]'])
ws.append([f'Eladó {tag} Egy', '+36 30 777 ${String(made).padStart(2, '0')}01', f'egy{tag}@example.hu'])
ws.append([f'Eladó {tag} Kettő', '+36 30 777 ${String(made).padStart(2, '0')}02', f'ketto{tag}@example.hu'])
ps = wb.create_sheet('Ingatlanok')
ps.append(['Ingatlan típusa [property.type]', 'Eladó vagy kiadó [property.action]', 'Település [location.region_id]',
           'Cím [location.address]', 'Ár [price.price]', 'Pénznem [price.price_currency]'])
for i in range(n):
    ps.append(['lakás', 'eladó', 'Budapest', f'{tag} utca {i + 1}.', 40_000_000 + i * 100_000, 'forint'])
wb.save(sys.argv[1])
`;
  await run('/usr/bin/python3', ['-c', script, file, String(n), tag]);
  return file;
}

interface Report {
  readonly summary: Record<string, unknown>;
  readonly lookalikes?: readonly { readonly sheet: string; readonly row: number; readonly id: number }[];
}

function report(out: readonly string[]): Report {
  return JSON.parse(out.join('\n')) as Report;
}

async function count(): Promise<number> {
  return (await officeListings(kit.client, OFFICE)).size;
}

/** Every journal file of the data folder. */
async function journals(): Promise<string[]> {
  const dir = path.join(kit.dir, 'home');
  const found: string[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (/journal/i.test(p) && e.name.endsWith('.jsonl')) found.push(p);
    }
  };
  await walk(dir);
  return found;
}

beforeAll(async () => {
  kit = await startCliSandbox('cli-lookalike-');
}, 60_000);

afterAll(async () => {
  await kit.close();
});

describe('creates that look like records the office holds', () => {
  it('a copy of an uploaded workbook creates nothing: its dry run names the lookalikes, its upload holds them', async () => {
    const original = await workbook(50, 'Másolat');
    const first = await kit.upload(original, { officeId: String(OFFICE), json: true });
    expect(first.code, first.errors).toBe(0);
    const before = await count();
    const copy = path.join(path.dirname(original), 'wb (1).xlsx');
    await copyFile(original, copy);

    const dry = await kit.upload(copy, { officeId: String(OFFICE), dryRun: true, json: true });
    expect(dry.writes).toEqual([]);
    const planned = report(dry.out);
    expect(planned.summary).toMatchObject({ would_hold_lookalikes: 52 });
    expect(planned.lookalikes).toHaveLength(52);
    const text = await kit.upload(copy, { officeId: String(OFFICE), dryRun: true });
    const day = new Date().toISOString().slice(0, 10);
    expect(text.out.join('\n')).toMatch(
      new RegExp(`Ingatlanok row 2: looks like listing \\d+ \\(Másolat utca 1\\.\\), created ${day}`),
    );
    expect(text.out.join('\n')).toContain('--create-lookalikes 52');

    const sent = await kit.upload(copy, { officeId: String(OFFICE), json: true });
    expect(sent.writes).toEqual([]);
    expect(sent.code).toBe(1);
    expect(await count()).toBe(before);
    expect(sent.errors).toContain('--create-lookalikes 52');
  });

  it('after the journal was truncated or its first line garbled, uploading again creates nothing', async () => {
    const original = await workbook(5, 'Napló');
    const first = await kit.upload(original, { officeId: String(OFFICE), json: true });
    expect(first.code, first.errors).toBe(0);
    const before = await count();
    for (const file of await journals()) {
      const text = await readFile(file, 'utf8');
      await writeFile(file, `#garbled${text.slice(0, Math.floor(text.length / 3))}`);
    }
    const again = await kit.upload(original, { officeId: String(OFFICE), json: true });
    expect(again.writes).toEqual([]);
    expect(again.errors).toMatch(/upload journal .* is damaged/);
    expect(await count()).toBe(before);
    for (const file of await journals()) await rm(file);
    const lost = await kit.upload(original, { officeId: String(OFFICE), json: true });
    expect(lost.writes).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('creates the lookalikes once their number is confirmed, and refuses another number', async () => {
    const original = await workbook(3, 'Megerősít');
    expect((await kit.upload(original, { officeId: String(OFFICE), json: true })).code).toBe(0);
    const copy = kit.file('confirm-copy.xlsx');
    await copyFile(original, copy);
    const wrong = await kit.upload(copy, { officeId: String(OFFICE), createLookalikes: '4', json: true });
    expect(wrong.writes).toEqual([]);
    const before = await count();
    const done = await kit.upload(copy, { officeId: String(OFFICE), createLookalikes: '5', json: true });
    expect(done.code, done.errors).toBe(0);
    expect(done.writes.filter((w) => w.method === 'POST')).toHaveLength(5);
    expect(await count()).toBe(before + 3);
  });

  it('a new workbook whose rows match nothing is created without a question', async () => {
    const before = await count();
    const fresh = await workbook(4, 'Friss');
    const done = await kit.upload(fresh, { officeId: String(OFFICE), json: true });
    expect(done.code, done.errors).toBe(0);
    expect(await count()).toBe(before + 4);
  });
});
