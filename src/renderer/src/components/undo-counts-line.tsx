// The undo's counts as a live status line: what the preview would do, or what the undo did.
import type { UndoReportView } from '../../../shared/contract-undo';
import { useI18n } from '../i18n/i18n';
import { UNDO_MESSAGES } from '../i18n/undo-messages';
import { translator } from '../i18n/translator';

interface Props {
  readonly counts: UndoReportView['counts'];
  /** Whether the counts are of the undo done rather than of its preview. */
  readonly done: boolean;
}

export function UndoCountsLine({ counts, done }: Props) {
  const { lang, number } = useI18n();
  const u = translator(UNDO_MESSAGES, lang);
  const count = number(counts.undone);
  const kept = number(counts.kept);
  const impossible = number(counts.notPossible);
  return (
    <p role="status" aria-live="polite">
      {done
        ? u('undoDoneCounts', { count, kept, impossible, failed: number(counts.failed) })
        : u('undoPreviewCounts', { count, kept, impossible })}
    </p>
  );
}
