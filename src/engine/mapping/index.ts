// Column mapping: headers → catalog fields, sheet roles, mapping templates.
export * from './result-column';
export * from './import-action-column';
export * from './header-synonyms';
export * from './match-columns';
export * from './sheet-role';
export * from './mapping-template';
export * from './propose-mapping';
export * from './seller-links';
export * from './fields-from-values';
export * from './required-columns';
export * from './sheet-property-type';
export * from './header-unit';
export * from './column-interpretations';
export * from './describe-interpretations';
