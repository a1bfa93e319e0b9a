// What the export's progress bar shows: the phase's words and how far it has come.
import type { ExportProgressEvent } from '../../../../shared/contract';
import type { StringKey } from '../../i18n/ui-messages';

export const PHASE_TEXT: Record<ExportProgressEvent['phase'], StringKey> = {
  reference: 'exportPhase_reference',
  listing: 'exportPhase_listing',
  writing: 'exportPhase_writing',
  sealing: 'exportPhase_sealing',
  done: 'exportPhase_done',
};

/** Percent of the phase, or null while the phase has no count to show (asking for regions, reading back). */
export function percent(p: ExportProgressEvent | null): number | null {
  if (p === null || p.phase === 'reference' || p.phase === 'sealing') return null;
  if (p.phase === 'done' || p.total === 0) return 100;
  return Math.round((p.done / p.total) * 100);
}
