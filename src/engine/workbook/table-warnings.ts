// Warnings about a table's header that would otherwise go unnoticed: two columns with the same header text, of which
// the mapping can give a field to one only, so the other column's data would be left out without a word.
import type { TableColumn, TableWarning } from '../model/sheet-table';

function listed(letters: readonly string[], and: string): string {
  if (letters.length <= 1) return letters.join('');
  return `${letters.slice(0, -1).join(', ')} ${and} ${letters[letters.length - 1] ?? ''}`;
}

function duplicateWarning(sheet: string, header: string, letters: readonly string[]): TableWarning {
  const others = letters.slice(1);
  const plural = others.length > 1;
  return {
    kind: 'duplicate_header',
    sheet,
    columns: letters,
    header,
    en:
      `Sheet "${sheet}": columns ${listed(letters, 'and')} have the same header "${header}". Only one column can ` +
      `give a field its value, so ${plural ? 'columns' : 'column'} ${listed(others, 'and')} ${plural ? 'are' : 'is'} ` +
      `not imported unless you rename the headers or map ${plural ? 'them' : 'it'} to another field.`,
    hu:
      `„${sheet}” munkalap: a(z) ${listed(letters, 'és')} oszlop fejléce ugyanaz („${header}”). Egy mező értékét ` +
      `csak egy oszlop adhatja, ezért a(z) ${listed(others, 'és')} oszlop nem kerül importálásra, hacsak át nem ` +
      'nevezi a fejléceket, vagy másik mezőhöz nem rendeli.',
  };
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
