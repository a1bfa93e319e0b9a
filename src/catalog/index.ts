// The API's field tables as data: the single source of truth for schemas, labels, mapping and templates.
export * from './field-types';
export * from './field-builders';
export * from './value-sets';
export * from './value-words';
export * from './property-fields';
export * from './special-blocks';
export * from './seller-fields';
export * from './image-fields';
export * from './endpoints';
export * from './error-codes';
export * from './field-issue';
export * from './result';
export * from './schemas';
export * from './validate-body';
export * from './validate-query';
export * from './catalog-index';
