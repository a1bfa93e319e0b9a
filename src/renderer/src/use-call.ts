// Calls a contract method and reports a failure to the app's error banner; returns the value or null.
import { createContext, useCallback, useContext, useState } from 'react';
import type { AppError, Outcome } from '../../shared/contract';

export const ErrorContext = createContext<(e: AppError | null) => void>(() => undefined);

/** `run` gives the value (null on failure); `succeeds` is for methods whose value is null anyway. */
export function useCall(): {
  busy: boolean;
  run: <T>(call: () => Promise<Outcome<T>>) => Promise<T | null>;
  succeeds: (call: () => Promise<Outcome<unknown>>) => Promise<boolean>;
} {
  const report = useContext(ErrorContext);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(call: () => Promise<Outcome<T>>): Promise<T | null> => {
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
    },
    [report],
  );
  const succeeds = useCallback(
    async (call: () => Promise<Outcome<unknown>>): Promise<boolean> => {
      let ok = false;
      await run(async () => {
        const r = await call();
        ok = r.ok;
        return r;
      });
      return ok;
    },
    [run],
  );
  return { busy, run, succeeds };
}
