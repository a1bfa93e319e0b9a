import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_KIND,
  loadMappingTemplate,
  parseMappingTemplate,
  proposeMapping,
  saveMappingTemplate,
  setColumnField,
  templateFromMapping,
} from '../../../src/engine/mapping';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('mapping-template-');

const HEADERS = ['Ref', 'Kategória', 'Összeg', 'Megjegyzés', 'Import status'];

function userMapping() {
  const proposed = proposeMapping([{ sheet: 'Export', headerRow: 2, headers: HEADERS, role: 'properties' }]);
  const [sheet] = proposed.sheets;
  if (!sheet) throw new Error('no sheet');
  let s = setColumnField(sheet, 1, 'property.type');
  s = setColumnField(s, 2, 'price.price');
  s = setColumnField(s, 3, null);
  return { sheets: [s] };
}

describe('mapping templates', () => {
  it('saves a mapping and reuses it on another workbook with the same headers', async () => {
    const file = join(temp.dir, 'iroda.mapping.json');
    const template = templateFromMapping(userMapping());
    expect(template.sheets[0]?.columns).toEqual({
      Ref: 'id.transfer_id',
      Kategória: 'property.type',
      Összeg: 'price.price',
      Megjegyzés: null,
    });
    expect(await saveMappingTemplate(file, template)).toEqual({ ok: true, value: undefined });
    expect(await readdir(temp.dir)).toEqual(['iroda.mapping.json']);

    const loaded = await loadMappingTemplate(file);
    if (!loaded.ok) throw new Error(loaded.error);
    // Another month's export: other sheet name, other column order, headers differing only in case.
    const next = proposeMapping(
      [{ sheet: 'Export 2024-06', headerRow: 1, headers: ['összeg', 'Kategória', 'Ref', 'Megjegyzés', 'Ár'] }],
      { template: loaded.value },
    );
    const [sheet] = next.sheets;
    expect(sheet?.role).toBe('properties');
    expect(sheet?.columns.map((c) => [c.header, c.field, c.source, c.confidence])).toEqual([
      ['összeg', 'price.price', 'template', 1],
      ['Kategória', 'property.type', 'template', 1],
      ['Ref', 'id.transfer_id', 'template', 1],
      ['Megjegyzés', null, 'template', 1],
      // Not in the template, and its field is taken by the template's column.
      ['Ár', null, 'none', 0],
    ]);
  });

  it('does not apply a template to a sheet with unrelated headers', async () => {
    const template = templateFromMapping(userMapping());
    const m = proposeMapping([{ sheet: 'Értékesítők', headerRow: 1, headers: ['Név', 'Email', 'Telefon'] }], {
      template,
    });
    expect(m.sheets[0]?.role).toBe('sellers');
    expect(m.sheets[0]?.columns.every((c) => c.source !== 'template')).toBe(true);
  });

  it('names what is wrong in a corrupt template file', async () => {
    const missing = await loadMappingTemplate(join(temp.dir, 'nincs.json'));
    expect(missing).toEqual({ ok: false, error: `Mapping template ${join(temp.dir, 'nincs.json')} does not exist.` });

    const broken = join(temp.dir, 'broken.json');
    await writeFile(broken, '{"kind": "listing-importer/mapping-template", "version": 1, "sheets": [');
    const b = await loadMappingTemplate(broken);
    expect(b.ok).toBe(false);
    expect(!b.ok && b.error).toBe(
      `The mapping file (${broken}) cannot be used: it is not valid JSON (cut off or garbled). ` +
        'It was left as it is. Save the mapping again.',
    );

    const wrongField = join(temp.dir, 'wrong.json');
    await writeFile(
      wrongField,
      JSON.stringify({
        kind: TEMPLATE_KIND,
        version: 1,
        sheets: [{ sheet: 'A', role: 'properties', columns: { Ár: 'price.prize' } }],
      }),
    );
    const w = await loadMappingTemplate(wrongField);
    expect(!w.ok && w.error).toContain(
      `(${wrongField}) cannot be used: it is not in the expected form (not a valid mapping template: ` +
        'sheets[0].columns.Ár: "price.prize" is not a field of a properties sheet).',
    );

    expect(parseMappingTemplate({ kind: TEMPLATE_KIND, version: 2, sheets: [] })).toEqual({
      ok: false,
      error: expect.stringContaining('version'),
    });
    const badRole = parseMappingTemplate({
      kind: TEMPLATE_KIND,
      version: 1,
      sheets: [{ sheet: null, role: 'buyers', columns: {} }],
    });
    expect(!badRole.ok && badRole.error).toContain('sheets[0].role');
    expect(parseMappingTemplate([]).ok).toBe(false);
    expect(parseMappingTemplate({ kind: 'something else', version: 1, sheets: [] }).ok).toBe(false);
  });

  it('reports a template that cannot be written and leaves no temporary file', async () => {
    const r = await saveMappingTemplate(join(temp.dir, 'no-such-folder', 't.json'), templateFromMapping(userMapping()));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.en).toContain('cannot be written (ENOENT)');
    expect(!r.ok && r.error.hu).toContain('nem írható (ENOENT)');
    expect(await readdir(temp.dir)).toEqual([]);
    const file = join(temp.dir, 't.json');
    await saveMappingTemplate(file, templateFromMapping(userMapping()));
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ kind: TEMPLATE_KIND, version: 1 });
  });
});
