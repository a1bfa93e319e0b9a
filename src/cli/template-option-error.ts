// A `--type` or `--lang` the template's parsers refused, in both languages, naming the option and the value given.
import type { Words } from '../catalog';
import { formatBoth } from '../catalog/message-catalog';
import type { TemplateError } from '../engine/template/template-error';
import { CLI_ARGUMENT_MESSAGES } from './cli-argument-messages';

/** The refusal of `option`'s value; the parsers of a type or a language refuse only with an unknown word. */
export function templateOptionError(option: string, e: TemplateError): Words {
  switch (e.kind) {
    case 'unknown_type':
      return formatBoth(CLI_ARGUMENT_MESSAGES.unknownType, { option, value: e.value, allowed: e.allowed.join(', ') });
    case 'unknown_lang':
      return formatBoth(CLI_ARGUMENT_MESSAGES.unknownLang, { option, value: e.value, allowed: e.allowed.join(', ') });
    case 'file_exists':
    case 'write_failed':
      return formatBoth(CLI_ARGUMENT_MESSAGES.optionRefused, { option, why: e.message });
  }
}
