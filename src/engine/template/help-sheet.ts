// The Help sheet's text in plain language: what each sheet is for, what is required, how results come back.
import type { Lang } from '../../catalog';
import { formatMessage, groupThousands } from '../../catalog';
import { ROW_STATUSES } from '../model/row-result';
import { EXPORTED_WORDS, resultHeaders, statusWord } from '../model/result-headers';
import type { RowStatus } from '../model/row-result';
import type { DataSheetPlan, ExportInfo, ShortenedText, TemplatePlan } from './template-plan';
import { typeWord } from './template-plan';
import { TEMPLATE_SHEET_NAMES } from './template-words';
import { actionHelp } from './action-column';
import { HELP_SHEET_MESSAGES as T, STATUS_MEANINGS } from './help-sheet-messages';
import type { ListingScope } from './export-scope';
import { SCOPE_LABEL, describeScope, scopeText } from './export-scope';

export type HelpStyle =
  'title' | 'heading' | 'text' | 'pair' | 'legend_required' | 'legend_optional' | 'legend_special';

/** One line of the Help sheet: one text, or a name and its explanation. */
export interface HelpLine {
  readonly style: HelpStyle;
  readonly cells: readonly string[];
}

function statusLine(status: RowStatus, lang: Lang): string {
  return `${statusWord(status, lang)} – ${STATUS_MEANINGS[status][lang]}`;
}

/** The statuses explained; an export's rows read `exportálva`, so its Help says that word first. */
function statusLines(plan: TemplatePlan): string {
  const { lang } = plan;
  const exported = plan.exportInfo ? [`${EXPORTED_WORDS[lang]} – ${T.exportedStatus[lang]}`] : [];
  return [...exported, ...ROW_STATUSES.map((s) => statusLine(s, lang))].join('; ');
}

function purpose(sheet: DataSheetPlan, lang: Lang): string {
  switch (sheet.kind) {
    case 'sellers':
      return T.sellers[lang];
    case 'properties':
      return sheet.propertyType
        ? formatMessage(T.propertiesOfType, lang, { type: typeWord(sheet.propertyType, lang) })
        : T.properties[lang];
    case 'property_images':
      return T.propertyImages[lang];
    case 'seller_images':
      return T.sellerImages[lang];
  }
}

/** `2026-11-24 10:30 UTC`: read by people, so no `T` and no seconds. */
function exportTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The scope line a program reads back (export-scope.ts), and what it means for the sync preview. */
function scopeLines(scope: ListingScope, lang: Lang): HelpLine[] {
  return [
    { style: 'pair', cells: [SCOPE_LABEL[lang], scopeText(scope)] },
    { style: 'text', cells: [formatMessage(T.exportScope, lang, { scope: describeScope(scope, lang) })] },
  ];
}

/** How many shortened texts the Help sheet names one by one. */
const SHORTENED_LISTED = 100;

/** The texts the export shortened, each by record and field, so the user knows which cells are not whole. */
function shortenedLines(shortened: readonly ShortenedText[], lang: Lang): HelpLine[] {
  if (shortened.length === 0) return [];
  const count = (n: number): string => groupThousands(n, lang);
  const lines: HelpLine[] = [
    { style: 'heading', cells: [T.shortenedHeading[lang]] },
    { style: 'text', cells: [T.shortenedText[lang]] },
  ];
  for (const s of shortened.slice(0, SHORTENED_LISTED)) {
    const who = s.resource === 'property' ? T.shortenedListing : T.shortenedSeller;
    lines.push({
      style: 'pair',
      cells: [
        formatMessage(who, lang, { id: s.serviceId ?? '?' }),
        formatMessage(T.shortenedField, lang, { key: s.key, length: count(s.length) }),
      ],
    });
  }
  if (shortened.length > SHORTENED_LISTED) {
    lines.push({ style: 'text', cells: [`… +${shortened.length - SHORTENED_LISTED}`] });
  }
  return lines;
}

