// Export from the portal (docs/round-trip.md): the connected office's records into a workbook, with a progress bar,
// then "Open for editing" takes that workbook through the wizard (sheets, columns recognised, Review, upload).
import { useId } from 'react';
import type { Connection, WorkbookInfo } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { ExportFilterForm } from './export/export-filter-form';
import { ExportOutcome } from './export/export-outcome';
import { ExportProgress } from './export/export-progress';
import { useExportFilters } from './export/use-export-filters';
import { useExportRun } from './export/use-export-run';

interface Props {
  readonly connection: Connection;
  /** The exported workbook is open in the services: the wizard continues at its Workbook step. */
  readonly onOpened: (w: WorkbookInfo) => void;
}

export function ExportView({ connection, onOpened }: Props) {
  const { t, lang } = useI18n();
  const { busy, run } = useCall();
  const formId = useId();
  const filters = useExportFilters(lang);
  const exporting = useExportRun(run, onOpened);
  const { running, progress, result } = exporting;

  return (
    <section aria-labelledby="export-title" className="step-panel">
      <h1 id="export-title">{t('exportTitle')}</h1>
      <p className="intro">{t('exportIntro')}</p>
      <ExportFilterForm connection={connection} filters={filters} exporting={exporting} formId={formId} busy={busy} />
      {(running || progress) && <ExportProgress exporting={exporting} />}
      {result && <ExportOutcome result={result} exporting={exporting} formId={formId} busy={busy} />}
    </section>
  );
}
