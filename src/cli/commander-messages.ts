// Commander's own usage errors (the pinned commander 14), each in commander's exact English and in Hungarian
// (docs/messages.md, "Command line"): the English text is also how commander-usage-errors.ts recognises it.
import { defineMessages } from '../catalog/message-catalog';

/** The first line of a usage error. */
export const COMMANDER_MESSAGES = defineMessages({
  missingArgument: {
    en: "error: missing required argument '{name}'",
    hu: 'hiba: hiányzik a kötelező „{name}” argumentum',
  },
  optionMissingArgument: {
    en: "error: option '{flags}' argument missing",
    hu: 'hiba: a(z) „{flags}” kapcsoló után hiányzik az érték',
  },
  missingMandatoryOption: {
    en: "error: required option '{flags}' not specified",
    hu: 'hiba: a kötelező „{flags}” kapcsoló nincs megadva',
  },
  unknownOption: {
    en: "error: unknown option '{flag}'",
    hu: 'hiba: ismeretlen kapcsoló: „{flag}”',
  },
  unknownCommand: {
    en: "error: unknown command '{name}'",
    hu: 'hiba: ismeretlen parancs: „{name}”',
  },
  excessArgumentsFor: {
    en: {
      one: "error: too many arguments for '{command}'. Expected {count} argument but got {got}.",
      other: "error: too many arguments for '{command}'. Expected {count} arguments but got {got}.",
    },
    hu: 'hiba: túl sok argumentum a(z) „{command}” parancsnak: {count} argumentumot vár, de {got} érkezett.',
  },
  excessArguments: {
    en: {
      one: 'error: too many arguments. Expected {count} argument but got {got}.',
      other: 'error: too many arguments. Expected {count} arguments but got {got}.',
    },
    hu: 'hiba: túl sok argumentum: {count} argumentumot vár, de {got} érkezett.',
  },
});

/** The suggestion commander writes on the line after an unknown option or command. */
export const COMMANDER_SUGGESTION_MESSAGES = defineMessages({
  suggestMany: { en: '(Did you mean one of {list}?)', hu: '(Ezek egyikére gondolt: {list}?)' },
  suggestOne: { en: '(Did you mean {one}?)', hu: '(Erre gondolt: {one}?)' },
});
