// The texts of listed records too long for a cell, for the Help sheet; the cells themselves are shortened by
// cell-value.ts (values/shortened-text.ts).
import type { ShortenedText } from '../template/template-plan';
import { CELL_CHARS } from '../values/shortened-text';

type Block = Readonly<Record<string, unknown>>;

function isBlock(v: unknown): v is Block {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Walked with `for…in`, not `Object.entries`: a 10,000-listing export has about a million fields. */
function longTexts(block: Block, prefix: string, out: (key: string, length: number) => void): void {
  for (const name in block) {
    const v = block[name];
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
    for (const name in item) {
      const block = item[name];
      if (!isBlock(block)) continue;
      if (name !== 'special') longTexts(block, name, add);
      else
        for (const type in block) {
          const inner = block[type];
          if (isBlock(inner)) longTexts(inner, 'special', add);
        }
    }
  }
  return found;
}
