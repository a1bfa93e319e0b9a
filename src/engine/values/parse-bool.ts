// Yes/no cells in the words staff use; an empty cell means "not given", never "no".
import { foldText } from './fold-text';

const TRUE_WORDS = new Set(['true', 'igaz', 'igen', 'i', 'yes', 'y', '1', 'x', 'van', 'ja']);
const FALSE_WORDS = new Set(['false', 'hamis', 'nem', 'n', 'no', '0', 'nincs']);

/** `true`/`false`, or null when the word is not a yes/no word. */
export function parseBoolText(text: string): boolean | null {
  const w = foldText(text);
  if (TRUE_WORDS.has(w)) return true;
  if (FALSE_WORDS.has(w)) return false;
  return null;
}

/** The words accepted, for messages. */
export const BOOL_WORDS_HINT = 'igen/nem, yes/no, true/false, i/n, 1/0, x';
