// The run's counts as tiles: green only for what happened (a zero is grey); rows in doubt, rows held back for an
// invalid seller row and rows a stopped run never reached counted apart, so the counts add up as on the command line
// (docs/upload.md, "Counts of a run").
import type { Language, RunSummary } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { formatMessage } from '../../../../shared/message-catalog';
import { RUN_COUNT_MESSAGES } from '../../i18n/run-count-messages';

type Tile = readonly [label: string, value: number, tone: string];

/** "Held back — waits for Sellers row 3, …": the rows the held-back ones wait for. */
function heldBackLabel(lang: Language, s: RunSummary): string {
  const rows = (s.waitFor ?? [])
    .map((w) => formatMessage(RUN_COUNT_MESSAGES.waitedRow, lang, { sheet: w.sheet, row: w.row }))
    .join(', ');
  return formatMessage(RUN_COUNT_MESSAGES.heldBackRows, lang, { count: s.heldBack ?? 0, rows });
}

/** A tile only where there is something to count. */
function some(n: number | undefined, tile: () => Tile): readonly Tile[] {
  return (n ?? 0) > 0 ? [tile()] : [];
}

export function ResultTiles({ summary: s }: { readonly summary: RunSummary }) {
  const { t, number, lang } = useI18n();
  const good = (n: number) => (n > 0 ? 'good' : 'neutral');
  const tiles: readonly Tile[] = [
    [t('created'), s.created, good(s.created)],
    [t('updated'), s.updated, good(s.updated)],
    ...some(s.deleted, () => [t('deleted'), s.deleted ?? 0, 'good']),
    [t('failed'), s.failed, s.failed > 0 ? 'bad' : 'neutral'],
    [t('invalid'), s.invalid, s.invalid > 0 ? 'warn' : 'neutral'],
    ...some(s.unknown, () => [formatMessage(RUN_COUNT_MESSAGES.unknownRows, lang), s.unknown ?? 0, 'warn']),
    ...some(s.heldBack, () => [heldBackLabel(lang, s), s.heldBack ?? 0, 'warn']),
    ...some(s.notReached, () => [formatMessage(RUN_COUNT_MESSAGES.notReachedRows, lang), s.notReached ?? 0, 'warn']),
    // Rows a finished run did not send were unchanged, and say so.
    [t(s.outcome === 'completed' ? 'skippedUnchanged' : 'skipped'), s.skipped, 'neutral'],
  ];
  return (
    <>
      <p className="muted tiles-caption">{t('thisRunCounts')}</p>
      <ul className="tiles" aria-label={t('resultsTitle')}>
        {tiles.map(([label, value, tone]) => (
          <li key={label} className={`tile ${tone}`}>
            <span className="tile-value">{number(value)}</span>
            <span className="tile-label">{label}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
