// Deletes are never implied: a run that would delete listings is refused unless the caller confirms their number,
// after the plan (so only deletes that will really be sent are counted) and before anything is sent.
import type { Lang, Words } from '../../catalog';
import { formatBoth, formatMessage, isPropertyType, valueWords } from '../../catalog';
import type { PreparedRow } from '../model/prepared-row';
import type { UploadPlan } from '../model/upload-plan';
import { DELETE_CONFIRMATION_MESSAGES as DC, DELETE_LISTING_MESSAGES as DL } from './upload-stop-messages';

/**
 * One listing a run would delete (or withdraw), as the confirmation lists it: as the portal holds it when the plan
 * read its record (`fromPortal`), so the user confirms the listing that will really go, not the row's text.
 */
export interface DeleteToConfirm {
  readonly sheet: string;
  readonly row: number;
  readonly serviceId: number | null;
  readonly transferId: string | null;
  /** The address, else the website code: what a person recognises the listing by. */
  readonly title: string | null;
  readonly fromPortal: boolean;
  /** The portal's listing type and price (null: not read from the portal). */
  readonly type: string | null;
  readonly price: number | null;
  readonly currency: string | null;
}

export interface UnconfirmedDeletes {
  readonly kind: 'unconfirmed_deletes';
  /** Deletes, or withdraws: both go only with their number confirmed (docs/round-trip.md, "Row identity"). */
  readonly operation: 'delete' | 'withdraw';
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

/** The rows the plan deletes (or withdraws), in row order. */
export function plannedDeletes(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  operation: 'delete' | 'withdraw' = 'delete',
): DeleteToConfirm[] {
  const out: DeleteToConfirm[] = [];
  plan.rows.forEach((p, i) => {
    const row = rows[i];
    if (p.action !== 'send' || p.request.operation !== operation || row === undefined) return;
    const portal = p.portal;
    out.push(
      portal !== undefined
        ? {
            sheet: row.sheet,
            row: row.row,
            serviceId: portal.id,
            transferId: portal.reference,
            title: portal.title,
            fromPortal: true,
            type: portal.type,
            price: portal.price,
            currency: portal.currency,
          }
        : {
            sheet: row.sheet,
            row: row.row,
            serviceId: p.request.knownId,
            transferId: row.transferId,
            title: text(row.body, 'location', 'address') ?? text(row.body, 'property', 'external_id'),
            fromPortal: false,
            type: null,
            price: null,
            currency: null,
          },
    );
  });
  return out;
}

/** A row held back until its listing's reference change is confirmed: the listing as the portal holds it. */
export interface ReferenceChangeToConfirm extends DeleteToConfirm {
  readonly newReference: string;
}

/** The rows the plan holds back for an unconfirmed reference change, in row order. */
export function plannedReferenceChanges(rows: readonly PreparedRow[], plan: UploadPlan): ReferenceChangeToConfirm[] {
  const out: ReferenceChangeToConfirm[] = [];
  plan.rows.forEach((p, i) => {
    const row = rows[i];
    const change = p.action === 'invalid' ? p.referenceChange : undefined;
    if (change === undefined || row === undefined) return;
    const portal = change.portal;
    out.push({
      sheet: row.sheet,
      row: row.row,
      serviceId: change.serviceId,
      transferId: portal?.reference ?? null,
      title: portal?.title ?? text(row.body, 'location', 'address'),
      fromPortal: portal !== null,
      type: portal?.type ?? null,
      price: portal?.price ?? null,
      currency: portal?.currency ?? null,
      newReference: change.to,
    });
  });
  return out;
}

/** A listing to confirm in one language (the portal's type code in the user's word where it is one). */
function deleteIn(d: DeleteToConfirm, lang: Lang): string {
  const price = d.price !== null ? `${d.price}${d.currency !== null ? ` ${d.currency.toUpperCase()}` : ''}` : null;
  const type = d.type !== null && isPropertyType(d.type) ? valueWords('PROPERTY_TYPE', d.type)[lang] : d.type;
  const parts = [
    d.serviceId !== null ? formatMessage(DL.serviceId, lang, { id: d.serviceId }) : null,
    d.transferId !== null
      ? formatMessage(DL.reference, lang, { reference: d.transferId })
      : d.fromPortal
        ? formatMessage(DL.noReference, lang)
        : null,
    d.title,
    type,
    price,
  ].filter((p): p is string => p !== null);
  const portal = d.fromPortal ? formatMessage(DL.onPortal, lang) : '';
  return formatMessage(DL.line, lang, { sheet: d.sheet, row: d.row, what: parts.join(', '), portal });
}

/**
 * `Properties row 5: Service ID 700012, reference P-5, Váci út 5.`; read from the portal, with the type and price and
 * `(on the portal)`. In Hungarian: `A(z) Ingatlanok munkalap 5. sora: szolgáltatói azonosító: 700012, …`.
 */
export function describeDeleteInBoth(d: DeleteToConfirm): Words {
  return { en: deleteIn(d, 'en'), hu: deleteIn(d, 'hu') };
}

/** The English of `describeDeleteInBoth`. */
export function describeDelete(d: DeleteToConfirm): string {
  return deleteIn(d, 'en');
}

/** Null when the deletes (or withdraws) are confirmed, or there are none; else why nothing is sent. */
export function checkDeletesConfirmed(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  confirmed: number,
  operation: 'delete' | 'withdraw' = 'delete',
): UnconfirmedDeletes | null {
  const deletes = plannedDeletes(rows, plan, operation);
  if (deletes.length === 0 || deletes.length === confirmed) return null;
  const n = deletes.length;
  const given = confirmed > 0 ? formatBoth(DC.confirmedSome, { confirmed }) : '';
  const why = formatBoth(operation === 'delete' ? DC.deletes : DC.withdraws, { count: n, given });
  const texts = formatBoth(DC.nothingSent, { why });
  return {
    kind: 'unconfirmed_deletes',
    operation,
    count: n,
    confirmed,
    deletes,
    message: texts.en,
    messageHu: texts.hu,
  };
}
