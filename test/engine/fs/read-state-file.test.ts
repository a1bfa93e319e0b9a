import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { readStateFile, writeStateFile } from '../../../src/engine/fs/read-state-file';
import { STATE_DAMAGES, UNREADABLE_DAMAGE, movedAside } from '../../support/state-damage-kit';

const Schema = z.strictObject({ some: z.string() });
const WHAT = { en: 'the test state', hu: 'a próba állapot' };
const NOW = () => new Date('2026-11-29T01:02:03.456Z');

async function fileIn(): Promise<string> {
  return path.join(await mkdtemp(path.join(os.tmpdir(), 'state-file-')), 'state.json');
}

describe('readStateFile', () => {
  it('says missing for a file that is not there', async () => {
    expect(await readStateFile(await fileIn(), Schema, { what: WHAT })).toEqual({ kind: 'missing' });
  });

  it('reads a good file written by writeStateFile, mode 0600', async () => {
    const file = await fileIn();
    await writeStateFile(file, { some: 'state' });
    expect(await readStateFile(file, Schema, { what: WHAT })).toEqual({ kind: 'ok', value: { some: 'state' } });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it.each(STATE_DAMAGES)('moves a file $name aside with a message in both languages', async (damage) => {
    const file = await fileIn();
    await writeStateFile(file, { some: 'state' });
    await damage.apply(file);
    const read = await readStateFile(file, Schema, { what: WHAT, now: NOW });
    const aside = `${file}.damaged-2026-11-29T01-02-03Z`;
    expect(read).toMatchObject({ kind: 'damaged', movedTo: aside });
    if (read.kind !== 'damaged') return;
    expect(read.notice.en).toContain(`The test state (${file}) was damaged`);
    expect(read.notice.en).toContain(aside);
    expect(read.notice.hu).toContain(`A próba állapot (${file}) sérült`);
    expect(await movedAside(file)).toEqual([aside]);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps an earlier damaged copy: a second one gets its own name', async () => {
    const file = await fileIn();
    await writeFile(file, 'first');
    await readStateFile(file, Schema, { what: WHAT, now: NOW });
    await writeFile(file, 'second');
    const second = await readStateFile(file, Schema, { what: WHAT, now: NOW });
    expect(second).toMatchObject({ movedTo: `${file}.damaged-2026-11-29T01-02-03Z-2` });
    expect(await readFile(`${file}.damaged-2026-11-29T01-02-03Z`, 'utf8')).toBe('first');
  });

  it('leaves a file nobody can read in place (not known to be damaged) and says it cannot be read', async () => {
    const file = await fileIn();
    await UNREADABLE_DAMAGE.apply(file);
    const read = await readStateFile(file, Schema, { what: WHAT });
    expect(read).toMatchObject({ kind: 'damaged', movedTo: null });
    expect(read.kind === 'damaged' && read.notice.en).toContain(`(${file}) cannot be used: it cannot be read (ENXIO)`);
    expect((await stat(file)).isSocket()).toBe(true);
    expect(await movedAside(file)).toEqual([]);
  });

  it('leaves a damaged file the user gave in place when told not to move it', async () => {
    const file = await fileIn();
    await writeFile(file, '{"some":');
    const read = await readStateFile(file, Schema, { what: WHAT, moveAside: false });
    expect(read).toMatchObject({ kind: 'damaged', movedTo: null });
    expect(await readFile(file, 'utf8')).toBe('{"some":');
  });

  it('names the wrong part of a file of the wrong shape', async () => {
    const file = await fileIn();
    await writeFile(file, '{"some": 5}');
    const read = await readStateFile(file, Schema, { what: WHAT });
    expect(read.kind === 'damaged' && read.notice.en).toContain('not in the expected form (some:');
  });
});
