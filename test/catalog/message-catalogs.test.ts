// Every message catalog of src/ (`defineMessages` in files named `*-messages.ts`, docs/messages.md): each id has both languages, none
// empty, and both languages name the same parameters, so no text loses a value in translation.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Message, MessageText } from '../../src/catalog/message-catalog';
import { isMessageCatalog, placeholdersOf } from '../../src/catalog/message-catalog';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');

const sourceFiles = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
  .map((e) => join(e.parentPath, e.name));

const definesCatalog = (file: string): boolean => /\bdefineMessages\(/.test(readFileSync(file, 'utf8'));

/** The catalogs: modules calling `defineMessages`, besides the mechanism itself. */
const catalogFiles = sourceFiles.filter((f) => !f.endsWith('message-catalog.ts') && definesCatalog(f));

interface Found {
  readonly where: string;
  readonly message: Message;
}

async function messagesOf(file: string): Promise<Found[]> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return Object.entries(module).flatMap(([name, value]) =>
    isMessageCatalog(value)
      ? Object.entries(value).map(([id, message]) => ({ where: `${relative(SRC, file)} ${name}.${id}`, message }))
      : [],
  );
}

function forms(text: MessageText): readonly string[] {
  return typeof text === 'string' ? [text] : [text.one, text.other];
}

function sorted(set: ReadonlySet<string>): string[] {
  return [...set].sort();
}

describe('message catalogs', () => {
  it('keeps catalogs in files named for them (`*-messages.ts`), each exporting its catalogs', async () => {
    expect(catalogFiles.length).toBeGreaterThan(0);
    expect(catalogFiles.filter((f) => !f.endsWith('-messages.ts')).map((f) => relative(SRC, f))).toEqual([]);
    for (const file of catalogFiles) expect((await messagesOf(file)).length, relative(SRC, file)).toBeGreaterThan(0);
  });

  it('has every message in English and Hungarian, no form empty', async () => {
    const empty: string[] = [];
    for (const file of catalogFiles) {
      for (const { where, message } of await messagesOf(file)) {
        for (const lang of ['en', 'hu'] as const) {
          const text = message[lang] as MessageText | undefined;
          if (text === undefined || forms(text).some((t) => t.trim() === '')) empty.push(`${where} ${lang}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it('names the same parameters in both languages, in every plural form', async () => {
    const differing: string[] = [];
    for (const file of catalogFiles) {
      for (const { where, message } of await messagesOf(file)) {
        const en = sorted(placeholdersOf(message.en));
        const hu = sorted(placeholdersOf(message.hu));
        if (en.join() !== hu.join()) differing.push(`${where}: en {${en.join()}} hu {${hu.join()}}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('writes Hungarian the Hungarian way: „…” quotes closed with ”, and "az" before a vowel', async () => {
    const wrong: string[] = [];
    for (const file of catalogFiles) {
      for (const { where, message } of await messagesOf(file)) {
        for (const text of forms(message.hu)) {
          if (/„[^”]*"/.test(text)) wrong.push(`${where}: a „ closed with "`);
          if (/(^|[\s(])[Aa] [aáeéiíoóöőuúüű]/u.test(text)) wrong.push(`${where}: "a" before a vowel`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
