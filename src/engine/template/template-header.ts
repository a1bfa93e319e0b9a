// Template header text: the field's label in the chosen language plus its canonical key in brackets.
import type { FieldDef, Lang } from '../../catalog';

/**
 * `Ár [price.price]`: people read the label, the engine reads the key. The mapping engine treats a trailing
 * `[key]` as an exact canonical key, so template columns map with full confidence whatever the language.
 */
export function templateHeader(field: FieldDef, lang: Lang): string {
  return `${field.label[lang]} [${field.key}]`;
}

const KEY_SUFFIX = /\[\s*([a-z0-9_]+(?:\.[a-z0-9_]+)+)\s*\]\s*$/i;

/** The canonical key in a header's trailing brackets, or null when there is none. */
export function headerKey(header: string): string | null {
  const match = KEY_SUFFIX.exec(header);
  return match?.[1]?.toLowerCase() ?? null;
}
