// The upload half of the import engine: plan, batch runner, journal and fault budget.
export * from './upload-types';
export * from './plan';
export * from './existing-records';
export * from './fault-budget';
export * from './journal';
export * from './run-upload';
export * from './upload-lock';
export * from './upload-history';
export * from './answer-classifier';
export * from './record-diff';
export * from './current-records';
export * from './partial-updates';
export { columnHeaders } from './column-headers';
export * from './delete-confirmation';
export * from './sync-preview';
export * from './recorded-scope';
export * from './lookalike-records';
export * from './records-asked-early';
