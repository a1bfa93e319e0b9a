// What the user is told of a damaged journal of the workbook (docs/upload.md, "What the service holds decides").
import { formatBoth } from '../../catalog';
import type { DamagedJournal } from './journal';
import { DAMAGED_JOURNAL_MESSAGES } from './upload-stop-messages';

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
  return damaged.map((d) => {
    const text = formatBoth(DAMAGED_JOURNAL_MESSAGES.notice, { file: d.file, what: { en: whatEn(d), hu: whatHu(d) } });
    return { message: text.en, messageHu: text.hu };
  });
}
