// The `template` CLI command (kept with the template tests, whose helpers it shares): exit codes and messages.
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSeedReference, runTemplateCommand } from '../../../src/cli/commands/template-command';
import type { TemplateCommandIo } from '../../../src/cli/commands/template-command';
import { tempDir } from './template-helpers';

function capture(): TemplateCommandIo & { readonly lines: string[]; readonly errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines, errors,
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
});
