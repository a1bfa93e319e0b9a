// A bulk fix's preview, asked for again a moment after its form last changed.
import { useEffect, useState } from 'react';
import { api } from '../api/platform';
import type { BulkPreview } from './bulk-preview-line';
import type { BulkScope } from './bulk-scope-field';

/** The form a bulk fix is previewed and applied with. */
export interface BulkForm {
  readonly sheet: string;
  readonly index: number;
  readonly find: string;
  readonly replace: string;
  readonly scope: BulkScope;
}

/** The preview of the form as it stands (null while asked for), and a way to drop it once the fix is applied. */
export function useBulkPreview({ sheet, index, find, replace, scope }: BulkForm) {
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  useEffect(() => {
    setPreview(null);
    // An answer for an older form is dropped: arriving late, it would show (and enable) the wrong count.
    let current = true;
    const timer = setTimeout(() => {
      void api.bulkReplace({ sheet, index, find, replace, scope, apply: false }).then((r) => {
        if (r.ok && current) setPreview(r.value);
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [sheet, index, find, replace, scope]);
  return { preview, clearPreview: () => setPreview(null) } as const;
}
