// The import as callers see it: open and map, prepare, upload, write back.
export * from './open-import';
export * from './prepare-import';
export * from './import-reference';
export * from './import-prepare-context';
export * from './import-reference-messages';
export * from './prepare-in-slices';
export * from './prepare-with-sellers';
export * from './data-folders';
export * from './import-results';
export * from './upload-admission';
export * from './upload-run';
export * from './finish-upload';
export * from './results-ahead';
export * from './seller-look-up';
export * from './rows-not-failed';
