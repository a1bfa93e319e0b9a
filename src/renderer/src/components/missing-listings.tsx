// The listings of the office on the portal that the workbook lacks (sync preview), named by office, ID, reference,
// address and status; the first 20, then the rest counted.
import { valueWords } from '../../../catalog';
import type { SyncPreview } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';

/** How many missing listings the panel names; the rest are counted. */
const SHOWN = 20;

export function MissingListings({ preview }: { readonly preview: SyncPreview }) {
  const { t, number, lang } = useI18n();
  const { missing } = preview;
  if (missing.length === 0) return <p className="ok-text">{t('syncNone')}</p>;
  return (
    <>
      <p>{t('syncFound', { count: number(missing.length), withdrawable: number(preview.withdrawable) })}</p>
      <ul>
        {missing.slice(0, SHOWN).map((m) => (
          <li key={m.id}>
            {t('syncRow', {
              office: m.officeId,
              // The status as office staff say it (aktív / inaktív), not the API's code.
              what: [
                `ID ${m.id}`,
                m.transferId,
                m.address ?? m.externalId,
                m.status && valueWords('PROPERTY_STATUS', m.status)[lang],
              ]
                .filter((w): w is string => w !== null)
                .join(', '),
            })}
          </li>
        ))}
        {missing.length > SHOWN && <li>{t('deleteConfirmMore', { count: number(missing.length - SHOWN) })}</li>}
      </ul>
    </>
  );
}
