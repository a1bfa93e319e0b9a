// Every command of the command line: its name, its one-line summary for the overall help, and how to load it.
// A command's module (and what it imports: the reader, the HTTP client, exceljs…) is loaded only when that command
// runs or its own help is asked for, so `--help` and `--version` start at once.
import type { Command } from 'commander';

export interface CommandEntry {
  readonly name: string;
  /** The same text the command's own register function gives commander (a test keeps them equal). */
  readonly summary: string;
  readonly load: () => Promise<(program: Command) => void>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'sandbox',
    summary: 'Run the local implementation of the listing API (for rehearsal and tests).',
    load: async () => (await import('./commands/sandbox-command')).registerSandboxCommand,
  },
  {
    name: 'map',
    summary: "Show how the columns of a workbook map onto the API's fields.",
    load: async () => (await import('./commands/map-command')).registerMapCommand,
  },
  {
    name: 'validate',
    summary: "Validate every row of a workbook against the API's rules, without sending anything.",
    load: async () => (await import('./commands/validate-command')).registerValidateCommand,
  },
  {
    name: 'upload',
    summary: "Upload a workbook through the batch endpoint and write each row's result back into a copy of it.",
    load: async () => (await import('./commands/upload-command')).registerUploadCommand,
  },
  {
    name: 'history',
    summary: 'List the upload runs (and undos) of the data folder, newest first, with the ids undo takes.',
    load: async () => (await import('./commands/history-command')).registerHistoryCommand,
  },
  {
    name: 'undo',
    summary: 'Undo an upload run: put back what it changed on the portal, and list what could not be put back.',
    load: async () => (await import('./commands/undo-command')).registerUndoCommand,
  },
  {
    name: 'words',
    summary: 'List the words an office mapped by hand (remembered from mapping files and the app), or forget them.',
    load: async () => (await import('./commands/map-words-command')).registerWordsCommand,
  },
  {
    name: 'template',
    summary: 'Write a new template workbook with dropdowns, rules, notes and a help sheet.',
    load: async () => (await import('./commands/template-command')).registerTemplateCommand,
  },
  {
    name: 'export',
    summary: "Export offices' sellers and listings to a workbook in the template's layout, to edit and re-import.",
    load: async () => (await import('./commands/export-command')).registerExportCommand,
  },
];
