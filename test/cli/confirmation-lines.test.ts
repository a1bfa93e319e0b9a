// A dry run's lists of what the upload needs confirmed (deletes, withdraws, reference changes) in English, then in
// Hungarian on the next line, as every line of the command line (docs/round-trip.md, "Import action").
import { expect, it } from 'vitest';
import { confirmationLines } from '../../src/cli/listing-retirement';
import type { DeleteToConfirm } from '../../src/engine/upload';
import { expectNoEnglishSentence } from '../support/no-english-sentence';

const onPortal: DeleteToConfirm = {
  sheet: 'Ingatlanok',
  row: 5,
  serviceId: 700012,
  transferId: 'EXP-P3',
  title: 'Árvíztűrő utca 3.',
  fromPortal: true,
  type: 'apartment',
  price: 45_000_000,
  currency: 'huf',
};

it('gives each head and each listing in English, then in Hungarian', () => {
  const lines = confirmationLines({
    deletes: [onPortal],
    withdraws: [{ ...onPortal, row: 6, serviceId: 700013 }],
    referenceChanges: [{ ...onPortal, row: 7, serviceId: 700014, newReference: 'EXP-P9' }],
  }).flatMap((l) => l.split('\n'));
  expect(lines).toHaveLength(12);
  for (let i = 0; i < lines.length; i += 2) {
    expect(lines[i]).toMatch(/Would |Service ID/);
    // The options' names stay as typed.
    expectNoEnglishSentence((lines[i + 1] ?? '').replace(/--[a-z-]+/g, ''));
  }
  expect(lines[3]).toBe(
    '  A(z) Ingatlanok munkalap 5. sora: szolgáltatói azonosító: 700012, hirdetés azonosító: EXP-P3, ' +
      'Árvíztűrő utca 3., lakás, 45000000 HUF (a portálon)',
  );
  expect(lines[11]).toMatch(/: hirdetés azonosító → EXP-P9$/);
});
