// The listings of the office on the portal that the workbook lacks (sync preview), named by office, ID, reference,
// address and status: those not withdrawn yet each with a tick box (none ticked at first, docs/wizard.md "Sync
// preview"), those already inactive listed (the first 20, then the rest counted).
import { valueWords } from '../../../catalog';
import type { Language, SyncPreview } from '../../../shared/contract';
import type { I18n } from '../i18n/i18n';
import { useI18n } from '../i18n/i18n';

/** How many already withdrawn listings the panel names; the rest are counted. */
const SHOWN = 20;

type MissingListing = SyncPreview['missing'][number];

/** One missing listing as staff read it: the status as office staff say it (aktív / inaktív), not the API's code. */
export function missingWhat(m: MissingListing, lang: Language): string {
  return [
    `ID ${m.id}`,
    m.transferId,
    m.address ?? m.externalId,
    m.status && valueWords('PROPERTY_STATUS', m.status)[lang],
  ]
    .filter((w): w is string => w !== null)
    .join(', ');
}

/** A missing listing's line: its office by name where the preview knows it (as the scope line), else by number. */
export function missingLine(
  m: MissingListing,
  officeNames: SyncPreview['officeNames'],
  { t, lang }: Pick<I18n, 't' | 'lang'>,
): string {
  const what = missingWhat(m, lang);
  const name = officeNames?.[String(m.officeId)];
  return name === undefined ? t('syncRow', { office: m.officeId, what }) : t('syncRowNamed', { office: name, what });
}

interface Props {
  readonly preview: SyncPreview;
  /** The ticked listings' IDs. */
  readonly chosen: ReadonlySet<number>;
  /** Ticks or unticks these listings. */
  readonly onChoose: (ids: readonly number[], on: boolean) => void;
  readonly disabled: boolean;
}

export function MissingListings({ preview, chosen, onChoose, disabled }: Props) {
  const i18n = useI18n();
  const { t, number } = i18n;
  const { missing } = preview;
  if (missing.length === 0) return <p className="ok-text">{t('syncNone')}</p>;
  const line = (m: MissingListing) => missingLine(m, preview.officeNames, i18n);
  const open = missing.filter((m) => m.status !== 'inactive');
  const withdrawn = missing.filter((m) => m.status === 'inactive');
  return (
    <>
      <p>{t('syncFound', { count: number(missing.length), withdrawable: number(preview.withdrawable) })}</p>
      {open.length > 0 && (
        // The title heads the tick boxes, "tick all" stands under it, then the listings, one a line.
        <fieldset className="sync-choices">
          <legend>{t('syncChoose')}</legend>
          {open.length > 1 && (
            <label className="check">
              <input
                type="checkbox"
                checked={open.every((m) => chosen.has(m.id))}
                disabled={disabled}
                onChange={(e) =>
                  onChoose(
                    open.map((m) => m.id),
                    e.target.checked,
                  )
                }
              />{' '}
              {t('syncChooseAll', { count: number(open.length) })}
            </label>
          )}
          <ul>
            {open.map((m) => (
              <li key={m.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={chosen.has(m.id)}
                    disabled={disabled}
                    onChange={(e) => onChoose([m.id], e.target.checked)}
                  />{' '}
                  {line(m)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {withdrawn.length > 0 && (
        <>
          <p>{t('syncWithdrawnList')}</p>
          <ul>
            {withdrawn.slice(0, SHOWN).map((m) => (
              <li key={m.id}>{line(m)}</li>
            ))}
            {withdrawn.length > SHOWN && <li>{t('deleteConfirmMore', { count: number(withdrawn.length - SHOWN) })}</li>}
          </ul>
        </>
      )}
    </>
  );
}
