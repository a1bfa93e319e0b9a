// A value chosen in Review's list editor is written in the workbook's words, not the UI's: in a Hungarian workbook
// with the UI in English, "no" lands as "nem" beside the column's "igen" and "nem" (docs/wizard.md, "The list
// editor's words").
import { beforeEach, describe, expect, it } from 'vitest';
import { openListingWorkbook, useServices } from '../support/app-session-kit';

const h = useServices('li-list-edit-words-');

beforeEach(async () => {
  await h.call('setLanguage', { language: 'en', remember: false });
  await openListingWorkbook(h);
  await h.call('validate', {});
});

async function featuredCell(row: number): Promise<string | undefined> {
  const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'all' });
  const at = page.columns.findIndex((c) => c.field === 'property.is_featured');
  return page.rows.find((r) => r.row === row)?.cells[at]?.text;
}

async function edit(value: string): Promise<number> {
  const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'all' });
  const column = page.columns.find((c) => c.field === 'property.is_featured');
  const row = page.rows[0]?.row ?? 0;
  await h.call('editCell', { sheet: 'Ingatlanok', row, index: column?.index ?? -1, value });
  return row;
}

describe("the list editor's word in a Hungarian workbook with the UI in English", () => {
  it('writes "no" as the column\'s "nem"', async () => {
    expect(await featuredCell(await edit('no'))).toBe('nem');
  });

  it('writes "yes" as "igen"', async () => {
    expect(await featuredCell(await edit('yes'))).toBe('igen');
  });

  it('a bulk fix writes its chosen "no" as "nem" too', async () => {
    const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'all' });
    const index = page.columns.find((c) => c.field === 'property.is_featured')?.index ?? -1;
    const scope = 'all' as const;
    await h.call('bulkReplace', { sheet: 'Ingatlanok', index, find: 'igen', replace: 'no', scope, apply: true });
    expect(await featuredCell(page.rows[0]?.row ?? 0)).toBe('nem');
  });

  it('leaves a word that is no word of the list as typed', async () => {
    expect(await featuredCell(await edit('talán'))).toBe('talán');
  });
});
