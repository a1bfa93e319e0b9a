// The listings of the office on the portal that the workbook lacks (sync preview), named by office, ID, reference,
// address and status: those not withdrawn yet each with a tick box (none ticked at first, docs/wizard.md "Sync
// preview"), those already inactive listed (the first 20, then the rest counted).
import type { Language, SyncPreview } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';

/** How many already withdrawn listings the panel names; the rest are counted. */
const SHOWN = 20;

type MissingListing = SyncPreview['missing'][number];

/**
 * A missing listing's line in the UI language, as the engine words it for the app and the command line alike (office
 * by name where known, Service ID, reference, address, status as staff say it).
 */
export function missingLine(m: MissingListing, lang: Language): string {
  return m.description[lang];
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
  const line = (m: MissingListing) => missingLine(m, i18n.lang);
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
