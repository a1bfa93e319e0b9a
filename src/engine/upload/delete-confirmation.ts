// Deletes are never implied: a run that would delete listings is refused unless the caller confirms their number,
// after the plan (so only deletes that will really be sent are counted) and before anything is sent.
import type { PreparedRow } from '../import-model';
import type { UploadPlan } from './upload-types';

/** One listing a run would delete, as the confirmation lists it. */
export interface DeleteToConfirm {
  readonly sheet: string;
  readonly row: number;
  readonly serviceId: number | null;
  readonly transferId: string | null;
  /** The row's address, else its website code: what a person recognises the listing by. */
  readonly title: string | null;
}

export interface UnconfirmedDeletes {
  readonly kind: 'unconfirmed_deletes';
  readonly count: number;
  readonly confirmed: number;
  readonly deletes: readonly DeleteToConfirm[];
  readonly message: string;
  readonly messageHu: string;
}

function text(body: PreparedRow['body'], block: string, name: string): string | null {
  const b = body[block];
  const v = b !== undefined && !Array.isArray(b) ? (b as Readonly<Record<string, unknown>>)[name] : undefined;
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/** The rows the plan deletes, in row order. */
export function plannedDeletes(rows: readonly PreparedRow[], plan: UploadPlan): DeleteToConfirm[] {
  const out: DeleteToConfirm[] = [];
  plan.rows.forEach((p, i) => {
    const row = rows[i];
    if (p.action !== 'send' || p.request.operation !== 'delete' || row === undefined) return;
    out.push({
      sheet: row.sheet,
      row: row.row,
      serviceId: p.request.knownId,
      transferId: row.transferId,
      title: text(row.body, 'location', 'address') ?? text(row.body, 'property', 'external_id'),
    });
  });
  return out;
}

/** `Properties row 5: Service ID 700012, reference P-5, Váci út 5.` */
export function describeDelete(d: DeleteToConfirm): string {
  const parts = [
    d.serviceId !== null ? `Service ID ${d.serviceId}` : null,
    d.transferId !== null ? `reference ${d.transferId}` : null,
    d.title,
  ].filter((p): p is string => p !== null);
  return `${d.sheet} row ${d.row}: ${parts.join(', ')}`;
}

/** Null when the deletes are confirmed (or there are none); else why nothing is sent. */
export function checkDeletesConfirmed(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  confirmed: number,
): UnconfirmedDeletes | null {
  const deletes = plannedDeletes(rows, plan);
  if (deletes.length === 0 || deletes.length === confirmed) return null;
  const n = deletes.length;
  const given = confirmed > 0 ? ` (${confirmed} were confirmed)` : '';
  const givenHu = confirmed > 0 ? ` (${confirmed} lett megerősítve)` : '';
  return {
    kind: 'unconfirmed_deletes',
    count: n,
    confirmed,
    deletes,
    message:
      `Nothing was sent: the workbook deletes ${n} listing${n === 1 ? '' : 's'} from the service${given}. ` +
      `A delete cannot be undone. Deletes are only made when their number is confirmed: check the list and ` +
      `confirm ${n}.`,
    messageHu:
      `Semmi sem ment el: a munkafüzet ${n} hirdetést töröl a szolgáltatásból${givenHu}. ` +
      'A törlés nem vonható vissza. Törlés csak a darabszám megerősítése után történik: ' +
      `ellenőrizze a listát, és erősítse meg a(z) ${n} törlést.`,
  };
}
