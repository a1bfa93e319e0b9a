// What the user chose for one sheet in the Open step: its role, header row and (for properties) default type.
import type { PropertyType } from '../../../../catalog';
import type { MappingView, SheetChoice, SheetRoleName, SheetSummary, WorkbookInfo } from '../../../../shared/contract';

/** `type` stays undefined until the user picks one, so the sheet name or a loaded template decides. */
export interface Choice {
  role: SheetRoleName | null;
  headerRow: number;
  type?: PropertyType | null;
}

/** A sheet not chosen for yet shows what the services proposed. */
export function proposedChoice(sheet: SheetSummary): Choice {
  return { role: sheet.role, headerRow: sheet.headerRow };
}

/** The choices a freshly opened workbook starts with: the services' proposal, or the mapping made from it. */
export function initialChoices(workbook: WorkbookInfo, mapping: MappingView | null): Record<string, Choice> {
  return Object.fromEntries(
    workbook.sheets.map((s): [string, Choice] => {
      if (!mapping) return [s.name, proposedChoice(s)];
      const m = mapping.sheets.find((x) => x.sheet === s.name);
      if (!m) return [s.name, { role: null, headerRow: s.headerRow }];
      // Only a type other than the name's counts as the user's, so a template can still supply one.
      const type =
        m.role === 'properties' && m.defaultPropertyType !== s.defaultPropertyType
          ? { type: m.defaultPropertyType }
          : {};
      return [s.name, { role: m.role, headerRow: m.headerRow, ...type }];
    }),
  );
}

/** The choices as the services take them; a type the user never picked is left out. */
export function sheetChoices(choices: Record<string, Choice>): SheetChoice[] {
  return Object.entries(choices).map(([name, c]) => ({
    name,
    role: c.role,
    headerRow: c.headerRow,
    ...(c.type === undefined ? {} : { defaultPropertyType: c.type }),
  }));
}

/** The reader's header warnings for the sheets to be imported only. */
export function importedSheetWarnings(
  workbook: WorkbookInfo,
  choices: Record<string, Choice>,
): NonNullable<WorkbookInfo['warnings']> {
  // A reference sheet (the template's Települések) repeats headers by design.
  // A sheet not chosen for yet has the role the services proposed, as in the sheets table.
  const roleOf = (sheet: string) =>
    sheet in choices ? (choices[sheet]?.role ?? null) : (workbook.sheets.find((s) => s.name === sheet)?.role ?? null);
  return (workbook.warnings ?? []).filter((w) => roleOf(w.sheet) !== null);
}
