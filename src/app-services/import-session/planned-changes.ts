// The dry run's comparison with the service for the upload step: per row, the fields a modify changes, old → new,
// named by the user's column headers and worded as the sheet would say them, in both languages (docs/round-trip.md).
import type { FieldDef, SheetRole, Words } from '../../catalog';
import { SPECIAL_BLOCKS, findField, formatBoth, groupThousandsNoBreak, isPropertyType } from '../../catalog';
import type { PlaceNames } from '../../engine/export/cell-value';
import { cellValue, placeNames } from '../../engine/export/cell-value';
import type { PreparedRow } from '../../engine/model/prepared-row';
import type { ReferenceData } from '../../engine/model/reference-data';
import type { FieldChange } from '../../engine/model/field-change';
import type { UploadPlan } from '../../engine/model/upload-plan';
import type { Lookalike } from '../../engine/upload';
import { describeLookalike, heldLookalikeMessageHu, heldLookalikes, plannedChanges } from '../../engine/upload';
import type { PlannedChanges, PlannedFieldChange, PlannedRowChanges } from '../../shared/contract';
import { SESSION_MESSAGES } from './session-messages';

/** Rows listed in full; the rest are counted (10,000 changed rows would make the step unusable). */
export const PLANNED_ROWS_SHOWN = 500;

function typeOf(row: PreparedRow): unknown {
  const property = row.body['property'];
  return property !== undefined && !Array.isArray(property) ? (property as Record<string, unknown>)['type'] : null;
}

function defOf(role: SheetRole, key: string, type: unknown): FieldDef | undefined {
  if (key.startsWith('special.') && isPropertyType(type)) {
    const name = key.slice('special.'.length);
    const own = SPECIAL_BLOCKS[type].find((f) => f.name === name);
    if (own) return own;
  }
  return findField(role, key);
}

function isIdentifier(key: string): boolean {
  return /(^|[._])id$/.test(key);
}

function text(key: string, def: FieldDef | undefined, value: unknown, places: PlaceNames): Words {
  const say = (lang: 'en' | 'hu'): string => {
    if (value === null || value === undefined) return '';
    const cell = def ? cellValue(def, value, lang, places) : typeof value === 'string' ? value : JSON.stringify(value);
    // Amounts as office staff write them (`64 900 000`, `64,900,000`), never broken; identifiers as they are.
    if (typeof cell === 'number' && Number.isFinite(cell) && !isIdentifier(key))
      return groupThousandsNoBreak(cell, lang);
    return cell === null ? '' : String(cell);
  };
  return { en: say('en'), hu: say('hu') };
}

function fieldChange(row: PreparedRow, c: FieldChange, places: PlaceNames): PlannedFieldChange {
  const def = defOf(row.role, c.key, typeOf(row));
  return {
    column: c.column ?? null,
    label: def?.label ?? { en: c.key, hu: c.key },
    kind: c.kind,
    old: text(c.key, def, c.old, places),
    new: text(c.key, def, c.new, places),
    ...(c.conflict === true ? { conflict: true } : {}),
  };
}

/**
 * Rows the plan refused with a reason in both languages: the identity refusals (a pasted Service ID, a copied row with
 * its results, rows sorted apart from their result columns), shown before an upload can start. Every one is listed: each names a listing that would otherwise have been changed wrongly.
 */
function refusedRows(rows: readonly PreparedRow[], plan: UploadPlan): NonNullable<PlannedChanges['refused']> {
  const out: NonNullable<PlannedChanges['refused']>[number][] = [];
  plan.rows.forEach((p, i) => {
    const row = rows[i];
    // A reference change held for its confirmation is listed with that confirmation (listingsToConfirm); a row invalid
    // by its own rules is shown in Review with its problems, not as a refusal of the plan (now both carry Hungarian).
    if (p.action !== 'invalid' || p.messageHu === undefined || p.referenceChange || row === undefined) return;
    if (row.problems.length > 0) return;
    out.push({ sheet: row.sheet, row: row.row, message: { en: p.message, hu: p.messageHu } });
  });
  return out;
}

/** The plan's changes for the step: the first {@link PLANNED_ROWS_SHOWN} rows with changes, and the counts. */
export function plannedChangeList(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  reference: ReferenceData | null,
  shown = PLANNED_ROWS_SHOWN,
): PlannedChanges {
  const places = placeNames(reference);
  const out: PlannedRowChanges[] = [];
  let rowsWithChanges = 0;
  let update = 0;
  let unchanged = 0;
  rows.forEach((row, i) => {
    const changes = plannedChanges(plan, i);
    const p = plan.rows[i];
    if (changes === null || p === undefined) return;
    if (p.action === 'send') update++;
    else unchanged++;
    if (changes.length === 0) return;
    rowsWithChanges++;
    if (out.length >= shown) return;
    out.push({
      sheet: row.sheet,
      row: row.row,
      serviceId: p.action === 'send' ? p.request.knownId : p.action === 'skipped' ? p.serviceId : null,
      action: p.action === 'send' ? 'update' : 'unchanged',
      fields: changes.map((c) => fieldChange(row, c, places)),
    });
  });
  const refused = refusedRows(rows, plan);
  return { rows: out, rowsWithChanges, update, unchanged, ...(refused.length > 0 ? { refused } : {}) };
}

/** The dry run's changes with the new rows that look like records the office holds, in both languages. */
export function withLookalikes(changes: PlannedChanges, lookalikes: readonly Lookalike[]): PlannedChanges {
  if (lookalikes.length === 0) return changes;
  const en = heldLookalikes(lookalikes);
  const listed = lookalikes.map((l, i) => ({
    sheet: l.sheet,
    row: l.row,
    resource: l.resource,
    serviceId: l.id,
    message: { en: en[i]?.result.errorMessage ?? '', hu: heldLookalikeMessageHu(l, lookalikes.length) },
  }));
  return { ...changes, lookalikes: listed };
}

/** The run's message when it held back lookalikes: how many, the first one, and what to do. */
export function lookalikeNotice(lookalikes: readonly Lookalike[]): { message: string; messageHu: string } {
  const n = lookalikes.length;
  const first = lookalikes[0];
  const where =
    first === undefined
      ? ''
      : formatBoth(SESSION_MESSAGES.firstLookalike, {
          sheet: first.sheet,
          row: first.row,
          like: { en: describeLookalike(first, 'en'), hu: describeLookalike(first, 'hu') },
        });
  const text = formatBoth(SESSION_MESSAGES.lookalikesHeld, { count: n, first: where });
  return { message: text.en, messageHu: text.hu };
}
