// The ratchet on inline English–Hungarian pairs (docs/messages.md): a text in both languages lives in a catalog
// (`defineMessages` in a `*-messages.ts` file, or the catalog layer's field data), not as a `{ en: …, hu: … }` pair
// written where it is used. The files below still hold such pairs; their counts may only fall, and a file is taken
// off the list when it has none left.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');

/**
 * A Hungarian text written inline: `hu:` (of a `{ en, hu }` pair) or `messageHu:` (of a `{ message, messageHu }`
 * pair) followed by a string, a template or a function of the words.
 */
const INLINE_PAIR = /\b(?:hu|[a-z]\w*Hu):\s*(?:['"`]|\()/g;

/** Files not yet moved onto catalogs, with how many inline pairs each still holds (never more). */
const NOT_YET_MIGRATED: Readonly<Record<string, number>> = {};

/** Files whose `hu:` keys are data, not a message, each with the reason. */
const NOT_MESSAGES: Readonly<Record<string, string>> = {
  'sandbox/demo-seed.ts':
    "a demo listing's Hungarian description (the API's `descriptions.hu`), data the sandbox holds",
};

function rel(file: string): string {
  return relative(SRC, file).split(sep).join('/');
}

function isCatalog(path: string, text: string): boolean {
  return path.startsWith('catalog/') || (path.endsWith('-messages.ts') && /\bdefineMessages\(/.test(text));
}

/** Every source file of src/, as its path and text. */
function sources(): (readonly [string, string])[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => [rel(join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name), 'utf8')] as const);
}

/** Inline pairs per source file outside the catalogs. */
function inlinePairs(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [path, text] of sources()) {
    if (isCatalog(path, text) || Object.hasOwn(NOT_MESSAGES, path)) continue;
    const n = text.match(INLINE_PAIR)?.length ?? 0;
    if (n > 0) counts.set(path, n);
  }
  return counts;
}

describe('inline English–Hungarian pairs', () => {
  const counts = inlinePairs();

  it('appear in no file outside the catalogs and the list of files not yet migrated', () => {
    expect([...counts.keys()].filter((f) => !Object.hasOwn(NOT_YET_MIGRATED, f))).toEqual([]);
  });

  it('never grow in a file not yet migrated', () => {
    const grown = Object.entries(NOT_YET_MIGRATED)
      .filter(([f, allowed]) => (counts.get(f) ?? 0) > allowed)
      .map(([f, allowed]) => `${f}: ${counts.get(f) ?? 0} > ${allowed}`);
    expect(grown).toEqual([]);
  });

  it("keeps the app session's `say` to choosing between a pair the engine made, never a text written at the call", () => {
    const literal = /\bsay\(\s*env,\s*['"`]/;
    expect(
      sources()
        .filter(([, text]) => literal.test(text))
        .map(([path]) => path),
    ).toEqual([]);
  });

  it("has no file of src/ choose a text by the language itself (`lang === 'hu' ? '…' : '…'`), only a catalog", () => {
    const choice = /===\s*'(?:hu|en)'\s*\?\s*(?!'(?:hu|en)'\s*:)['"`]/;
    expect(
      sources()
        .filter(([, text]) => choice.test(text))
        .map(([path]) => path),
    ).toEqual([]);
  });

  it('lists only files that still hold pairs, so the list only shrinks', () => {
    expect(Object.keys(NOT_YET_MIGRATED).filter((f) => !counts.has(f))).toEqual([]);
  });
});
