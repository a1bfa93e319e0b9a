// The `template` CLI command (kept with the template tests, whose helpers it shares): exit codes and messages.
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseReference, demoSeedReference, runTemplateCommand } from '../../../src/cli/commands/template-command';
import { saveReferenceCache } from '../../../src/engine/reference';
import type { TemplateCommandIo } from '../../../src/cli/commands/template-command';
import { SAMPLE_REFERENCE, tempDir } from './template-helpers';

function capture(): TemplateCommandIo & { readonly lines: string[]; readonly errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    log: (l) => lines.push(l),
    error: (l) => errors.push(l),
    reference: async () => ({ reference: null, description: 'none (test)' }),
  };
}

describe('template command', () => {
  it('writes the workbook and says what it used', async () => {
    const dir = await tempDir();
    const io = capture();
    const out = path.join(dir, 'sablon.xlsx');
    expect(await runTemplateCommand({ out, type: 'lakás,house', lang: 'hu' }, io)).toBe(0);
    expect(existsSync(out)).toBe(true);
    expect(io.lines.join('\n')).toContain('one sheet per type (apartment, house)');
    expect(io.lines.join('\n')).toContain('regions: none (test)');
    expect(await fs.readdir(dir)).toEqual(['sablon.xlsx']);
  });

  it('never overwrites an existing file without --force', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'filled.xlsx');
    await fs.writeFile(out, 'precious');
    const io = capture();
    expect(await runTemplateCommand({ out }, io)).toBe(2);
    expect(io.errors[0]).toContain('already exists');
    expect(await fs.readFile(out, 'utf8')).toBe('precious');
    expect(await runTemplateCommand({ out, force: true }, capture())).toBe(0);
    expect(await fs.readFile(out, 'utf8')).not.toBe('precious');
  });

  it('exits 2 naming the bad value and the allowed ones', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 't.xlsx');
    const types = capture();
    expect(await runTemplateCommand({ out, type: 'apartment,castle' }, types)).toBe(2);
    expect(types.errors[0]).toMatch(/"castle".*allowed: house, apartment, land/);
    const lang = capture();
    expect(await runTemplateCommand({ out, lang: 'de' }, lang)).toBe(2);
    expect(lang.errors[0]).toContain('Unknown language "de"; allowed: hu, en.');
    const missing = capture();
    expect(await runTemplateCommand({}, missing)).toBe(2);
    expect(missing.errors[0]).toContain('--out FILE is required');
    expect(existsSync(out)).toBe(false);
  });

  it('exits 1 when the folder cannot be written', async () => {
    const dir = await tempDir();
    const io = capture();
    expect(await runTemplateCommand({ out: path.join(dir, 'no-such-folder', 't.xlsx') }, io)).toBe(1);
    expect(io.errors[0]).toContain('Could not write the template');
  });

  it('turns the demo seed into reference data with settlements and districts', () => {
    const reference = demoSeedReference();
    const budapest = reference.regions.find((r) => r.name === 'Budapest');
    expect(budapest?.areas.some((a) => a.name === 'XIII. kerület')).toBe(true);
  });

  it('takes regions from the reference cache (the connection named, else the newest), else from the demo seed', async () => {
    const folder = await tempDir();
    const none = await chooseReference({}, folder);
    expect(none.description).toContain('no reference data cache found');
    expect(none.reference?.regions.length).toBe(demoSeedReference().regions.length);

    const older = {
      ...SAMPLE_REFERENCE,
      fetchedAt: '2026-01-01T00:00:00.000Z',
      source: { baseUrl: 'http://old.example/api/json/v3', user: 'anna' },
    };
    const newer = { ...SAMPLE_REFERENCE, source: { baseUrl: 'http://new.example/api/json/v3', user: 'bela' } };
    for (const data of [older, newer]) expect((await saveReferenceCache(folder, data)).ok).toBe(true);
    const newest = await chooseReference({}, folder);
    expect(newest.reference?.source.user).toBe('bela');
    expect(newest.description).toMatch(
      /^reference data cache of bela at http:\/\/new\.example\/api\/json\/v3, fetched .* \(3 settlements\)$/,
    );
    expect(
      (await chooseReference({ baseUrl: older.source.baseUrl, user: 'anna' }, folder)).reference?.source.user,
    ).toBe('anna');
    const missing = await chooseReference({ baseUrl: 'http://other.example/api/json/v3', user: 'cecil' }, folder);
    expect(missing.description).toContain('No reference data is cached for cecil');
  });

  it('moves a damaged cache aside while looking for the newest, and says so beside the regions it used', async () => {
    const folder = await tempDir();
    expect((await saveReferenceCache(folder, SAMPLE_REFERENCE)).ok).toBe(true);
    const damaged = path.join(folder, 'reference-0123456789abcdef.json');
    await fs.writeFile(damaged, '{"version":1,"data":{"regi');
    const choice = await chooseReference({}, folder);
    expect(choice.reference?.source.user).toBe(SAMPLE_REFERENCE.source.user);
    expect(choice.description).toContain(`The cached reference data (${damaged}) was damaged`);
    expect((await fs.readdir(folder)).filter((n) => n.includes('.damaged-'))).toHaveLength(1);
  });

  it('wants --base-url and --user together', async () => {
    const io = capture();
    expect(
      await runTemplateCommand(
        { out: path.join(await tempDir(), 't.xlsx'), baseUrl: 'http://x.example/api/json/v3' },
        io,
      ),
    ).toBe(2);
    expect(io.errors[0]).toContain('--base-url and --user go together');
  });
});
