// Step 2: open a workbook (dialog, file picker or drop), choose each sheet's role and confirm its header row.
import type { MappingView, WorkbookInfo } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { RecentFiles } from './open/recent-files';
import { sheetChoices } from './open/sheet-choice';
import type { OpenRequest } from './open/use-open-workbook';
import { useOpenWorkbook } from './open/use-open-workbook';
import { useRecentFiles } from './open/use-recent-files';
import { useSheetChoices } from './open/use-sheet-choices';
import { WorkbookDropZone } from './open/workbook-drop-zone';
import { WorkbookSheets } from './open/workbook-sheets';
import { TemplateDownload } from './template-download';

interface Props {
  readonly workbook: WorkbookInfo | null;
  /** The mapping made from this workbook, if any: coming back to this step shows the choices it was made with. */
  readonly mapping: MappingView | null;
  readonly request: OpenRequest;
  readonly onRequestHandled: () => void;
  readonly onOpened: (w: WorkbookInfo) => void;
  /** The chosen file did not open: the previous workbook is closed on the Node side too, so none stays shown. */
  readonly onOpenFailed: () => void;
  readonly onConfigured: (m: MappingView) => void;
  readonly onBack: () => void;
}

export function OpenStep({ workbook, mapping, request, onConfigured, onBack, ...opening }: Props) {
  const { t } = useI18n();
  const recent = useRecentFiles(workbook);
  const choices = useSheetChoices(workbook, mapping);
  const opener = useOpenWorkbook({ workbook, request, ...opening });
  const { busy, run } = opener;

  const configure = async () => {
    const m = await run(() => api.configureSheets({ sheets: sheetChoices(choices.choices) }));
    if (m) onConfigured(m);
  };
  const anyRole = Object.values(choices.choices).some((c) => c.role !== null);

  return (
    <section aria-labelledby="open-title" className="step-panel">
      <h1 id="open-title">{t('openTitle')}</h1>
      <p className="intro">{t('openIntro')}</p>
      <WorkbookDropZone {...opener} />
      <TemplateDownload />
      <RecentFiles recent={recent} onOpen={(path) => void opener.open({ kind: 'path', path })} />
      {workbook && <WorkbookSheets workbook={workbook} sheetChoices={choices} heading={opener.sheetsHeading} />}
      <div className="footer-actions">
        <button type="button" className="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!workbook || !anyRole || busy}
          onClick={() => void configure()}
        >
          {t('next')}
        </button>
      </div>
    </section>
  );
}
