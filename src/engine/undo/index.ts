// Undo of an upload run (docs/undo.md).
export type { RunUndoOptions, UndoFailure } from './run-undo';
export { runUndo } from './run-undo';
export type { HistoryEntry } from './run-history';
export { listHistory } from './run-history';
export type * from './undo-types';
