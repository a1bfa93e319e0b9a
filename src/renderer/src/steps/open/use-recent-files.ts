// The recently opened files, read again whenever another workbook opens.
import { useEffect, useState } from 'react';
import type { RecentFile, WorkbookInfo } from '../../../../shared/contract';
import { api } from '../../api/platform';

export function useRecentFiles(workbook: WorkbookInfo | null): readonly RecentFile[] {
  const [recent, setRecent] = useState<RecentFile[]>([]);
  useEffect(() => {
    void api.listRecentFiles({}).then((r) => {
      if (r.ok) setRecent(r.value);
    });
  }, [workbook]);
  return recent;
}
