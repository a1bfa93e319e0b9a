// A bulk fix's form: column, search text, new value and scope, with its preview and the count of the last applied fix.
import { useState } from 'react';
import type { BulkScope } from './bulk-scope-field';
import { useBulkPreview } from './use-bulk-preview';

export function useBulkForm(sheet: string, firstIndex: number) {
  const [index, setIndex] = useState<number>(firstIndex);
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [scope, setScope] = useState<BulkScope>('all');
  const form = { sheet, index, find, replace, scope } as const;
  const { preview, clearPreview } = useBulkPreview(form);
  /** Cells the last applied fix changed, shown until the column, search text or new value changes. */
  const [done, setDone] = useState<number | null>(null);
  /** A change to the form: the count of the last applied fix no longer stands. */
  const edited =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDone(null);
    };
  return {
    form,
    preview,
    done,
    setIndex,
    pickIndex: edited(setIndex),
    setFind: edited(setFind),
    setReplace: edited(setReplace),
    setScope,
    applied: (changed: number) => {
      setDone(changed);
      clearPreview();
    },
  } as const;
}
