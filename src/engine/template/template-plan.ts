// What goes into a template, decided apart from exceljs: sheets, columns, header notes and rules, all from the catalog.
import type { FieldDef, FieldType, Lang, PropertyType, SheetRole } from '../../catalog';
import {
  PROPERTY_TYPES,
  SPECIAL_BLOCKS,
  describeType,
  fieldsForRole,
  propertyFieldsFor,
  valueWords,
} from '../../catalog';
import type { ReferenceData } from '../model/reference-data';
import type { ListingScope } from './export-scope';
import type { ActionColumnPlan } from './action-column';
import { actionColumnPlan } from './action-column';
import type { ColumnRule } from './field-rule';
import { columnRule } from './field-rule';
import { templateHeader } from './template-header';
import type { TemplateSheetKind } from './template-words';
import { MAX_SHEET_NAME, TEMPLATE_SHEET_NAMES } from './template-words';
import { COLUMN_NOTE_MESSAGES } from './template-messages';

export interface TemplateColumn {
  readonly key: string;
  readonly header: string;
  readonly label: string;
  /** Excel column width in characters. */
  readonly width: number;
  /** Required to create (catalog `required.create`). */
  readonly required: boolean;
  readonly special: boolean;
  /** The header's note: what the field is, its type, limits and allowed values. */
  readonly note: string;
  /** Short type line, also shown as the cell's input message. */
  readonly typeText: string;
  readonly rule: ColumnRule;
}

export type DataSheetKind = Extract<TemplateSheetKind, 'sellers' | 'properties' | 'property_images' | 'seller_images'>;

export interface DataSheetPlan {
  readonly kind: DataSheetKind;
  readonly role: SheetRole;
  readonly name: string;
  /** Set on a per-type properties sheet. */
  readonly propertyType: PropertyType | null;
  readonly columns: readonly TemplateColumn[];
  /** Properties sheets: the `Import action` column after the field columns (action-column.ts). */
  readonly importAction?: ActionColumnPlan;
}

/** What an export says about itself on the Help sheet: whose listings, from where, when. */
export interface ExportInfo {
  readonly offices: readonly { readonly id: number; readonly name: string }[];
  /** The service's address (`…/api/json/v3`). */
  readonly service: string;
  /** ISO 8601. */
  readonly exportedAt: string;
  /** The office a re-import is run for (`--office-id`), when the export holds one office. */
  readonly reimportOffice: number | null;
  /** Which listings the export holds (export-scope.ts); absent on exports made before it was recorded. */
  readonly scope?: ListingScope;
  /** Texts longer than a cell holds, exported shortened (export/shortened-text.ts). */
  readonly shortened?: readonly ShortenedText[];
}

/** One text the export shortened to fit its cell. */
export interface ShortenedText {
  readonly resource: 'seller' | 'property';
  readonly serviceId: number | null;
  /** The catalog key, `descriptions.hu`; a special field as `special.<name>`. */
  readonly key: string;
  /** Its length on the portal. */
  readonly length: number;
}

export interface TemplatePlan {
  readonly lang: Lang;
  /** The chosen property types, or null for one combined properties sheet. */
  readonly types: readonly PropertyType[] | null;
  readonly sheets: readonly DataSheetPlan[];
  /** Regions of the reference data, when any: a regions sheet and settlement/district dropdowns. */
  readonly reference: ReferenceData | null;
  /** Set on an export: an info block at the top of the Help sheet. */
  readonly exportInfo?: ExportInfo | null;
}

const W = COLUMN_NOTE_MESSAGES;

/** Property-type word in the chosen language (`lakás`, `apartment`). */
export function typeWord(type: PropertyType, lang: Lang): string {
  return valueWords('PROPERTY_TYPE', type)[lang];
}

/**
 * `Ingatlanok – lakás`. Excel allows 31 characters, so long type words lose their last words
 * (`Properties – catering`); the prefix stays because the engine knows a properties sheet by it.
 */
export function propertySheetName(type: PropertyType, lang: Lang): string {
  const words = typeWord(type, lang).split(' ');
  const name = (): string => `${TEMPLATE_SHEET_NAMES.properties[lang]} – ${words.join(' ')}`;
  while (name().length > MAX_SHEET_NAME && words.length > 1) words.pop();
  return name().slice(0, MAX_SHEET_NAME);
}

function width(label: string, key: string): number {
  // The header wraps onto two lines (label, then key), so the wider of the two decides.
  const widest = Math.max(label.length, key.length + 2);
  return Math.min(40, Math.max(12, widest + 2));
}

function listLine(words: readonly string[], lang: Lang): string {
  const shown = words.length > 40 ? [...words.slice(0, 40), '…'] : words;
  return `${W.allowed[lang]}: ${shown.join(', ')}`;
}

interface ColumnContext {
  readonly lang: Lang;
  readonly role: SheetRole;
  /** Types whose special fields this sheet holds; all types on the combined sheet. */
  readonly types: readonly PropertyType[];
  readonly sheetType: PropertyType | null;
  readonly reference: ReferenceData | null;
}

