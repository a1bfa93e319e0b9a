// A dry run or an upload: started with the lookalikes the user confirmed, its progress followed; an upload that would
// delete, withdraw or change references first waits for the user to confirm their numbers.
import { useEffect, useState } from 'react';
import type { ProgressEvent, RunSummary, ValidationSummary } from '../../../../shared/contract';
import { api } from '../../api/platform';
import type { DeleteList } from '../../components/delete-confirmation';
import type { useCall } from '../../use-call';

/** The deletes, withdraws and reference changes a dry run listed, waiting for the user to confirm them. */
export interface ToConfirm {
  readonly deletes: DeleteList;
  readonly withdraws: DeleteList;
  readonly referenceChanges: DeleteList;
}

interface Confirms {
  readonly confirmDeletes: number;
  readonly confirmWithdraws: number;
  readonly confirmReferenceChanges: number;
}

export function useUploadRun(
  run: ReturnType<typeof useCall>['run'],
  fresh: ValidationSummary | null,
  dry: RunSummary | null,
  onFinished: (r: RunSummary) => void,
) {
  const [progress, setProgress] = useState<ProgressEvent | null>(null);
  const [running, setRunning] = useState(false);
  const [toConfirm, setToConfirm] = useState<ToConfirm | null>(null);
  const [createLookalikes, setCreateLookalikes] = useState(false);

  useEffect(
    () =>
      api.on('progress', (p) => {
        if (p.kind === 'upload') setProgress(p);
      }),
    [],
  );

  const start = async (dryRun: boolean, confirms: Confirms | null = null) => {
    setRunning(!dryRun);
    setProgress(null);
    // Lookalikes are created only as many as the last dry run listed and the user confirmed with the tick box.
    const lookalikes = createLookalikes ? (dry?.changes?.lookalikes?.length ?? 0) : 0;
    const extra = lookalikes > 0 ? { confirmLookalikes: lookalikes } : {};
    const r = await run(() =>
      api.startUpload(confirms === null ? { dryRun, ...extra } : { dryRun, ...confirms, ...extra }),
    );
    setRunning(false);
    if (!r) return;
    onFinished(r);
  };

  // Deletes, withdraws and reference changes are never implied: a dry run lists them as the portal holds them, and
  // the user types their numbers before the upload (docs/round-trip.md, "Row identity").
  const upload = async () => {
    if ((fresh?.deletes ?? 0) > 0 || (fresh?.withdraws ?? 0) > 0 || (fresh?.referenceChanges ?? 0) > 0) {
      const plan = await run(() => api.startUpload({ dryRun: true }));
      if (!plan) return;
      const deletes = plan.deletes ?? [];
      const withdraws = plan.withdraws ?? [];
      const referenceChanges = plan.referenceChanges ?? [];
      if (deletes.length > 0 || withdraws.length > 0 || referenceChanges.length > 0) {
        setToConfirm({ deletes, withdraws, referenceChanges });
        return;
      }
    }
    await start(false);
  };

  /** Starts the upload with the confirmed numbers of what the box listed. */
  const confirm = (c: ToConfirm) => {
    setToConfirm(null);
    void start(false, {
      confirmDeletes: c.deletes.length,
      confirmWithdraws: c.withdraws.length,
      confirmReferenceChanges: c.referenceChanges.length,
    });
  };

  return {
    progress,
    running,
    toConfirm,
    setToConfirm,
    createLookalikes,
    setCreateLookalikes,
    start,
    upload,
    confirm,
  } as const;
}
