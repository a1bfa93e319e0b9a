// Every file the product keeps, damaged every way: no crash, no lost setting (moved aside, never overwritten), a
// clear message, and the exit code the README promises where a command reads it (docs/security.md, "Local state").
import { mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/app-services/app-failure';
import { MappingTemplates } from '../../../src/app-services/mapping-templates';
import { ProfileStore } from '../../../src/app-services/profile-store';
import { RecentFiles } from '../../../src/app-services/recent-files';
import { keyFileSecretBox } from '../../../src/app-services/secret-box';
import { runWordsCommand } from '../../../src/cli/commands/map-words-command';
import { runUploadCommand } from '../../../src/cli/commands/upload-command';
import type { ApiClient } from '../../../src/engine/api';
import { createApiClient, openFaultLedger } from '../../../src/engine/api';
import { acquireExclusiveLock } from '../../../src/engine/fs/exclusive-lock';
import { TEMPLATE_KIND } from '../../../src/engine/mapping';
import { loadReferenceCache, saveReferenceCache } from '../../../src/engine/reference';
import { learnWords, learnedWordsFolder } from '../../../src/engine/values';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { ALL_STATE_DAMAGES, movedAside } from '../../support/state-damage-kit';
import { exitedPid } from './exited-process';

/** What the product did with the damaged file when it next used it. */
interface Use {
  /** The message the user is shown. */
  readonly message: string;
  /** The exit code, where a command reads the file. */
  readonly exit?: number;
}

interface StateFileCase {
  readonly name: string;
  /** Writes a good file as the product does; returns its path. */
  readonly make: (dir: string) => Promise<string>;
  /** Uses the (damaged) state as the product does next. */
  readonly use: (dir: string, file: string) => Promise<Use>;
  /** The damaged content is kept for the user (moved aside); false for locks, whose content means nothing later. */
  readonly keeps: boolean;
  readonly exit?: number;
}

const SERVICE = 'http://127.0.0.1:9/api/json/v3';

function failureText(e: unknown): string {
  if (e instanceof AppFailure) return `${e.message}\n${e.hu ?? ''}`;
  throw e;
}

/** Runs `step`; a failure the user is shown (an AppFailure) is returned as its text, anything else is a crash. */
async function shown(step: () => Promise<unknown>): Promise<string> {
  return step().then(
    () => '',
    (e: unknown) => failureText(e),
  );
}

const FILES: readonly StateFileCase[] = [
  {
    name: 'profiles.json',
    keeps: true,
    make: async (dir) => {
      const store = await ProfileStore.open(dir, await keyFileSecretBox(dir));
      await store.save({ kind: 'test', name: 'Iroda', baseUrl: 'https://x.example.hu/api/json/v3', user: 'a' });
      return path.join(dir, 'profiles.json');
    },
    use: async (dir) => {
      const store = await ProfileStore.open(dir, await keyFileSecretBox(dir));
      // The next save writes a fresh file beside the damaged one; refused while an unreadable one is in the way.
      const input = { kind: 'test' as const, name: 'Új', baseUrl: 'https://y.example.hu/api/json/v3', user: 'b' };
      const refused = await shown(() => store.save(input));
      return { message: [...store.notices.map((n) => `${n.en}\n${n.hu}`), refused].join('\n') };
    },
  },
  {
    name: 'secret.key',
    keeps: true,
    make: async (dir) => {
      await keyFileSecretBox(dir);
      return path.join(dir, 'secret.key');
    },
    use: async (dir) => {
      const box = await keyFileSecretBox(dir);
      // A new key works at once; with an unreadable key in the way, sealing is refused with the reason.
      const refused = await shown(async () => expect(await box.decrypt(await box.encrypt('titok'))).toBe('titok'));
      return { message: [...(box.notices ?? []).map((n) => `${n.en}\n${n.hu}`), refused].join('\n') };
    },
  },
  {
    name: 'recent-files.json',
    keeps: true,
    make: async (dir) => {
      await new RecentFiles(dir).add('/munka/hirdetesek.xlsx');
      return path.join(dir, 'recent-files.json');
    },
    use: async (dir) => {
      const recent = new RecentFiles(dir);
      expect(await recent.list()).toEqual([]);
      return { message: recent.notices.map((n) => `${n.en}\n${n.hu}`).join('\n') };
    },
  },
  {
    name: 'mapping-templates/NAME.json',
    keeps: true,
    make: async (dir) => {
      await new MappingTemplates(dir).save('iroda', { kind: TEMPLATE_KIND, version: 1, sheets: [] });
      return path.join(dir, 'mapping-templates', 'iroda.json');
    },
    use: async (dir) => {
      const loaded = await new MappingTemplates(dir).load('iroda').then(
        () => 'loaded',
        (e: unknown) => failureText(e),
      );
      return { message: loaded };
    },
  },
  {
    name: 'learned-words/office-N.json',
    keeps: true,
    exit: 2,
    make: async (dir) => {
      const word = { field: 'special.heating_type', value: 'cirkó', code: 'circulating' };
      const saved = await learnWords(learnedWordsFolder(dir), 1, [word], 'test');
      if (!saved.ok) throw new Error(saved.error.en);
      return path.join(learnedWordsFolder(dir), 'office-1.json');
    },
    use: async (dir) => {
      const errors: string[] = [];
      process.env.LISTING_IMPORTER_DATA_DIR = dir;
      const exit = await runWordsCommand({ officeId: '1' }, { log: () => undefined, error: (s) => errors.push(s) });
      return { message: errors.join('\n'), exit };
    },
  },
  {
    name: 'reference-cache/reference-KEY.json',
    keeps: true,
    make: async (dir) => {
      const data = {
        regions: [],
        offices: [],
        fetchedAt: new Date().toISOString(),
        source: { baseUrl: SERVICE, user: 'a' },
      };
      const saved = await saveReferenceCache(path.join(dir, 'reference-cache'), data);
      if (!saved.ok) throw new Error(saved.error.message);
      return saved.value;
    },
    use: async (dir) => {
      const loaded = await loadReferenceCache(path.join(dir, 'reference-cache'), SERVICE, 'a');
      return { message: loaded.ok ? 'loaded' : `${loaded.error.message}\n${loaded.error.messageHu ?? ''}` };
    },
  },
  {
    name: 'fault-budget/fault-budget-KEY.json (read through the ledger)',
    keeps: true,
    make: async (dir) => {
      const ledger = await openFaultLedger({ dir: path.join(dir, 'fault-budget'), baseUrl: SERVICE });
      await ledger.record(3);
      await ledger.release();
      return ledger.file;
    },
    use: async (dir) => {
      const ledger = await openFaultLedger({ dir: path.join(dir, 'fault-budget'), baseUrl: SERVICE });
      // Fails safe: a ledger that cannot be trusted gives no room to send anything.
      expect(ledger.available()).toBeLessThanOrEqual(0);
      const distrust = ledger.damageFound ?? ledger.distrust();
      await ledger.release();
      return { message: distrust ? `${distrust.notice.en}\n${distrust.notice.hu}` : '' };
    },
  },
  {
    name: 'a lock file (left by a process that is gone)',
    keeps: false,
    make: async (dir) => {
      const file = path.join(dir, 'upload.lock');
      const pid = await exitedPid();
      await writeFile(file, `${JSON.stringify({ pid, startedAt: new Date().toISOString(), token: 'x' })}\n`);
      return file;
    },
    use: async (_dir, file) => {
      const lock = acquireExclusiveLock(file);
      if (lock.ok) {
        lock.value.release();
        return { message: 'taken over' };
      }
      return { message: lock.error.kind === 'io' ? lock.error.message : `held by ${lock.error.owner.pid}` };
    },
  },
];

const CASES = FILES.flatMap((f) => ALL_STATE_DAMAGES.map((d) => ({ file: f, damage: d })));

/** The damaged content as the user would want it back: bytes, a folder's listing, or the socket itself. */
async function contentOf(file: string): Promise<string> {
  const s = await stat(file);
  if (s.isDirectory()) return `folder: ${(await readdir(file)).join(',')}`;
  if (s.isSocket()) return `socket ${s.ino}`;
  return (await readFile(file)).toString('base64');
}

describe('state-damage: every state file × every damage', () => {
  it.each(CASES)('$file.name, $damage.name', async ({ file: kind, damage }) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'li-state-damage-'));
    const file = await kind.make(dir);
    await damage.apply(file);
    const damaged = await contentOf(file);

    const used = await kind.use(dir, file);

    const aside = await movedAside(file);
    if (kind.keeps && aside.length > 0) {
      // No lost setting: the damaged content is kept under NAME.damaged-DATE, and the message says where.
      expect(aside).toHaveLength(1);
      expect(await contentOf(aside[0] ?? '')).toBe(damaged);
      expect(used.message).toContain(aside[0]);
      expect(used.message).toMatch(/damaged|sérült/);
    } else if (kind.keeps) {
      // Only a file nobody can read is left where it is (it is not known to be damaged), and never written over.
      expect(damage.name).toMatch(/^unreadable/);
      expect(await contentOf(file)).toBe(damaged);
      expect(used.message).toContain(file);
      expect(used.message).toMatch(/cannot be (used|read)/);
    } else if (damage.name === 'a folder in its place' || damage.name.startsWith('unreadable')) {
      // A folder or unreadable file where a lock should be is not removed: the lock is refused with the reason.
      expect(used.message).toContain(file);
      expect(await contentOf(file)).toBe(damaged);
    } else {
      // A lock's content only names its holder: an unreadable one is stale, and the lock is taken.
      expect(used.message).toBe('taken over');
    }
    if (kind.exit !== undefined) expect(used.exit).toBe(kind.exit);
  });
});

