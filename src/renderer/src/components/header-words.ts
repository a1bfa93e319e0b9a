// A workbook header as staff read it: the template's and the export's headers carry the field's key for the reader
// (`Ár [price.price]`, docs/template.md); the app shows the words, and a header that is only a key as the field's label.
import type { SheetRole } from '../../../catalog';
import { SHEET_ROLES, findField } from '../../../catalog';

const KEY_SUFFIX = /\s*\[\s*[a-z0-9_]+(?:\.[a-z0-9_]+)+\s*\]\s*$/i;

export function headerWords(header: string, field: string | null, lang: 'en' | 'hu', role?: SheetRole): string {
  const words = header.replace(KEY_SUFFIX, '');
  if (words.trim() !== '') return words;
  const key = field ?? /\[\s*([^\]\s]+)\s*\]/.exec(header)?.[1] ?? null;
  if (key === null) return header;
  const roles = role ? [role, ...SHEET_ROLES] : SHEET_ROLES;
  for (const r of roles) {
    const label = findField(r, key)?.label[lang];
    if (label) return label;
  }
  return header;
}
