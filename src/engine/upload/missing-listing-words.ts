// A listing on the portal that the workbook lacks, named as staff read it: its office (by name where known), Service
// ID, reference, address (else its code) and status as the office says it (aktív / inaktív). The one wording of the
// app's sync preview and the command line's lines (docs/round-trip.md, "Sync preview").
import type { Lang, Words } from '../../catalog';
import { valueWords } from '../../catalog';
import { formatBoth, formatMessage } from '../../catalog/message-catalog';
import { MISSING_LISTING_MESSAGES as M } from './missing-listing-messages';
import type { MissingListing } from './sync-preview';

/** What a description needs of a missing listing (the contract's copy has no seller). */
export type DescribedListing = Pick<
  MissingListing,
  'id' | 'officeId' | 'transferId' | 'status' | 'address' | 'externalId'
>;

function whatOf(m: DescribedListing, lang: Lang): string {
  return [
    formatMessage(M.serviceId, lang, { id: String(m.id) }),
    m.transferId !== null ? formatMessage(M.reference, lang, { reference: m.transferId }) : null,
    m.address ?? (m.externalId !== null ? formatMessage(M.code, lang, { code: m.externalId }) : null),
    m.status !== null ? valueWords('PROPERTY_STATUS', m.status)[lang] : null,
  ]
    .filter((p): p is string => p !== null)
    .join(', ');
}

/**
 * A missing listing in both languages; `officeNames` (office ID → name, as the service lists the offices) names its
 * office, else the office is named by its number.
 */
export function describeMissing(m: DescribedListing, officeNames: ReadonlyMap<number, string> = new Map()): Words {
  const what = { en: whatOf(m, 'en'), hu: whatOf(m, 'hu') };
  const name = officeNames.get(m.officeId);
  return name === undefined
    ? formatBoth(M.numberedOffice, { office: String(m.officeId), what })
    : formatBoth(M.namedOffice, { office: name, what });
}
