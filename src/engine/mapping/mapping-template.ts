// Mapping templates: a saved mapping keyed by header text, reused on another workbook with the same headers.
import { z } from 'zod';
import type { FieldDef, PropertyType, Result, SheetRole, Words } from '../../catalog';
import {
  PROPERTY_TYPES,
  SHEET_ROLES,
  SPECIAL_BLOCKS,
  err,
  fieldsForRole,
  findField,
  formatBoth,
  ok,
} from '../../catalog';
import { writeFileDurable } from '../fs/durable-write';
import type { StateNotice } from '../fs/read-state-file';
import { readStateFile } from '../fs/read-state-file';
import type { WorkbookMapping } from '../model/workbook-mapping';
import type { InterpretationKind } from '../model/interpretation-kind';
import { INTERPRETATION_KINDS } from '../model/interpretation-kind';
import { readUnit } from './header-unit';
import { MAPPING_MESSAGES as M } from './mapping-messages';
import type { ValueOverride } from '../values/value-override';

export const TEMPLATE_KIND = 'listing-importer/mapping-template';

export interface TemplateSheet {
  /** The sheet name it was made from; a sheet of that name is matched first. */
  readonly sheet: string | null;
  readonly role: SheetRole;
  /** Header text → catalog key, or null for a column deliberately not imported. */
  readonly columns: Readonly<Record<string, string | null>>;
  /** Properties sheets: the default property type; absent in templates saved before it existed. */
  readonly defaultPropertyType?: PropertyType | null;
  /** Header text → interpretations turned off for that column (`["scale"]`: `Ár (M Ft)` holds whole forints). */
  readonly off?: Readonly<Record<string, readonly InterpretationKind[]>>;
  /** Header text → the unit of that column, read instead of the header's (`{"Ár": "M Ft"}`: prices in millions). */
  readonly units?: Readonly<Record<string, string>>;
}

export interface MappingTemplate {
  readonly kind: typeof TEMPLATE_KIND;
  readonly version: 1;
  readonly sheets: readonly TemplateSheet[];
  /**
   * Words mapped by hand: `{ field, value, code }` (`"cirkófűtés"` in `special.heating_type` is `circulating`).
   * Used on every import with this file, and remembered for the office (words learned once).
   */
  readonly values?: readonly ValueOverride[];
}

const unitSchema = z.string().refine((u) => readUnit(u) !== null, {
  message: 'is not a unit (e.g. "M Ft", "e Ft", "EUR", "Ft/hó", "nöl")',
});

const sheetSchema = z
  .strictObject({
    sheet: z.string().nullable(),
    role: z.enum(SHEET_ROLES as [SheetRole, ...SheetRole[]]),
    columns: z.record(z.string(), z.string().nullable()),
    defaultPropertyType: z
      .enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]])
      .nullable()
      .optional(),
    off: z
      .record(z.string(), z.array(z.enum(INTERPRETATION_KINDS as [InterpretationKind, ...InterpretationKind[]])))
      .optional(),
    units: z.record(z.string(), unitSchema).optional(),
  })
  .superRefine((s, ctx) => {
    const keys = new Set(fieldsForRole(s.role).map((f) => f.key));
    for (const [header, field] of Object.entries(s.columns)) {
      if (field !== null && !keys.has(field)) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns', header],
          message: `"${field}" is not a field of a ${s.role} sheet`,
        });
      }
    }
    if (s.defaultPropertyType != null && s.role !== 'properties') {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultPropertyType'],
        message: `a ${s.role} sheet has no default property type`,
      });
    }
  });

const valueSchema = z.strictObject({ field: z.string().min(1), value: z.string().min(1), code: z.string().min(1) });

/** Every definition of a field key in any role (a special field has one per property type). */
function definitionsOf(key: string): FieldDef[] {
  const defs: FieldDef[] = [];
  for (const role of SHEET_ROLES) {
    const f = findField(role, key);
    if (f) defs.push(f);
  }
  if (!key.startsWith('special.')) return defs;
  for (const t of PROPERTY_TYPES) defs.push(...SPECIAL_BLOCKS[t].filter((f) => f.key === key));
  return defs;
}

