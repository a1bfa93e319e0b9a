// What the app services may ask of the browser host: no native dialogs, files offered as downloads, events over SSE.
import type { HostCapabilities } from '../app-services/host-capabilities';
import { keyFileSecretBox } from '../app-services/secret-box';
import type { EventStream } from './event-stream';
import type { HostFiles } from './host-files';

/** The host's parts the capabilities reach. */
export interface BrowserParts {
  readonly dataDir: string;
  readonly locale: string | undefined;
  readonly uploads: HostFiles;
  readonly downloads: HostFiles;
  readonly events: EventStream;
}

export async function browserCapabilities(parts: BrowserParts): Promise<HostCapabilities> {
  const { uploads, downloads, events } = parts;
  return {
    mode: 'browser',
    locale: parts.locale ?? Intl.DateTimeFormat().resolvedOptions().locale,
    secretBox: await keyFileSecretBox(parts.dataDir),
    chooseWorkbook: async () => null,
    offerFile: async (path, name) => {
      const id = downloads.add({ path, name });
      return { name, path: null, downloadUrl: `/download/${id}` };
    },
    openPath: async () => false,
    uploadedFile: (id) => uploads.get(id),
    emit: (event, payload) => events.emit(event, payload),
  };
}
