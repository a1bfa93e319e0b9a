// Commander's own usage errors keep their English and get a Hungarian line after it (docs/messages.md, "Command
// line"); an error commander words otherwise stays as it is; the exit code stays 2.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withHungarian } from '../../src/cli/commander-usage-errors';
import { buildProgram } from '../../src/cli/program';

class Exited extends Error {
  constructor(readonly code: number | undefined) {
    super(`exit ${String(code)}`);
  }
}

/** Runs the program on `args` in-process; what it wrote to stderr before the help, and the exit code it asked for. */
async function usageError(args: readonly string[]): Promise<{ lines: string[]; code: number | undefined }> {
  const written: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  vi.spyOn(process, 'exit').mockImplementation((code?: string | number | null) => {
    throw new Exited(typeof code === 'number' ? code : undefined);
  });
  const argv = ['node', 'listing-importer', ...args];
  const program = await buildProgram(argv);
  const exited = await program.parseAsync(argv).then(
    () => null,
    (e: unknown) => (e instanceof Exited ? e : Promise.reject(e)),
  );
  vi.restoreAllMocks();
  const text = written.join('');
  // The first block is the error; the help commander shows after it follows a blank line.
  return { lines: text.slice(0, text.indexOf('\n\n')).split('\n'), code: exited?.code };
}

afterEach(() => vi.restoreAllMocks());

describe("commander's usage errors in both languages", () => {
  it('says an unknown option and its suggestion in English, then in Hungarian, exit 2', async () => {
    const r = await usageError(['upload', 'konyv.xlsx', '--base-url', 'http://x', '--user', 'u', '--ofice-id', '1']);
    expect(r.lines).toEqual([
      "error: unknown option '--ofice-id'",
      '(Did you mean --office-id?)',
      'hiba: ismeretlen kapcsoló: „--ofice-id”',
      '(Erre gondolt: --office-id?)',
    ]);
    expect(r.code).toBe(2);
  });

  it('says a missing required option in English, then in Hungarian, exit 2', async () => {
    const r = await usageError(['export', '--user', 'u', '--out', 'ki.xlsx']);
    expect(r.lines).toEqual([
      "error: required option '--base-url <url>' not specified",
      'hiba: a kötelező „--base-url <url>” kapcsoló nincs megadva',
    ]);
    expect(r.code).toBe(2);
  });

  it('says a missing argument in English, then in Hungarian, exit 2', async () => {
    const r = await usageError(['map']);
    expect(r.lines[0]).toMatch(/^error: missing required argument '(\w+)'$/);
    expect(r.lines[1]).toMatch(/^hiba: hiányzik a kötelező „\w+” argumentum$/);
    expect(r.code).toBe(2);
  });

  it('says an option without its value in English, then in Hungarian, exit 2', async () => {
    const r = await usageError(['map', 'konyv.xlsx', '--mapping']);
    expect(r.lines).toEqual([
      "error: option '--mapping <file>' argument missing",
      'hiba: a(z) „--mapping <file>” kapcsoló után hiányzik az érték',
    ]);
    expect(r.code).toBe(2);
  });

  it('says an unknown command in English, then in Hungarian, exit 2', async () => {
    const r = await usageError(['feltolt']);
    expect(r.lines[0]).toBe("error: unknown command 'feltolt'");
    expect(r.lines).toContain('hiba: ismeretlen parancs: „feltolt”');
    expect(r.code).toBe(2);
  });

  it('says too many arguments in English, then in Hungarian, exit 2', async () => {
    const r = await usageError(['map', 'a.xlsx', 'b.xlsx']);
    expect(r.lines).toEqual([
      "error: too many arguments for 'map'. Expected 1 argument but got 2.",
      'hiba: túl sok argumentum a(z) „map” parancsnak: 1 argumentumot vár, de 2 érkezett.',
    ]);
    expect(r.code).toBe(2);
  });

  it('leaves an error it does not recognise in English as commander wrote it', () => {
    const text = "error: option '--x' cannot be used with option '--y'\n";
    expect(withHungarian(text)).toBe(text);
  });
});