/** Whether `code` is something the field can hold: an allowed code, `true`/`false`, or an id. */
function fitsField(defs: readonly FieldDef[], code: string): boolean {
  return defs.some((d) => {
    switch (d.type.kind) {
      case 'enum':
        return d.type.values.includes(code);
      case 'bool':
        return code === 'true' || code === 'false';
      case 'uint':
        return /^\d+$/.test(code);
      default:
        return true;
    }
  });
}

const templateSchema = z
  .strictObject({
    kind: z.literal(TEMPLATE_KIND),
    version: z.literal(1),
    sheets: z.array(sheetSchema),
    values: z.array(valueSchema).optional(),
  })
  .superRefine((t, ctx) => {
    // A word mapped to something the field cannot hold would be remembered for the office and fail every import.
    (t.values ?? []).forEach((v, i) => {
      const defs = definitionsOf(v.field);
      if (defs.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['values', i, 'field'], message: `"${v.field}" is not a field` });
      } else if (!fitsField(defs, v.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['values', i, 'code'],
          message: `"${v.code}" is not a value of ${v.field}`,
        });
      }
    });
  });

/** The template of a mapping: every mapped or deliberately skipped column of every sheet with a role. */
export function templateFromMapping(mapping: WorkbookMapping): MappingTemplate {
  const sheets: TemplateSheet[] = [];
  for (const s of mapping.sheets) {
    if (s.role === null) continue;
    const columns: Record<string, string | null> = {};
    const off: Record<string, readonly InterpretationKind[]> = {};
    const units: Record<string, string> = {};
    for (const c of s.columns) {
      if (c.header.trim() === '') continue;
      if (c.field !== null || c.source === 'user' || c.source === 'template') columns[c.header] = c.field;
      if (c.off && c.off.length > 0) off[c.header] = c.off;
      if (c.unit !== undefined) units[c.header] = c.unit;
    }
    const type =
      s.role === 'properties' && s.defaultPropertyType != null ? { defaultPropertyType: s.defaultPropertyType } : {};
    sheets.push({
      sheet: s.sheet,
      role: s.role,
      columns,
      ...type,
      ...(Object.keys(off).length > 0 ? { off } : {}),
      ...(Object.keys(units).length > 0 ? { units } : {}),
    });
  }
  return { kind: TEMPLATE_KIND, version: 1, sheets };
}

function describeZodPath(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
}

/** Checks parsed JSON; the error names the place and what is wrong with it. */
export function parseMappingTemplate(json: unknown): Result<MappingTemplate, string> {
  const parsed = templateSchema.safeParse(json);
  if (parsed.success) return ok(parsed.data as MappingTemplate);
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${describeZodPath(i.path) || '(top level)'}: ${i.message}`);
  return err(`not a valid mapping template: ${problems.join('; ')}`);
}

/**
 * Reads a template file; errors say which file and what is wrong, in both languages. `moveAside`: the file is one the
 * app keeps (saved in the data folder), so a damaged one is moved aside; a file the user gave is left for them to fix.
 */
export async function readMappingTemplate(
  file: string,
  o: { readonly moveAside: boolean },
): Promise<Result<MappingTemplate, StateNotice>> {
  const read = await readStateFile(file, parseMappingTemplate, { what: M.mappingFile, moveAside: o.moveAside });
  switch (read.kind) {
    case 'ok':
      return ok(read.value);
    case 'missing':
      return err(formatBoth(M.noMappingFile, { file }));
    case 'damaged':
      return err(formatBoth(M.mappingFileDamaged, { damage: read.notice }));
  }
}

/** A mapping file the user gave (`--mapping`): {@link readMappingTemplate}, never moved, the message in English. */
export async function loadMappingTemplate(file: string): Promise<Result<MappingTemplate, string>> {
  const read = await readMappingTemplate(file, { moveAside: false });
  return read.ok ? read : err(read.error.en);
}

/**
 * Writes the template next to its final name first, then renames it, so no half-written file is left; why not, in both
 * languages (the command line prints both, the app shows the UI's).
 */
export async function saveMappingTemplate(file: string, template: MappingTemplate): Promise<Result<void, Words>> {
  try {
    await writeFileDurable(file, `${JSON.stringify(template, null, 2)}\n`, { mode: 0o644, makeFolder: false });
    return ok(undefined);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    return err(formatBoth(M.mappingNotWritten, { file, code }));
  }
}
