// Row preparation: request bodies, operations, fingerprints and every problem, per row and across rows.
export * from './prepare-options';
export * from './prepare-context';
export * from './fingerprint';
export * from './certainly-valid';
export * from './previous-result';
export * from './describe-problem';
export * from './sheet-plan';
export * from './prepare-row';
export * from './row-notices';
export * from './cross-row-rules';
export * from './prepare-rows';
export * from './cross-row-pass';
