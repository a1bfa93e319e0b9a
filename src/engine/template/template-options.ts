// Reads the template's language and property types as a person types them on the command line.
import type { Lang, PropertyType, Result } from '../../catalog';
import { PROPERTY_TYPES, err, isPropertyType, ok } from '../../catalog';
import type { TemplateError } from './template-error';
import { TEMPLATE_LANGS, unknownLangError, unknownTypeError } from './template-error';
import { typeWord } from './template-plan';

/** Reads `--lang`: `hu` or `en`, any case. */
export function parseTemplateLang(text: string): Result<Lang, TemplateError> {
  const value = text.trim().toLowerCase();
  return value === 'hu' || value === 'en' ? ok(value) : err(unknownLangError(text));
}

/** Reads `--type apartment,house`: codes, or the property-type words of either language (`lakás`, `guest house`). */
export function parseTemplateTypes(text: string): Result<readonly PropertyType[], TemplateError> {
  const result: PropertyType[] = [];
  for (const part of text.split(',')) {
    const value = part.trim();
    if (value === '') continue;
    const type = typeFromText(value);
    if (type === null) return err(unknownTypeError(value));
    if (!result.includes(type)) result.push(type);
  }
  return ok(result);
}

function typeFromText(value: string): PropertyType | null {
  const code = value.toLowerCase().replace(/[\s-]+/g, '_');
  if (isPropertyType(code)) return code;
  const same = (a: string): boolean => a.localeCompare(value, 'hu', { sensitivity: 'accent' }) === 0;
  return PROPERTY_TYPES.find((t) => TEMPLATE_LANGS.some((l) => same(typeWord(t, l)))) ?? null;
}
