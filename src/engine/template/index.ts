// The template workbook: a guided Excel file for preparing sellers, listings and images offline.
export { buildTemplate } from './build-template';
export type { TemplateOptions } from './build-template';
export type { TemplateError } from './template-error';
export { TEMPLATE_LANGS } from './template-error';
export { parseTemplateLang, parseTemplateTypes } from './template-options';
export { templateHeader, headerKey } from './template-header';
export { planTemplate, propertySheetName, typeWord } from './template-plan';
export type { TemplatePlan, DataSheetPlan, TemplateColumn, ExportInfo, ShortenedText } from './template-plan';
export { TEMPLATE_DATA_ROWS, renderTemplate } from './render-template';
export { TEMPLATE_SHEET_NAMES, BOOLEAN_WORDS, booleanWords } from './template-words';
export type { TemplateSheetKind } from './template-words';
export type { ListingScope, ScopeStatus } from './export-scope';
export { SCOPE_LABEL, describeScope, parseScopeText, scopeText } from './export-scope';
