// Header matching on long and many headers (once a 200,000-character header took 36 s, 20 headers of 32,767
// characters 30 s, 200,000 columns over 90 s). Each case is timed several times in this process; prints medians.
// Usage: tsx bench/match-headers-bench.ts [--runs 3]
import { matchHeader, proposeMapping } from '../src/engine/mapping';
import { median, option } from './bench-kit';

const runs = option('runs', 3);

function time(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

const sheet = (name: string, headers: string[]) => [{ sheet: name, headerRow: 1, headers }];
const longHeaders = Array.from({ length: 20 }, (_, i) => `Ár ${i} ${'hosszú fejléc '.repeat(2400)}`.slice(0, 32_767));
const numbered = (n: number, header: (i: number) => string) => Array.from({ length: n }, (_, i) => header(i));
const officeWords = [
  'Ref.szám',
  'Irányár (M Ft)',
  'Közös ktg. (Ft/hó)',
  'Alapter. (m²)',
  'Erkély (nm)',
  'Kategória',
  'Megbízás',
  'Ker.',
  'Szobaszám',
  'Telek (nöl)',
];

const cases: readonly { readonly name: string; readonly work: () => void }[] = [
  { name: 'one 200,000-character header', work: () => void matchHeader('properties', 'Alapterület '.repeat(16_667)) },
  { name: '20 headers of 32,767 characters', work: () => void proposeMapping(sheet('Ingatlanok', longHeaders)) },
  {
    name: '200,000 columns, role from the headers',
    work: () =>
      void proposeMapping(
        sheet(
          'Munka1',
          numbered(200_000, (i) => `Oszlop ${i}`),
        ),
      ),
  },
  {
    name: '200,000 columns of a properties sheet',
    work: () => {
      const headers = numbered(200_000, (i) => (i % 2 === 0 ? `Oszlop ${i}` : `Irányár ${i} (M Ft)`));
      proposeMapping(sheet('Ingatlanok', headers));
    },
  },
  {
    name: '10,000 office headers (abbreviations, units)',
    work: () => {
      for (let i = 0; i < 10_000; i++) {
        matchHeader('properties', `${officeWords[i % officeWords.length] ?? ''}${i % 7 === 0 ? ` ${i}` : ''}`);
      }
    },
  },
];

console.log(`header matching, median of ${runs} run(s):`);
for (const c of cases) {
  const times = Array.from({ length: runs }, () => time(c.work));
  console.log(`  ${c.name.padEnd(48)} ${median(times).toFixed(0).padStart(7)} ms`);
}
