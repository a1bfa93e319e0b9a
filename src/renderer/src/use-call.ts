// Calls a contract method and reports a failure to the app's error banner; returns the value or null.
import { createContext, useCallback, useContext, useState } from 'react';
import type { AppError, Outcome } from '../../shared/contract';

export const ErrorContext = createContext<(e: AppError | null) => void>(() => undefined);

export function useCall(): { busy: boolean; run: <T>(call: () => Promise<Outcome<T>>) => Promise<T | null> } {
  const report = useContext(ErrorContext);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(call: () => Promise<Outcome<T>>): Promise<T | null> => {
    setBusy(true);
    try {
      const r = await call();
      if (!r.ok) {
        if (r.error.code !== 'cancelled') report(r.error);
        return null;
      }
      report(null);
      return r.value;
    } finally {
      setBusy(false);
    }
  }, [report]);
  return { busy, run };
}
