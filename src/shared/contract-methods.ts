// The names of the main↔renderer methods and events, without schemas, so the sandboxed preload can stay tiny.

/** Every method of the contract; `contract.ts` checks at compile time that its schemas cover exactly these. */
export const METHOD_NAMES = [
  'getAppInfo',
  'setLanguage',
  'listProfiles',
  'saveProfile',
  'deleteProfile',
  'testConnection',
  'testUnsavedConnection',
  'connect',
  'chooseWorkbook',
  'openWorkbook',
  'listRecentFiles',
  'configureSheets',
  'setColumnMapping',
  'listMappingTemplates',
  'saveMappingTemplate',
  'loadMappingTemplate',
  'getValueMappings',
  'setValueMapping',
  'getInterpretations',
  'setInterpretation',
  'listLearnedWords',
  'forgetLearnedWords',
  'validate',
  'cancelValidation',
  'getRows',
  'editCell',
  'getProblems',
  'getWarnings',
  'acceptWarnings',
  'editCells',
  'bulkReplace',
  'undoEdit',
  'setSheetDefaults',
  'writeNotes',
  'startUpload',
  'cancelUpload',
  'getResults',
  'resubmitFailed',
  'syncPreview',
  'withdrawMissing',
  'saveResultsWorkbook',
  'openResultsWorkbook',
  'listHistory',
  'undoRun',
  'exportWorkbook',
  'cancelExport',
  'downloadTemplate',
  'listSellerChoices',
] as const;

export type MethodName = (typeof METHOD_NAMES)[number];

/** Events main sends to the renderer. */
export const EVENT_NAMES = ['progress', 'menuCommand', 'exportProgress', 'engineRestarted'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** IPC channel of a method; one channel per method keeps the main-side handlers separate. */
export function methodChannel(name: MethodName): string {
  return `li:${name}`;
}

export function eventChannel(name: EventName): string {
  return `li-event:${name}`;
}
