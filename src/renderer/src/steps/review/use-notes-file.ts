// Writing the rows' problems into a copy of the workbook as cell notes, and the file it wrote.
import { useState } from 'react';
import type { SavedFile } from '../../../../shared/contract';
import { api, download } from '../../api/platform';
import type { useCall } from '../../use-call';

export function useNotesFile(run: ReturnType<typeof useCall>['run']) {
  const [saved, setSaved] = useState<SavedFile | null>(null);
  const writeNotes = async () => {
    const f = await run(() => api.writeNotes({}));
    if (f) {
      setSaved(f);
      if (f.downloadUrl) download(f.downloadUrl, f.name);
    }
  };
  return { saved, writeNotes };
}
