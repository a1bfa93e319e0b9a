// The texts of listed records too long for a cell, for the Help sheet; the cells themselves are shortened by
// cell-value.ts (values/shortened-text.ts).
import type { ShortenedText } from '../template/template-plan';
import { CELL_CHARS } from '../values/shortened-text';

type Block = Readonly<Record<string, unknown>>;

function isBlock(v: unknown): v is Block {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function longTexts(block: Block, prefix: string, out: (key: string, length: number) => void): void {
  for (const [name, v] of Object.entries(block)) {
    if (typeof v === 'string' && v.length > CELL_CHARS) out(`${prefix}.${name}`, v.length);
  }
}

/** The texts of the listed records too long for a cell, in record order. */
export function textsTooLong(
  resource: 'seller' | 'property',
  items: readonly Readonly<Record<string, unknown>>[],
): ShortenedText[] {
  const found: ShortenedText[] = [];
  for (const item of items) {
    const id = isBlock(item['id']) && typeof item['id']['id'] === 'number' ? item['id']['id'] : null;
    const add = (key: string, length: number): void => {
      found.push({ resource, serviceId: id, key, length });
    };
    for (const [name, block] of Object.entries(item)) {
      if (!isBlock(block)) continue;
      if (name !== 'special') longTexts(block, name, add);
      else for (const inner of Object.values(block)) if (isBlock(inner)) longTexts(inner, 'special', add);
    }
  }
  return found;
}
