// The fields a modify changes, old → new, for the upload report: every row in --json, a bounded sample for a person.
import type { SheetRole } from '../catalog';
import { findField } from '../catalog';
import type { PreparedRow } from '../engine/model/prepared-row';
import type { FieldChange } from '../engine/model/field-change';
import type { UploadPlan } from '../engine/model/upload-plan';
import { plannedChanges } from '../engine/upload';

/** One change in the JSON report: the catalog key, the column's header, and the values as the API has them. */
export interface ReportChange {
  readonly field: string;
  readonly column: string | null;
  readonly kind: FieldChange['kind'];
  readonly old: unknown;
  readonly new: unknown;
  /** The portal's value changed since the export too (`old`); the workbook's (`new`) is sent. */
  readonly conflict?: true;
}

export function reportChanges(plan: UploadPlan, i: number): readonly ReportChange[] | undefined {
  const changes = plannedChanges(plan, i);
  if (changes === null) return undefined;
  return changes.map((c) => ({
    field: c.key,
    column: c.column ?? null,
    kind: c.kind,
    old: c.old,
    new: c.new,
    ...(c.conflict === true ? { conflict: true } : {}),
  }));
}

function rowsWord(n: number): string {
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}

function shown(v: unknown): string {
  if (v === null || v === undefined || v === '') return '(empty)';
  return typeof v === 'string' ? v.replace(/\r?\n/g, '⏎') : JSON.stringify(v);
}

/**
 * `Ár [price.price]: 45000000 → 41000000`; a value the API cannot remove says that it stays. A field without a column
 * of its own (one the importer filled, such as a currency written in the amount) is named by its catalog label.
 */
export function changeLine(c: FieldChange, role: SheetRole): string {
  const label = findField(role, c.key)?.label.en;
  const name = c.column ?? (label !== undefined ? `${label} [${c.key}]` : c.key);
  switch (c.kind) {
    case 'set':
    case 'clear':
      return c.conflict === true
        ? `${name}: ${shown(c.old)} → ${shown(c.new)} (CONFLICT: changed on the portal since the export too: ` +
            `portal value ${shown(c.old)}, workbook value ${shown(c.new)}; the workbook's value is sent)`
        : `${name}: ${shown(c.old)} → ${shown(c.new)}`;
    case 'kept':
      return `${name}: emptied, but the service keeps ${shown(c.old)} (the API cannot remove it)`;
  }
}

/**
 * The rows the plan updates or found unchanged, with their changes: the first `sample` rows with changes in full,
 * then counts, so 10,000 rows stay readable (--json has them all).
 */
export function changeLines(rows: readonly PreparedRow[], plan: UploadPlan, sample = 20): string[] {
  const lines: string[] = [];
  let changed = 0;
  let unchanged = 0;
  let fields = 0;
  let listed = 0;
  rows.forEach((row, i) => {
    const changes = plannedChanges(plan, i);
    const p = plan.rows[i];
    if (changes === null || p === undefined) return;
    if (p.action === 'send') {
      changed++;
      fields += changes.filter((c) => c.kind !== 'kept').length;
    } else unchanged++;
    if (changes.length === 0) return;
    listed++;
    if (listed > sample) return;
    const id = p.action === 'send' ? p.request.knownId : p.action === 'skipped' ? p.serviceId : null;
    const verb = p.action === 'send' ? 'update' : 'unchanged';
    lines.push(`${row.sheet} row ${row.row}${id !== null ? ` (Service ID ${id})` : ''}: ${verb}`);
    for (const c of changes) lines.push(`  ${changeLine(c, row.role)}`);
  });
  if (listed > sample) lines.push(`… and ${listed - sample} more rows with changes; --json lists every row.`);
  if (changed > 0 || unchanged > 0) {
    lines.push(
      `compared with the service: ${rowsWord(changed)} to update (${fields} ${fields === 1 ? 'field' : 'fields'}), ` +
        `${rowsWord(unchanged)} unchanged (nothing sent for them)`,
    );
  }
  return lines;
}
