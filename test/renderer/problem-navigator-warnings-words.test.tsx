// With warnings chosen, the navigator speaks of warnings: its buttons, its count and its list are not "errors" (a
// warning never stops a row), and a sheet without any says it has no warning.
import { describe, expect, it } from 'vitest';
import type { ProblemKinds, Problems } from '../../src/shared/contract';
import { renderNavigator } from './navigator-kit';

const ONE_WARNING: Problems = {
  groups: [{ field: 'price.price', message: '', count: 1, warning: 'scale-slip' }],
  cells: [{ row: 4, column: 'D', group: 0 }],
  total: 1,
} as unknown as Problems;

function navigator(lang: 'hu' | 'en', kinds: ProblemKinds, problems: Problems): string {
  return renderNavigator(lang, { kinds, problems });
}

describe('the navigator with warnings chosen', () => {
  it('says in Hungarian that the sheet has no warning, with warning buttons', () => {
    const html = navigator('hu', 'warnings', { groups: [], cells: [], total: 0 } as unknown as Problems);
    expect(html).toContain('Nincs figyelmeztetés ezen a munkalapon.');
    expect(html).toContain('Következő figyelmeztetés');
    expect(html).not.toContain('Következő hiba');
  });

  it('counts and lists warnings as warnings, in Hungarian and English', () => {
    const hu = navigator('hu', 'warnings', ONE_WARNING);
    expect(hu).toContain('1 figyelmeztetés');
    expect(hu).toContain('<h2>Figyelmeztetések</h2>');
    // "Hibák" stays the name of the errors' choice above.
    expect(hu).not.toContain('Következő hiba');
    expect(hu).not.toContain('<h2>Hibák</h2>');
    const en = navigator('en', 'warnings', ONE_WARNING);
    expect(en).toContain('1 warning');
    expect(en).toContain('Next warning');
  });

  it('still speaks of errors with errors chosen', () => {
    expect(navigator('hu', 'errors', { groups: [], cells: [], total: 0 } as unknown as Problems)).toContain(
      'Nincs hiba ezen a munkalapon.',
    );
  });
});
