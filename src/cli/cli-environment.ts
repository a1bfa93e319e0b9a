// Where the command line keeps its state, and how it gets the JSON password (never from a flag).
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** A message for the user on the terminal: English, then the same in Hungarian on the next line. */
export function bilingual(n: { readonly en: string; readonly hu: string }): string {
  return n.hu === '' || n.hu === n.en ? n.en : `${n.en}\n${n.hu}`;
}

/** Exit codes of every command. */
export const EXIT = { ok: 0, rowsFailed: 1, unusable: 2, stoppedEarly: 3 } as const;

/**
 * `LISTING_IMPORTER_DATA_DIR`, else the user's data folder: journals, fault budgets and the reference cache, shared
 * with the app's browser mode so both count one fault budget.
 */
export function stateFolder(): string {
  const explicit = process.env.LISTING_IMPORTER_DATA_DIR;
  if (explicit) return explicit;
  const xdg = process.env.XDG_DATA_HOME ?? path.join(os.homedir(), '.local', 'share');
  return path.join(xdg, 'listing-importer');
}

/** Why a folder cannot be written, in both languages, from the error's code. */
function whyUnwritable(code: string): { readonly en: string; readonly hu: string } {
  switch (code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return { en: 'a part of its path is a file, not a folder', hu: 'az útvonal egy része fájl, nem mappa' };
    case 'EACCES':
    case 'EPERM':
      return { en: 'permission denied', hu: 'nincs hozzá írási jog' };
    case 'EROFS':
      return { en: 'the file system is read-only', hu: 'a fájlrendszer csak olvasható' };
    case 'ENOSPC':
      return { en: 'the disk is full', hu: 'a lemez megtelt' };
    case 'ENOENT':
      return { en: 'no folder can be made there', hu: 'ott nem hozható létre mappa' };
    default:
      return { en: code, hu: code };
  }
}

/**
 * Creates `folder` and its missing parents one by one: Node's recursive mkdir never returns where a file system
 * refuses new folders with ENOENT (under /proc), and this check runs before every command that keeps state.
 */
function makeFolders(folder: string): void {
  const missing: string[] = [];
  for (let f = path.resolve(folder); !existsSync(f); f = path.dirname(f)) {
    missing.unshift(f);
    if (path.dirname(f) === f) break;
  }
  for (const f of missing) mkdirSync(f);
}

/**
 * Makes sure the data folder exists and can be written, by writing and removing a probe file in it (a permission
 * check alone passes for root on a read-only mount). Commands that keep state call it before anything is sent.
 */
export function checkStateFolder(): { ok: true } | { ok: false; error: { en: string; hu: string } } {
  const folder = stateFolder();
  const probe = path.join(folder, `.write-probe.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    makeFolders(folder);
    closeSync(openSync(probe, 'wx', 0o600));
    rmSync(probe, { force: true });
    return { ok: true };
  } catch (e) {
    const why = whyUnwritable((e as NodeJS.ErrnoException).code ?? String(e));
    return {
      ok: false,
      error: {
        en:
          `The data folder ${folder} (LISTING_IMPORTER_DATA_DIR) cannot be written: ${why.en}. Nothing was sent. ` +
          'Set LISTING_IMPORTER_DATA_DIR to a folder you can write, or fix this one.',
        hu:
          `Az adatmappa (${folder}, LISTING_IMPORTER_DATA_DIR) nem írható: ${why.hu}. Semmi sem lett elküldve. ` +
          'Állítsa a LISTING_IMPORTER_DATA_DIR változót egy írható mappára, vagy javítsa ezt.',
      },
    };
  }
}

export const stateFolders = {
  journal: () => path.join(stateFolder(), 'journal'),
  faults: () => path.join(stateFolder(), 'fault-budget'),
  reference: () => path.join(stateFolder(), 'reference-cache'),
};

/** The JSON password from `LISTING_API_PASSWORD`, or asked on a terminal without echo; null when neither can be had. */
export async function readPassword(user: string): Promise<string | null> {
  const fromEnv = process.env.LISTING_API_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY || !process.stderr.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const prompt = `JSON password for ${user}: `;
  process.stderr.write(prompt);
  // Echo nothing the user types after the prompt.
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  output._writeToOutput = () => undefined;
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

/** Parses a positive whole number option, or says what is wrong with it. */
export function positiveInt(
  name: string,
  raw: string | undefined,
): { ok: true; value: number | null } | { ok: false; message: string } {
  if (raw === undefined) return { ok: true, value: null };
  if (!/^[1-9]\d{0,15}$/.test(raw))
    return { ok: false, message: `${name} must be a positive whole number; got "${raw}".` };
  return { ok: true, value: Number(raw) };
}
