// The import session as app services use it.
export { ImportSession } from './import-session';
export { cellText } from '../../engine/workbook/cell-text';
