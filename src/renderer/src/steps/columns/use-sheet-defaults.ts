// The office defaults switch of a properties sheet, shown as chosen while the services confirm it.
import { useState } from 'react';
import type { MappingView } from '../../../../shared/contract';
import { api } from '../../api/platform';
import type { useCall } from '../../use-call';

export function useSheetDefaults(run: ReturnType<typeof useCall>['run'], onChange: (m: MappingView) => void) {
  const [pendingDefaults, setPendingDefaults] = useState<boolean | null>(null);

  /** The box shows the choice at once; the services' answer then confirms it (or, refused, the old state returns). */
  const setDefaults = async (sheet: string, on: boolean) => {
    setPendingDefaults(on);
    try {
      const m = await run(() => api.setSheetDefaults({ sheet, on }));
      if (m) onChange(m);
    } finally {
      setPendingDefaults(null);
    }
  };

  return { pendingDefaults, setDefaults };
}
