// Room counts written as whole + half rooms (`2+1`, `2 + 1 fél`, `3 szoba + 2 félszoba`) or with a half (`2,5`,
// `2,5 szobás`, a number cell 2.5: "két és fél szobás", two rooms and one half room), words from the catalog.
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
const WITH_HALF = new RegExp(`^(\\d{1,2})[,.]5\\s*(?:${ROOMS})?$`);

/** A number of rooms and a half (2.5): the whole rooms and one half room; null for any other number. */
function withHalf(n: number): CompoundRooms | null {
  return Number.isFinite(n) && n > 0 && n < 100 && n % 1 === 0.5 ? { rooms: Math.floor(n), halfRooms: 1 } : null;
}

/** `2+1` or `2,5` → 2 rooms and 1 half room; null when the cell is neither. */
export function parseCompoundRooms(cell: string | number): CompoundRooms | null {
  if (typeof cell === 'number') return withHalf(cell);
  const text = foldText(cell);
  const half = WITH_HALF.exec(text);
  if (half?.[1]) return { rooms: Number(half[1]), halfRooms: 1 };
  const m = PATTERN.exec(text);
  if (!m?.[1] || !m[2]) return null;
  return { rooms: Number(m[1]), halfRooms: Number(m[2]) };
}
