// Words learned once: a word mapped by hand (in the app, or a mapping file's `values`) is remembered per office in
// the data folder and applied on the office's next import, until the user forgets it.
import path from 'node:path';
import { z } from 'zod';
import type { Result } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { writeFileDurable } from '../fs/durable-write';
import type { StateNotice } from '../fs/read-state-file';
import { readStateFile } from '../fs/read-state-file';
import { squeezeText } from './fold-text';
import type { ValueOverride } from './value-override';
import { VALUES_MESSAGES as M } from './values-messages';

export interface LearnedWord extends ValueOverride {
  /** When it was mapped by hand (ISO time). */
  readonly learnedAt: string;
  /** Where: `app` or the mapping file's name. */
  readonly from: string;
}

const FILE_KIND = 'listing-importer/learned-words';

const fileSchema = z.strictObject({
  kind: z.literal(FILE_KIND),
  version: z.literal(1),
  officeId: z.number().int().positive(),
  words: z.array(
    z.strictObject({
      field: z.string(),
      value: z.string(),
      code: z.string(),
      learnedAt: z.string(),
      from: z.string(),
    }),
  ),
});

/** `<data folder>/learned-words`. */
export function learnedWordsFolder(dataDir: string): string {
  return path.join(dataDir, 'learned-words');
}

function fileOf(folder: string, officeId: number): string {
  return path.join(folder, `office-${officeId}.json`);
}

function sameWord(a: Pick<ValueOverride, 'field' | 'value'>, b: Pick<ValueOverride, 'field' | 'value'>): boolean {
  return a.field === b.field && squeezeText(a.value) === squeezeText(b.value);
}

/**
 * The office's remembered words; none when the office has no file yet. A damaged file is an error, never ignored:
 * it is moved aside and the run stops, so no import silently goes on without the words (docs/security.md).
 */
type Words = Result<readonly LearnedWord[], StateNotice>;

export async function loadLearnedWords(folder: string, officeId: number): Promise<Words> {
  const file = fileOf(folder, officeId);
  const read = await readStateFile(
    file,
    (json) => {
      const parsed = fileSchema.safeParse(json);
      if (!parsed.success) return err(parsed.error.issues[0]?.path.join('.') || 'top level');
      return parsed.data.officeId === officeId ? ok(parsed.data.words) : err(`officeId ${parsed.data.officeId}`);
    },
    { what: formatBoth(M.learnedWordsFile, { office: officeId }) },
  );
  switch (read.kind) {
    case 'missing':
      return ok([]);
    case 'ok':
      return ok(read.value);
    case 'damaged':
      return err(read.movedTo === null ? read.notice : formatBoth(M.learnedWordsMoved, { damage: read.notice }));
  }
}

async function save(folder: string, officeId: number, words: readonly LearnedWord[]): Promise<Words> {
  const file = fileOf(folder, officeId);
  try {
    const text = `${JSON.stringify({ kind: FILE_KIND, version: 1, officeId, words }, null, 2)}\n`;
    await writeFileDurable(file, text, { mode: 0o600 });
    return ok(words);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    return err(formatBoth(M.learnedWordsUnwritable, { office: officeId, file, code }));
  }
}

/** Remembers words for the office; a word already known in that field takes the new code. */
export async function learnWords(
  folder: string,
  officeId: number,
  words: readonly ValueOverride[],
  from: string,
  now: Date = new Date(),
): Promise<Words> {
  const known = await loadLearnedWords(folder, officeId);
  if (!known.ok) return known;
  const fresh = words.filter((w) => !known.value.some((k) => sameWord(k, w) && k.code === w.code));
  if (fresh.length === 0) return known;
  const kept = known.value.filter((k) => !fresh.some((w) => sameWord(k, w)));
  const learnedAt = now.toISOString();
  const added = fresh.map((w) => ({ field: w.field, value: w.value.trim(), code: w.code, learnedAt, from }));
  return save(folder, officeId, [...kept, ...added]);
}

/** Forgets the given words (by field and value), or every word of the office when `which` is `all`. */
export async function forgetWords(
  folder: string,
  officeId: number,
  which: readonly Pick<ValueOverride, 'field' | 'value'>[] | 'all',
): Promise<Words> {
  const known = await loadLearnedWords(folder, officeId);
  if (!known.ok) return known;
  const kept = which === 'all' ? [] : known.value.filter((k) => !which.some((w) => sameWord(k, w)));
  if (kept.length === known.value.length) return known;
  return save(folder, officeId, kept);
}

/** The overrides of a run: remembered words first, so the run's own choices (later) win. */
export function withLearnedWords(learned: readonly ValueOverride[], own: readonly ValueOverride[]): ValueOverride[] {
  return [...learned.map(({ field, value, code }) => ({ field, value, code })), ...own];
}
