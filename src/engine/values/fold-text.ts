// Text folded for comparison: case, accents, underscores and runs of spaces do not matter to office staff.

const MARKS = /[\u0300-\u036f]/g;
const SPACES = /[\s_\u00a0\u2007\u2009\u202f]+/g;

/** `"  Tégla_és   KŐ "` → `"tegla es ko"`; pure ASCII input skips the Unicode normalisation. */
export function foldText(text: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text);
  const base = ascii ? text : text.normalize('NFD').replace(MARKS, '');
  return base.toLowerCase().replace(SPACES, ' ').trim();
}

/** Lower case and single spaces, accents kept: the first, stricter comparison. */
export function squeezeText(text: string): string {
  return text.toLowerCase().replace(SPACES, ' ').trim();
}
