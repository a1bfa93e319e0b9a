// The one reader of the files the product keeps in its data folder (profiles, key, mapping files, learned words,
// reference cache, recent files): missing, read, or damaged. A damaged file is moved aside, never read as empty and
// then replaced by the next save, and the caller gets a message to show (docs/security.md, "Local state").
import { readFile, rename, stat } from 'node:fs/promises';
import type { z } from 'zod';
import type { Result } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { writeFileDurable } from './durable-write';
import { STATE_FILE_MESSAGES as M } from './fs-messages';

/** A message for the user in both UI languages. */
export interface StateNotice {
  readonly en: string;
  readonly hu: string;
}

export type StateFileRead<T> =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly value: T }
  /**
   * `movedTo`: where the damaged file now is; null when it could not be moved (or `moveAside` was off), in which case
   * the caller must not write over it.
   */
  | { readonly kind: 'damaged'; readonly movedTo: string | null; readonly notice: StateNotice };

/** Checks parsed JSON: a zod schema, or a function saying what is wrong. */
export type StateParser<T> = z.ZodType<T> | ((json: unknown) => Result<T, string>);

export interface StateFileOptions {
  /** What the file holds, in both languages, for the message ("the saved connections"). */
  readonly what: StateNotice;
  /** Move a damaged file aside (default true); off for files the user gave us, which are theirs to fix. */
  readonly moveAside?: boolean;
  /**
   * Move aside a file that cannot be read, too (default false: it is not known to be damaged). For state whose loss
   * only makes the product more careful and that must be writable again, like the fault count.
   */
  readonly moveUnreadable?: boolean;
  readonly now?: () => Date;
}

/** Why a file is unusable, in both languages. */
export type StateDamage = StateNotice;
type Damage = StateDamage;

const EMPTY: Damage = M.empty;
const NOT_JSON: Damage = M.notJson;
const FOLDER: Damage = M.folder;

function wrongShape(detail: string): Damage {
  return formatBoth(M.wrongShape, { detail });
}

function unreadable(code: string): Damage {
  return formatBoth(M.unreadable, { code });
}

function errnoOf(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? String(e);
}

/** `NAME.damaged-2026-11-29T01-46-16Z` (no colons: valid on every file system), `-2`, `-3` when taken. */
async function asideName(file: string, now: Date): Promise<string> {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  for (let n = 1; ; n++) {
    const candidate = `${file}.damaged-${stamp}${n === 1 ? '' : `-${n}`}`;
    const taken = await stat(candidate).then(
      () => true,
      () => false,
    );
    if (!taken) return candidate;
  }
}

async function moveAside(file: string, now: Date): Promise<string | null> {
  try {
    const aside = await asideName(file, now);
    await rename(file, aside);
    return aside;
  } catch {
    return null;
  }
}

function noticeOf(file: string, what: StateNotice, damage: Damage, movedTo: string | null): StateNotice {
  const opening = { en: capital(what.en), hu: capital(what.hu) };
  if (movedTo !== null) return formatBoth(M.movedAside, { what: opening, file, damage, movedTo });
  return formatBoth(M.leftAlone, { what: opening, file, damage });
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function parseWith<T>(parser: StateParser<T>, json: unknown): Result<T, string> {
  if (typeof parser === 'function') return parser(json);
  const parsed = parser.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const first = parsed.error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return err(`${where}${first?.message ?? 'unexpected content'}`);
}

/** Reads `file` as raw bytes and checks them with `decode`; see the module title. */
export async function readStateBytes<T>(
  file: string,
  decode: (bytes: Buffer) => Result<T, Damage>,
  o: StateFileOptions,
): Promise<StateFileRead<T>> {
  let bytes: Buffer;
  let damage: Damage;
  try {
    bytes = await readFile(file);
    const decoded = decode(bytes);
    if (decoded.ok) return { kind: 'ok', value: decoded.value };
    damage = decoded.error;
  } catch (e) {
    const code = errnoOf(e);
    if (code === 'ENOENT') return { kind: 'missing' };
    damage = code === 'EISDIR' ? FOLDER : unreadable(code);
    // A file we may not read is not known to be damaged: leave it for the user (it is not moved aside).
    if (damage !== FOLDER && o.moveUnreadable !== true) {
      return { kind: 'damaged', movedTo: null, notice: noticeOf(file, o.what, damage, null) };
    }
  }
  const movedTo = o.moveAside === false ? null : await moveAside(file, (o.now ?? (() => new Date()))());
  return { kind: 'damaged', movedTo, notice: noticeOf(file, o.what, damage, movedTo) };
}

/** Reads a JSON state file and checks it with `parser`; see the module title. */
export function readStateFile<T>(file: string, parser: StateParser<T>, o: StateFileOptions): Promise<StateFileRead<T>> {
  return readStateBytes(
    file,
    (bytes) => {
      const text = bytes.toString('utf8');
      if (text.trim() === '') return err(EMPTY);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return err(NOT_JSON);
      }
      const parsed = parseWith(parser, json);
      return parsed.ok ? parsed : err(wrongShape(parsed.error));
    },
    o,
  );
}

/** Writes a JSON state file through the one durable atomic write (mode 0600 unless told). */
export async function writeStateFile(file: string, value: unknown, mode = 0o600): Promise<void> {
  await writeFileDurable(file, `${JSON.stringify(value, null, 2)}\n`, { mode });
}
