// Yes/no cells in the words and marks staff use (catalog YES_WORDS/NO_WORDS); an empty cell means "not given".
import { NO_WORDS, YES_WORDS } from '../../catalog';
import { foldText } from './fold-text';

const TRUE_WORDS: ReadonlySet<string> = new Set(YES_WORDS.map(foldText));
const FALSE_WORDS: ReadonlySet<string> = new Set(NO_WORDS.map(foldText));

/** `true`/`false`, or null when the word is not a yes/no word. */
export function parseBoolText(text: string): boolean | null {
  const w = foldText(text);
  if (TRUE_WORDS.has(w)) return true;
  if (FALSE_WORDS.has(w)) return false;
  return null;
}

/** The words accepted, for messages. */
export const BOOL_WORDS_HINT = 'igen/nem, van/nincs, yes/no, true/false, i/n, 1/0, x, ✓/✗';
