// The Open step's choices per sheet and the sheet previewed, started afresh for each workbook opened.
import { useEffect, useState } from 'react';
import type { MappingView, SheetSummary, WorkbookInfo } from '../../../../shared/contract';
import type { Choice } from './sheet-choice';
import { initialChoices, proposedChoice } from './sheet-choice';

export interface SheetChoices {
  readonly choices: Record<string, Choice>;
  readonly choiceFor: (sheet: SheetSummary) => Choice;
  readonly choose: (sheet: SheetSummary, next: Partial<Choice>) => void;
  readonly previewSheet: string | null;
  readonly setPreviewSheet: (sheet: string) => void;
}

export function useSheetChoices(workbook: WorkbookInfo | null, mapping: MappingView | null): SheetChoices {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [previewSheet, setPreviewSheet] = useState<string | null>(null);

  useEffect(() => {
    if (!workbook) return;
    setChoices(initialChoices(workbook, mapping));
    setPreviewSheet(workbook.sheets.find((s) => s.role !== null)?.name ?? workbook.sheets[0]?.name ?? null);
  }, [workbook]);

  const choiceFor = (sheet: SheetSummary): Choice => choices[sheet.name] ?? proposedChoice(sheet);
  const choose = (sheet: SheetSummary, next: Partial<Choice>): void =>
    setChoices({ ...choices, [sheet.name]: { ...choiceFor(sheet), ...next } });
  return { choices, choiceFor, choose, previewSheet, setPreviewSheet };
}
