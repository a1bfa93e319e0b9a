// The damages a state file is tried with (test/engine/fs/state-damage.test.ts and the readers' own tests).
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

export interface StateDamageCase {
  readonly name: string;
  /** Damages `file`, which holds a good state file's text (or does not exist). */
  readonly apply: (file: string) => Promise<void>;
}

export const STATE_DAMAGES: readonly StateDamageCase[] = [
  { name: 'truncated to 0 bytes', apply: (f) => writeFile(f, '') },
  {
    name: 'cut in the middle',
    apply: async (f) => {
      // Its bytes, not its decoded text: a key of random bytes cut through its text could keep its length.
      const bytes = await readFile(f).catch(() => Buffer.from('{"some":"state"}'));
      await writeFile(f, bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2))));
    },
  },
  { name: 'garbage', apply: (f) => writeFile(f, Buffer.from('\0\u0001garbage{{{', 'utf8')) },
  { name: 'wrong JSON shape', apply: (f) => writeFile(f, '{"unexpected": [1, 2, 3]}\n') },
  {
    name: 'a folder in its place',
    apply: async (f) => {
      await rm(f, { force: true });
      await mkdir(f, { recursive: true });
      await writeFile(path.join(f, 'inside.txt'), 'kept');
    },
  },
];

/**
 * A file nobody can read, root included (tests run as root, whom file modes do not stop): a UNIX socket left in its
 * place, which every open answers with ENXIO.
 */
export const UNREADABLE_DAMAGE: StateDamageCase = {
  name: 'unreadable (a socket in its place, ENXIO even for root)',
  apply: async (f) => {
    await rm(f, { recursive: true, force: true });
    const made = `${f}.sock-${process.pid}`;
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(made, resolve));
    // Renamed away from the path the server unlinks when it closes, it stays behind as a socket file.
    await rename(made, f);
    await new Promise((resolve) => server.close(resolve));
  },
};

/** Every damage, the unreadable file too. */
export const ALL_STATE_DAMAGES: readonly StateDamageCase[] = [...STATE_DAMAGES, UNREADABLE_DAMAGE];

/** The files moved aside beside `file` (`NAME.damaged-…`). */
export async function movedAside(file: string): Promise<string[]> {
  const base = path.basename(file);
  const names = await readdir(path.dirname(file)).catch(() => []);
  return names.filter((n) => n.startsWith(`${base}.damaged-`)).map((n) => path.join(path.dirname(file), n));
}