/** The export's own block: which offices (name and ID), the service, when, and how to send edits back. */
function exportLines(info: ExportInfo, lang: Lang): HelpLine[] {
  const offices = info.offices.map((o) => `${o.name} (${o.id})`).join(', ');
  const officeWord = info.offices.length === 1 ? T.exportOffice : T.exportOffices;
  const reimport =
    info.reimportOffice === null
      ? T.exportReimportMany[lang]
      : formatMessage(T.exportReimport, lang, { office: info.reimportOffice });
  return [
    { style: 'heading', cells: [T.exportHeading[lang]] },
    { style: 'pair', cells: [officeWord[lang], offices] },
    { style: 'pair', cells: [T.exportService[lang], info.service] },
    { style: 'pair', cells: [T.exportTime[lang], exportTime(info.exportedAt)] },
    ...(info.scope === undefined ? [] : scopeLines(info.scope, lang)),
    { style: 'text', cells: [reimport] },
    ...shortenedLines(info.shortened ?? [], lang),
  ];
}

/** The Help sheet, line by line; `dataRows` is how many rows the rules cover. */
export function helpLines(plan: TemplatePlan, dataRows: number): readonly HelpLine[] {
  const { lang, reference } = plan;
  const headers = resultHeaders(lang);
  const hasRegions = reference !== null && reference.regions.length > 0;
  const lines: HelpLine[] = [
    { style: 'title', cells: [T.title[lang]] },
    ...(plan.exportInfo ? exportLines(plan.exportInfo, lang) : []),
    { style: 'text', cells: [T.intro[lang]] },
    { style: 'heading', cells: [T.sheets[lang]] },
    ...plan.sheets.map((s): HelpLine => ({ style: 'pair', cells: [s.name, purpose(s, lang)] })),
  ];
  if (hasRegions) lines.push({ style: 'pair', cells: [TEMPLATE_SHEET_NAMES.regions[lang], T.regions[lang]] });
  lines.push({ style: 'pair', cells: [TEMPLATE_SHEET_NAMES.lists[lang], T.lists[lang]] });

  lines.push({ style: 'heading', cells: [T.requiredColumns[lang]] });
  for (const s of plan.sheets) {
    const required = s.columns.filter((c) => c.required).map((c) => c.label);
    lines.push({ style: 'pair', cells: [s.name, required.length > 0 ? required.join(', ') : T.none[lang]] });
  }

  lines.push(
    { style: 'heading', cells: [T.filling[lang]] },
    { style: 'text', cells: [T.notes[lang]] },
    { style: 'text', cells: [formatMessage(T.dropdowns, lang, { rows: dataRows })] },
    { style: 'text', cells: [T.key[lang]] },
    { style: 'text', cells: [T.colours[lang]] },
    { style: 'legend_required', cells: [T.required[lang], T.requiredText[lang]] },
    { style: 'legend_optional', cells: [T.optional[lang], T.optionalText[lang]] },
    { style: 'legend_special', cells: [T.special[lang], T.specialText[lang]] },
    ...(plan.sheets.some((s) => s.importAction) ? [{ style: 'pair' as const, cells: actionHelp(lang) }] : []),
    {
      style: 'text',
      cells: [
        hasRegions && reference
          ? formatMessage(T.regionsFrom, lang, {
              date: reference.fetchedAt.slice(0, 10),
              count: reference.regions.length,
            })
          : T.noRegions[lang],
      ],
    },
    { style: 'heading', cells: [T.results[lang]] },
    { style: 'text', cells: [T.resultsIntro[lang]] },
    {
      style: 'pair',
      cells: [headers.status, `${T.status[lang]} ${statusLines(plan)}`],
    },
    { style: 'pair', cells: [headers.serviceId, T.serviceId[lang]] },
    { style: 'pair', cells: [headers.errorCode, T.errorCode[lang]] },
    { style: 'pair', cells: [headers.errorMessage, T.errorMessage[lang]] },
    { style: 'pair', cells: [headers.importedAt, T.importedAt[lang]] },
    { style: 'text', cells: [T.resubmit[lang]] },
  );
  return lines;
}
