// After the services' worker was started again, the wizard goes back to the last step the reopened session backs.
import { expect, it } from 'vitest';
import { stepAfterRestart } from '../../src/renderer/src/engine-restart';

it('goes back to the values step from review, upload or results when the workbook was reopened', () => {
  expect(['review', 'upload', 'results'].map((s) => stepAfterRestart(s as 'review', 'workbook'))).toEqual([
    'values',
    'values',
    'values',
  ]);
  expect(stepAfterRestart('columns', 'workbook')).toBe('columns');
});

it('goes back to Open when only the connection was made again, and to Connect when nothing was', () => {
  expect(stepAfterRestart('review', 'connection')).toBe('open');
  expect(stepAfterRestart('open', 'none')).toBe('connect');
});
