// Warnings about a table's header that would otherwise go unnoticed: two columns with the same header text, of which
// the mapping can give a field to one only, so the other column's data would be left out without a word.
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { TableColumn, TableWarning } from '../model/sheet-table';
import { TABLE_MESSAGES as M } from './table-messages';

function listed(letters: readonly string[], and: string): string {
  if (letters.length <= 1) return letters.join('');
  return `${letters.slice(0, -1).join(', ')} ${and} ${letters[letters.length - 1] ?? ''}`;
}

function listedInBoth(letters: readonly string[]): Words {
  return { en: listed(letters, 'and'), hu: listed(letters, 'és') };
}

function duplicateWarning(sheet: string, header: string, letters: readonly string[]): TableWarning {
  const others = letters.slice(1);
  const text = formatBoth(M.duplicateHeader, {
    sheet,
    header,
    letters: listedInBoth(letters),
    others: listedInBoth(others),
    count: others.length,
  });
  return { kind: 'duplicate_header', sheet, columns: letters, header, ...text };
}

/**
 * Header texts shared by several columns, compared without case and runs of spaces. Columns that repeat a merged
 * header cell (`spread`) are left out: there the repetition is the layout, not a second column of the same name.
 */
export function duplicateHeaderWarnings(
  sheet: string,
  columns: readonly TableColumn[],
  spread: ReadonlySet<number>,
): TableWarning[] {
  const byText = new Map<string, TableColumn[]>();
  for (const column of columns) {
    if (spread.has(column.index)) continue;
    const key = column.header.toLocaleLowerCase('hu');
    const same = byText.get(key);
    if (same) same.push(column);
    else byText.set(key, [column]);
  }
  const warnings: TableWarning[] = [];
  for (const same of byText.values()) {
    const first = same[0];
    if (same.length > 1 && first)
      warnings.push(
        duplicateWarning(
          sheet,
          first.header,
          same.map((c) => c.letter),
        ),
      );
  }
  return warnings;
}
