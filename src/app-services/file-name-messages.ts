// The words of the file names the app gives what it writes (docs/messages.md): a template, an export. ASCII only, as a
// file name travels through mail and old file systems.
import { defineMessages } from '../catalog/message-catalog';

export const FILE_NAME_MESSAGES = defineMessages({
  template: { en: 'template', hu: 'sablon' },
  office: { en: 'office-{office}', hu: 'iroda-{office}' },
  offices: { en: 'offices', hu: 'irodak' },
});
