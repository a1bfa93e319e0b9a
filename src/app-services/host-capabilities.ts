// What differs between Electron main and the browser host: dialogs, opening files, secrets, downloads, events.
import type { EventName } from '../shared/contract-methods';
import type { EventPayload, SavedFile } from '../shared/contract';
import type { SecretBox } from './secret-box';

export interface HostCapabilities {
  readonly mode: 'electron' | 'browser';
  /** The system locale, e.g. `hu-HU`; decides the default language. */
  readonly locale: string;
  readonly secretBox: SecretBox;
  /** Native open dialog; null when cancelled or not available. */
  chooseWorkbook(): Promise<string | null>;
  /** Offers a file the services wrote: a save dialog (Electron) or a download URL (browser); null when cancelled. */
  offerFile(path: string, suggestedName: string): Promise<SavedFile | null>;
  /** Opens a file in the system's program; false where that is not possible. */
  openPath(path: string): Promise<boolean>;
  /** The path of a workbook the browser uploaded, or null. */
  uploadedFile(uploadId: string): { path: string; name: string } | null;
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
}