describe('state-damage: the upload journal (read by the next upload of the workbook)', () => {
  let sandbox: RunningSandbox;
  let client: ApiClient;
  let serial = 0;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo' });
    const made = createApiClient({ baseUrl: sandbox.baseUrl, user: 'demo', password: DEMO.users.demo.password });
    if (!made.ok) throw new Error(made.error.en);
    client = made.value;
  }, 60_000);
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });

  /** A workbook of one seller and two listings with transfer ids of their own. */
  async function workbook(dir: string, tag: string): Promise<string> {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Értékesítők').addRows([
      ['Értékesítő azonosító', 'Név', 'Telefonszám', 'E-mail (belső)'],
      [`${tag}-S`, 'Kiss Anna', '+36 30 123 4567', 'anna@iroda.hu'],
    ]);
    const header = ['Hirdetés azonosító', 'Értékesítő azonosító', 'Típus', 'Eladó vagy kiadó', 'Település'];
    const more = ['Kerület', 'Ár', 'Pénznem', 'Alapterület', 'Építőanyag'];
    const row = (n: number) => [`${tag}-P${n}`, `${tag}-S`, 'lakás', 'eladó', 'Budapest', 'XIII. kerület'];
    wb.addWorksheet('Ingatlanok').addRows([
      [...header, ...more],
      [...row(1), '40 000 000 Ft', 'forint', 50, 'tégla'],
      [...row(2), '45 000 000 Ft', 'forint', 60, 'tégla'],
    ]);
    const file = path.join(dir, `${tag}.xlsx`);
    await wb.xlsx.writeFile(file);
    return file;
  }

  async function upload(book: string, out: string): Promise<{ exit: number; errors: string }> {
    const errors: string[] = [];
    const io = { log: () => undefined, error: (s: string) => errors.push(s), progress: false };
    const opts = { baseUrl: sandbox.baseUrl, user: 'demo', officeId: '1', out };
    const exit = await runUploadCommand(book, opts, io);
    return { exit, errors: errors.join('\n') };
  }

  async function onService(tag: string): Promise<number> {
    const listed = await client.listRecordBodies('property', { office_id: 1, part: ['id', 'property'] });
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    return listed.value.filter((b) => JSON.stringify(b).includes(`"${tag}-P`)).length;
  }

  it.each(ALL_STATE_DAMAGES)(
    '$name: the next upload sends no row twice',
    async (damage) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'li-journal-damage-'));
      process.env.LISTING_IMPORTER_DATA_DIR = path.join(dir, 'data');
      process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
      const tag = `JD${++serial}`;
      const book = await workbook(dir, tag);
      expect((await upload(book, path.join(dir, 'first.xlsx'))).exit).toBe(0);
      const journals = (await readdir(path.join(dir, 'data', 'journal'))).filter((n) => n.endsWith('.jsonl'));
      expect(journals.length).toBeGreaterThan(0);
      const damaged = new Map<string, string>();
      for (const j of journals) {
        await damage.apply(path.join(dir, 'data', 'journal', j));
        damaged.set(j, await contentOf(path.join(dir, 'data', 'journal', j)));
      }

      const again = await upload(book, path.join(dir, 'second.xlsx'));
      expect(await onService(tag)).toBe(2);
      // The exit code the README promises: 0 (every row done) or 1 (rows the service refused as already there).
      expect([0, 1]).toContain(again.exit);
      // The damaged journal is left as it was (the new run journals to a file of its own).
      for (const [j, content] of damaged) expect(await contentOf(path.join(dir, 'data', 'journal', j))).toBe(content);
    },
    60_000,
  );

  /** The first upload of a fresh workbook, and its journal files. */
  async function uploadedOnce(prefix: string): Promise<{ dir: string; tag: string; book: string; files: string[] }> {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    process.env.LISTING_IMPORTER_DATA_DIR = path.join(dir, 'data');
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
    const tag = `JD${++serial}`;
    const book = await workbook(dir, tag);
    expect((await upload(book, path.join(dir, 'first.xlsx'))).exit).toBe(0);
    const names = (await readdir(path.join(dir, 'data', 'journal'))).filter((n) => n.endsWith('.jsonl'));
    return { dir, tag, book, files: names.map((n) => path.join(dir, 'data', 'journal', n)) };
  }

  // A cut journal ends in a torn line like a killed run's: it is resumed (its sent rows looked up), not named.
  it.each(ALL_STATE_DAMAGES.filter((d) => d.name !== 'cut in the middle'))(
    '$name: the next upload names the damaged journal and sends no row twice',
    async (damage) => {
      const { dir, tag, book, files } = await uploadedOnce('li-journal-named-');
      for (const f of files) await damage.apply(f);
      const again = await upload(book, path.join(dir, 'second.xlsx'));
      for (const f of files) expect(again.errors).toContain(`The upload journal ${f} of this workbook is damaged`);
      expect(again.errors).toContain('nothing is sent twice');
      expect(await onService(tag)).toBe(2);
    },
    60_000,
  );

  it('a journal with unreadable lines in the middle is named with those lines', async () => {
    const { dir, tag, book, files } = await uploadedOnce('li-journal-lines-');
    for (const f of files) {
      const lines = (await readFile(f, 'utf8')).split('\n');
      lines[1] = '\0garbage{{{';
      await writeFile(f, lines.join('\n'));
    }
    const again = await upload(book, path.join(dir, 'second.xlsx'));
    for (const f of files)
      expect(again.errors).toContain(`The upload journal ${f} of this workbook is damaged (line 2 `);
    expect(await onService(tag)).toBe(2);
  }, 60_000);
});
