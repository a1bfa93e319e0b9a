// What the user is told of a damaged journal of the workbook (docs/upload.md, "What the service holds decides").
import type { DamagedJournal } from './journal';

/** At most this many line numbers are named; the rest are counted. */
const LINES_NAMED = 10;

function whatEn(d: DamagedJournal): string {
  if (d.problem === 'empty') return 'it is empty';
  if (d.problem !== null && d.problem !== 'no start') return `it cannot be read: ${d.problem}`;
  const named = d.lines.slice(0, LINES_NAMED).join(', ');
  const more = d.lines.length > LINES_NAMED ? ` and ${d.lines.length - LINES_NAMED} more` : '';
  const lines = d.lines.length === 0 ? '' : `line${d.lines.length > 1 ? 's' : ''} ${named}${more} cannot be read`;
  const start = d.problem === 'no start' ? 'its start record cannot be read' : '';
  return [lines, start].filter((s) => s !== '').join('; ');
}

function whatHu(d: DamagedJournal): string {
  if (d.problem === 'empty') return 'üres';
  if (d.problem !== null && d.problem !== 'no start') return `nem olvasható: ${d.problem}`;
  const named = d.lines
    .slice(0, LINES_NAMED)
    .map((n) => `${n}.`)
    .join(', ');
  const more = d.lines.length > LINES_NAMED ? ` és még ${d.lines.length - LINES_NAMED}` : '';
  const lines = d.lines.length === 0 ? '' : `a ${named}${more} sora nem olvasható`;
  const start = d.problem === 'no start' ? 'a kezdő sora nem olvasható' : '';
  return [lines, start].filter((s) => s !== '').join('; ');
}

/** One notice per damaged journal: which file, which lines, and that the service's records decide instead. */
export function damagedJournalNotices(
  damaged: readonly DamagedJournal[],
): { readonly message: string; readonly messageHu: string }[] {
  return damaged.map((d) => ({
    message:
      `The upload journal ${d.file} of this workbook is damaged (${whatEn(d)}), so what it recorded was not used: ` +
      'every row was matched against the records the service holds instead (by its reference, new rows by likeness, and ' +
      'those alike are held back), so nothing is sent twice.',
    messageHu:
      `A munkafüzet ${d.file} feltöltési naplója sérült (${whatHu(d)}), ezért a benne rögzítetteket a program nem ` +
      'használta: minden sort a szolgáltatásnál lévő rekordokkal vetett össze (azonosító szerint, az új sorokat ' +
      'hasonlóság szerint, a hasonlókat visszatartja), így semmi sem megy el kétszer.',
  }));
}
