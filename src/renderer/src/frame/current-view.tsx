// What the main area shows: History, Export, or the wizard's current step, each wired to the wizard's flow.
import { useCallback } from 'react';
import type { AppInfo, ValidationSummary } from '../../../shared/contract';
import { ColumnsStep } from '../steps/columns-step';
import { ConnectStep } from '../steps/connect-step';
import { ExportView } from '../steps/export-view';
import { HistoryView } from '../steps/history-view';
import { OpenStep } from '../steps/open-step';
import { ResultsStep } from '../steps/results-step';
import { ReviewStep } from '../steps/review-step';
import { UploadStep } from '../steps/upload-step';
import { ValuesStep } from '../steps/values-step';
import type { Wizard } from '../wizard/use-wizard';
import type { StepId } from '../wizard/wizard-state';
import { canOpenRun } from '../wizard/wizard-state';

export function CurrentView({ wizard, info }: { readonly wizard: Wizard; readonly info: AppInfo | null }) {
  const { state: w, dispatch } = wizard;
  const { connection } = w;
  const go = (s: StepId) => dispatch({ type: 'goTo', step: s });
  if (w.view === 'history')
    return (
      <HistoryView
        connection={connection}
        openable={(id) => canOpenRun(w, id)}
        onOpen={(id) => dispatch({ type: 'openRun', runId: id })}
      />
    );
  if (w.view === 'export' && connection)
    return (
      <ExportView
        connection={connection}
        onOpened={(opened) => {
          dispatch({ type: 'workbookOpened', workbook: opened });
          go('open');
        }}
      />
    );
  return <CurrentStep wizard={wizard} info={info} />;
}

function CurrentStep({ wizard, info }: { readonly wizard: Wizard; readonly info: AppInfo | null }) {
  const { state: w, dispatch } = wizard;
  const { step, connection, workbook, mapping, summary, run } = w;
  const go = (s: StepId) => dispatch({ type: 'goTo', step: s });
  const onValidated = useCallback((v: ValidationSummary) => dispatch({ type: 'validated', summary: v }), [dispatch]);
  const onRowsEdited = useCallback(() => dispatch({ type: 'rowsEdited' }), [dispatch]);
  return (
    <>
      {step === 'connect' && (
        <ConnectStep
          info={info}
          connection={connection}
          onConnected={(c) => dispatch({ type: 'connected', connection: c })}
          onChecked={(ok) => dispatch({ type: 'connectionChecked', ok })}
        />
      )}
      {step === 'open' && (
        <OpenStep
          workbook={workbook}
          mapping={mapping}
          request={w.openRequest}
          onRequestHandled={() => dispatch({ type: 'openRequestHandled' })}
          onOpened={(opened) => dispatch({ type: 'workbookOpened', workbook: opened })}
          onOpenFailed={() => dispatch({ type: 'openFailed' })}
          onConfigured={(m) => dispatch({ type: 'sheetsConfigured', mapping: m })}
          onBack={() => go('connect')}
        />
      )}
      {step === 'columns' && mapping && (
        <ColumnsStep
          mapping={mapping}
          onChange={(m) => dispatch({ type: 'mappingChanged', mapping: m })}
          onBack={() => go('open')}
          onNext={() => go('values')}
        />
      )}
      {step === 'values' && mapping && (
        <ValuesStep
          validated={summary !== null}
          onValidated={onValidated}
          onChanged={() => dispatch({ type: 'valuesChanged' })}
          onBack={() => go('columns')}
          onNext={() => go('review')}
        />
      )}
      {step === 'review' && mapping && (
        <ReviewStep
          mapping={mapping}
          summary={summary}
          onSummary={onValidated}
          onEdited={onRowsEdited}
          onBack={() => go('values')}
          onNext={() => go('upload')}
        />
      )}
      {step === 'upload' && connection && (
        <UploadStep
          summary={summary}
          dryRun={w.dryRun}
          connection={connection}
          onValidated={onValidated}
          onFinished={(r) => dispatch({ type: 'runFinished', run: r })}
          onBack={() => go('review')}
        />
      )}
      {step === 'results' && run && (
        <ResultsStep
          run={run}
          onRun={(r) => dispatch({ type: 'runFinished', run: r })}
          onReview={() => go('review')}
          onUpload={() => go('upload')}
          onNewImport={() => go('open')}
        />
      )}
    </>
  );
}
