// The dry run's held rows: rows refused as not the listing they name, and new rows like records the office holds,
// which are created only when the user ticks the box (docs/round-trip.md, "Row identity").
import type { PlannedChanges } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { HELD_ROWS_MESSAGES } from '../i18n/held-rows-messages';
import { translator } from '../i18n/translator';

interface Props {
  readonly changes: PlannedChanges;
  /** Whether the lookalikes are confirmed to be created anyway. */
  readonly createLookalikes: boolean;
  readonly onCreateLookalikes: (yes: boolean) => void;
  readonly disabled: boolean;
}

/**
 * The reason without the row it starts with (`Ingatlanok, 5. sor: …`, `Ingatlanok row 5: …`): the engine's reasons name
 * their row for the command line, and the list names it already.
 */
export function withoutRowPrefix(message: string, sheet: string, row: number): string {
  for (const prefix of [`${sheet}, ${row}. sor: `, `${sheet} row ${row}: `, `${sheet}, row ${row}: `])
    if (message.startsWith(prefix)) return message.slice(prefix.length);
  return message;
}

export function HeldRows({ changes, createLookalikes, onCreateLookalikes, disabled }: Props) {
  const { lang, number } = useI18n();
  const h = translator(HELD_ROWS_MESSAGES, lang);
  const refused = changes.refused ?? [];
  const lookalikes = changes.lookalikes ?? [];
  return (
    <>
      {refused.length > 0 && (
        <div className="banner warn held-rows" role="group" aria-labelledby="refused-rows-title">
          <h2 id="refused-rows-title">{h('refusedTitle', { count: number(refused.length) })}</h2>
          <p>{h('refusedIntro')}</p>
          <ul>
            {refused.map((r) => (
              <li key={`${r.sheet}!${r.row}`}>
                <strong>{h('heldRow', { sheet: r.sheet, row: r.row })}</strong>:{' '}
                {withoutRowPrefix(r.message[lang], r.sheet, r.row)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {lookalikes.length > 0 && (
        <div className="banner warn held-rows" role="group" aria-labelledby="lookalike-rows-title">
          <h2 id="lookalike-rows-title">{h('lookalikeTitle', { count: number(lookalikes.length) })}</h2>
          <p>{h('lookalikeIntro')}</p>
          <ul>
            {lookalikes.map((r) => (
              <li key={`${r.sheet}!${r.row}`}>
                <strong>{h('heldRow', { sheet: r.sheet, row: r.row })}</strong>:{' '}
                {withoutRowPrefix(r.message[lang], r.sheet, r.row)}
              </li>
            ))}
          </ul>
          <label className="check-line">
            <input
              type="checkbox"
              checked={createLookalikes}
              disabled={disabled}
              onChange={(e) => onCreateLookalikes(e.target.checked)}
            />{' '}
            {h('lookalikeConfirm', { count: number(lookalikes.length) })}
          </label>
        </div>
      )}
    </>
  );
}
