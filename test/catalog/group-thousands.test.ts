import { describe, expect, it } from 'vitest';
import { groupThousands } from '../../src/catalog';

describe('groupThousands', () => {
  it('groups by spaces with a decimal comma in Hungarian', () => {
    expect(groupThousands(45_900_000)).toBe('45 900 000');
    expect(groupThousands(1234.5, 'hu')).toBe('1 234,5');
  });

  it('groups by commas with a decimal point in English', () => {
    expect(groupThousands(32_767, 'en')).toBe('32,767');
    expect(groupThousands(1234.5, 'en')).toBe('1,234.5');
  });
});