function variantsOf(
  field: FieldDef,
  ctx: ColumnContext,
): { variants: readonly FieldType[]; appliesTo: readonly PropertyType[] } {
  if (field.block !== 'special') return { variants: [field.type], appliesTo: [] };
  const appliesTo = ctx.types.filter((t) => SPECIAL_BLOCKS[t].some((f) => f.key === field.key));
  const variants = appliesTo.flatMap((t) => SPECIAL_BLOCKS[t].filter((f) => f.key === field.key).map((f) => f.type));
  return { variants, appliesTo };
}

function districtWords(reference: ReferenceData): readonly string[] {
  return [...new Set(reference.regions.flatMap((r) => r.areas.map((a) => a.name)))].sort((a, b) =>
    a.localeCompare(b, 'hu'),
  );
}

function buildColumn(field: FieldDef, ctx: ColumnContext): TemplateColumn {
  const { lang } = ctx;
  const label = field.label[lang];
  const header = templateHeader(field, lang);
  const { variants, appliesTo } = variantsOf(field, ctx);
  const hasRegions = ctx.reference !== null && ctx.reference.regions.length > 0;
  const lines: string[] = [label, field.help[lang]];
  let rule = columnRule(field.key, variants, lang);
  const first = variants[0];
  const uniform = first !== undefined && variants.every((v) => JSON.stringify(v) === JSON.stringify(first));
  let typeText = uniform ? describeType(first, lang) : rule.kind === 'list' ? W.pick[lang] : W.differs[lang];

  if (ctx.role === 'properties' && (field.key === 'location.region_id' || field.key === 'location.area_id')) {
    // Names are picked offline and turned into identifiers by the engine, so the identifier rule does not apply.
    const isSettlement = field.key === 'location.region_id';
    typeText = isSettlement ? W.pickSettlement[lang] : W.pickDistrict[lang];
    if (!hasRegions || !ctx.reference) {
      rule = { kind: 'none' };
      lines.push(W.noRegions[lang]);
    } else {
      const words = districtWords(ctx.reference);
      rule = isSettlement
        ? { kind: 'list', source: { kind: 'regions' }, strict: false }
        : words.length > 0
          ? { kind: 'list', source: { kind: 'districts', words }, strict: false }
          : { kind: 'none' };
    }
  } else if (field.key === 'property.type' && ctx.sheetType) {
    const word = typeWord(ctx.sheetType, lang);
    rule = {
      kind: 'list',
      source: { kind: 'lists', name: `PROPERTY_TYPE:${ctx.sheetType}`, words: [word] },
      strict: true,
    };
    lines.push(`${W.onlyThisType[lang]}: ${word}`);
  }

  lines.push(`${W.type[lang]}: ${typeText}`);
  if (rule.kind === 'list' && rule.source.kind === 'lists') lines.push(listLine(rule.source.words, lang));
  if (appliesTo.length > 0 && appliesTo.length < ctx.types.length) {
    lines.push(`${W.onlyFor[lang]}: ${appliesTo.map((t) => typeWord(t, lang)).join(', ')}`);
  }
  if (field.required.create) lines.push(W.required[lang]);
  if (field.onlyOn === 'modify') lines.push(W.onlyModify[lang]);
  lines.push(`[${field.key}]`);

  return {
    key: field.key,
    header,
    label,
    width: width(label, field.key),
    required: field.required.create,
    special: field.block === 'special',
    note: lines.join('\n'),
    typeText,
    rule,
  };
}

function dataSheet(
  kind: DataSheetKind,
  role: SheetRole,
  name: string,
  fields: readonly FieldDef[],
  ctx: ColumnContext,
): DataSheetPlan {
  const columns = fields.map((f) => buildColumn(f, ctx));
  const sheet = { kind, role, name, propertyType: ctx.sheetType, columns };
  return role === 'properties' ? { ...sheet, importAction: actionColumnPlan(ctx.lang) } : sheet;
}

/** The whole template: sellers, properties (combined or per type), then the two image sheets. */
export function planTemplate(
  lang: Lang,
  types: readonly PropertyType[] | null,
  reference: ReferenceData | null,
): TemplatePlan {
  const base = { lang, reference, sheetType: null, types: PROPERTY_TYPES };
  const sheets: DataSheetPlan[] = [
    dataSheet('sellers', 'sellers', TEMPLATE_SHEET_NAMES.sellers[lang], fieldsForRole('sellers'), {
      ...base,
      role: 'sellers',
    }),
  ];
  if (types === null) {
    sheets.push(
      dataSheet('properties', 'properties', TEMPLATE_SHEET_NAMES.properties[lang], fieldsForRole('properties'), {
        ...base,
        role: 'properties',
      }),
    );
  } else {
    for (const t of types) {
      sheets.push(
        dataSheet('properties', 'properties', propertySheetName(t, lang), propertyFieldsFor([t]), {
          ...base,
          role: 'properties',
          types: [t],
          sheetType: t,
        }),
      );
    }
  }
  sheets.push(
    dataSheet(
      'property_images',
      'property_images',
      TEMPLATE_SHEET_NAMES.property_images[lang],
      fieldsForRole('property_images'),
      { ...base, role: 'property_images' },
    ),
    dataSheet(
      'seller_images',
      'seller_images',
      TEMPLATE_SHEET_NAMES.seller_images[lang],
      fieldsForRole('seller_images'),
      { ...base, role: 'seller_images' },
    ),
  );
  return { lang, types, sheets, reference };
}
