// Why a workbook of results was not written, in both languages, for the command line's lines: the write-back's own
// Hungarian where it gives one; else, as its English names paths and the file system's text, the Hungarian says what
// the refusal's kind means (docs/messages.md, "Failures of the service": the network layer's English is handled so).
import type { Words } from '../catalog';
import type { WriteBackError } from '../engine/write-back/write-back-types';
import { WRITE_BACK_KIND_WORDS } from './write-back-failure-messages';

export function writeBackFailureInBoth(e: WriteBackError): Words {
  return { en: e.message, hu: e.messageHu ?? WRITE_BACK_KIND_WORDS[e.kind].hu };
}
