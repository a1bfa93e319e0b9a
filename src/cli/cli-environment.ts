// Where the command line keeps its state, and how it gets the JSON password (never from a flag).
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Words } from '../catalog';
import { formatBoth } from '../catalog/message-catalog';
import { probeWritableFolder } from '../engine/fs/writable-folder';
import { CLI_MESSAGES } from './cli-messages';
import { CLI_ARGUMENT_MESSAGES } from './cli-argument-messages';
import { dataFolders } from '../engine/pipeline/data-folders';

/** A message for the user on the terminal: English, then the same in Hungarian on the next line. */
export function bilingual(n: { readonly en: string; readonly hu: string }): string {
  return n.hu === '' || n.hu === n.en ? n.en : `${n.en}\n${n.hu}`;
}

/** `bilingual`'s lines, each indented: an item listed under a message (a listing a refusal names). */
export function bilingualIndented(n: { readonly en: string; readonly hu: string }): string[] {
  return bilingual(n)
    .split('\n')
    .map((l) => `  ${l}`);
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

/**
 * Makes sure the data folder exists and can be written, by writing and removing a probe file in it (a permission
 * check alone passes for root on a read-only mount). Commands that keep state call it before anything is sent.
 */
export function checkStateFolder(): { ok: true } | { ok: false; error: { en: string; hu: string } } {
  const folder = stateFolder();
  const probed = probeWritableFolder(folder);
  if (probed.ok) return { ok: true };
  return { ok: false, error: formatBoth(CLI_MESSAGES.stateFolderUnwritable, { folder, why: probed.why }) };
}

export const stateFolders = {
  journal: () => dataFolders(stateFolder()).journal,
  faults: () => dataFolders(stateFolder()).faults,
  reference: () => dataFolders(stateFolder()).reference,
  sellers: () => dataFolders(stateFolder()).sellers,
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
): { ok: true; value: number | null } | { ok: false; error: Words } {
  if (raw === undefined) return { ok: true, value: null };
  if (!/^[1-9]\d{0,15}$/.test(raw))
    return { ok: false, error: formatBoth(CLI_ARGUMENT_MESSAGES.notPositiveWhole, { option: name, value: raw }) };
  return { ok: true, value: Number(raw) };
}
