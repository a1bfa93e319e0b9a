// Room counts written as whole + half rooms (`2+1`, `2 + 1 fél`, `3 szoba + 2 félszoba`), words from the catalog.
import { HALF_ROOM_WORDS, ROOM_WORDS } from '../../catalog';
import { foldText } from './fold-text';

export interface CompoundRooms {
  readonly rooms: number;
  readonly halfRooms: number;
}

function alternatives(words: readonly string[]): string {
  const escaped = [...new Set(words.map(foldText))].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return escaped.sort((a, b) => b.length - a.length).join('|');
}

const ROOMS = alternatives(ROOM_WORDS);
const HALVES = alternatives(HALF_ROOM_WORDS);
const PATTERN = new RegExp(`^(\\d{1,2})\\s*(?:${ROOMS})?\\s*\\+\\s*(\\d{1,2})\\s*(?:${HALVES})?$`);

/** `2+1` → 2 rooms and 1 half room; null when the text is not such a pair. */
export function parseCompoundRooms(text: string): CompoundRooms | null {
  const m = PATTERN.exec(foldText(text));
  if (!m?.[1] || !m[2]) return null;
  return { rooms: Number(m[1]), halfRooms: Number(m[2]) };
}
