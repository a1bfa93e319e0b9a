// Editors that fit the field: the value-mapping step is type-aware. A word valid for one property type
// but not another (`újszerű` → like_new, which apartments do not allow) is flagged for that type, with the rows it
// makes invalid and the words that type allows.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-type-aware-values-');

const HEADERS = ['Azonosító', 'Típus', 'Megbízás', 'Település', 'Kerület', 'Vételár (M Ft)', 'Szobák', 'Állapot'];

describe('value mapping per property type', () => {
  it("flags a word mapped to a code one type does not allow, with its rows and that type's words", async () => {
    const path = join(h.dir, 'types.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Ingatlanok').addRows([
      HEADERS,
      ['T-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2, 'újszerű'],
      ['T-2', 'ház', 'eladó', 'Budapest', 'XIII', 89, 4, 'újszerű'],
      ['T-3', 'lakás', 'eladó', 'Budapest', 'XIII', 39, 2, 'felújított'],
      ['T-4', 'lakás', 'eladó', 'Budapest', 'XIII', 52, 3, 'újszerű'],
    ]);
    await wb.xlsx.writeFile(path);
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    await h.call('openWorkbook', { file: { kind: 'path', path } });
    await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });

    const condition = (await h.call('getValueMappings', {})).find((c) => c.field === 'special.condition');
    const word = condition?.values.find((v) => v.raw === 'újszerű');
    expect(word).toMatchObject({ code: 'like_new', count: 3 });
    expect(word?.notAllowed).toHaveLength(1);
    const apartment = word?.notAllowed?.[0];
    expect(apartment).toMatchObject({ type: 'apartment', count: 2, rows: [2, 5] });
    expect(apartment?.allowed.map((a) => a.code)).toContain('renovated');
    expect(apartment?.allowed.map((a) => a.code)).not.toContain('like_new');
    expect(condition?.values.find((v) => v.raw === 'felújított')?.notAllowed ?? []).toEqual([]);
  });

  it("offers the type's allowed words nearest in meaning to the refused one, nearest first", async () => {
    const path = join(h.dir, 'nearest.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Ingatlanok').addRows([HEADERS, ['T-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2, 'újszerű']]);
    await wb.xlsx.writeFile(path);
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    await h.call('openWorkbook', { file: { kind: 'path', path } });
    await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });

    const condition = (await h.call('getValueMappings', {})).find((c) => c.field === 'special.condition');
    const apartment = condition?.values.find((v) => v.raw === 'újszerű')?.notAllowed?.[0];
    expect(apartment?.nearest?.map((w) => w.hu)).toEqual(['kiváló', 'felújított', 'jó']);
  });
});
