// Results the command line did write, in both languages (docs/messages.md, "Command line"): where they went, and a
// caveat of them, the engine's notice (a CSV's characters its encoding lacks) under the label the English line always
// had.
import { defineMessages } from '../catalog/message-catalog';

export const RESULTS_NOTICE_MESSAGES = defineMessages({
  /** `upload`'s results workbook, as written (a name of its own when the usual one was taken). */
  written: { en: 'results written to {file}', hu: 'Az eredmények a(z) {file} fájlba kerültek' },
  warning: { en: 'warning: {notice}', hu: 'Figyelmeztetés: {notice}' },
});
