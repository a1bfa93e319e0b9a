// Cell values → API values: numbers, yes/no, enum words, dates, settlements and districts.
export * from './fold-text';
export * from './text-memo';
export * from './parse-number';
export * from './parse-bool';
export * from './parse-date';
export * from './enum-words';
export * from './value-problem';
export * from './value-override';
export * from './convert-cell';
export * from './region-index';
export * from './value-summary';
export * from './column-interpretation';
export * from './compound-rooms';
export * from './interpret-cell';
export * from './apply-fills';
export * from './learned-words';
export * from './word-forms';
