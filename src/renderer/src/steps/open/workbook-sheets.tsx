// The opened workbook's sheets: a row of choices per sheet, what the reader noticed, and the previewed sheet.
import type { RefObject } from 'react';
import type { WorkbookInfo } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { importedSheetWarnings } from './sheet-choice';
import { SheetChoiceRow } from './sheet-choice-row';
import { HeaderWarnings, SkippedSheets } from './sheet-notices';
import { SheetPreview } from './sheet-preview';
import type { SheetChoices } from './use-sheet-choices';

interface Props {
  readonly workbook: WorkbookInfo;
  readonly sheetChoices: SheetChoices;
  readonly heading: RefObject<HTMLHeadingElement | null>;
}

export function WorkbookSheets({ workbook, sheetChoices, heading }: Props) {
  const { t } = useI18n();
  const { choices, choiceFor, choose, previewSheet, setPreviewSheet } = sheetChoices;
  const preview = workbook.sheets.find((s) => s.name === previewSheet);
  return (
    <div className="card">
      <h2 ref={heading} tabIndex={-1}>
        {t('sheets')} <span className="muted">· {workbook.fileName}</span>
      </h2>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('sheet')}</th>
            <th scope="col">{t('rows')}</th>
            <th scope="col">{t('role')}</th>
            <th scope="col">{t('headerRow')}</th>
            <th scope="col">{t('defaultType')}</th>
          </tr>
        </thead>
        <tbody>
          {workbook.sheets.map((s) => (
            <SheetChoiceRow
              key={s.name}
              sheet={s}
              choice={choiceFor(s)}
              previewed={s.name === previewSheet}
              onChoose={(next) => choose(s, next)}
              onPreview={() => setPreviewSheet(s.name)}
            />
          ))}
        </tbody>
      </table>
      <HeaderWarnings warnings={importedSheetWarnings(workbook, choices)} />
      <SkippedSheets skipped={workbook.skippedSheets} />
      {preview && <SheetPreview sheet={preview} headerRow={choices[preview.name]?.headerRow ?? preview.headerRow} />}
    </div>
  );
}
