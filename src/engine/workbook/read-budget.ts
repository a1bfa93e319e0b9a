// The rows, cells and time one opened workbook may take, summed over its sheets: whatever a file lists (200 sheets on
// one part, a million-row sheet copied ten times), reading it stops at a clear limit instead of running out of memory.
import type { InputLimits } from '../ooxml/input-limits';
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import { countInBoth } from '../ooxml/input-limits';
import { WorkbookReadError } from '../model/workbook-error';
import { READ_LIMIT_MESSAGES as M } from './table-messages';

export class ReadBudget {
  /** The most rows and cells one pass over each sheet has counted: a sheet read twice is counted once. */
  private readonly rowsBySheet = new Map<string, number>();
  private readonly cellsBySheet = new Map<string, number>();
  private totalRows = 0;
  private totalCells = 0;
  private spentMs = 0;

  constructor(
    private readonly limits: InputLimits,
    private readonly fileName: string,
  ) {}

  /**
   * Takes the counts of the pass over `sheet` so far (not increments) and the time just spent reading; throws a
   * `WorkbookReadError` once the workbook's totals pass a limit.
   */
  account(sheet: string, rows: number, cells: number, ms: number): void {
    this.spentMs += ms;
    const previousRows = this.rowsBySheet.get(sheet) ?? 0;
    if (rows > previousRows) {
      this.totalRows += rows - previousRows;
      this.rowsBySheet.set(sheet, rows);
    }
    const previousCells = this.cellsBySheet.get(sheet) ?? 0;
    if (cells > previousCells) {
      this.totalCells += cells - previousCells;
      this.cellsBySheet.set(sheet, cells);
    }
    if (this.totalRows > this.limits.maxTotalRows) {
      this.refuse(formatBoth(M.rows, { max: countInBoth(this.limits.maxTotalRows) }));
    }
    if (this.totalCells > this.limits.maxTotalCells) {
      this.refuse(formatBoth(M.cells, { max: countInBoth(this.limits.maxTotalCells) }));
    }
    if (this.spentMs > this.limits.maxReadMs) {
      const seconds = countInBoth(Math.round(this.limits.maxReadMs / 1000));
      tooLarge(formatBoth(M.tooSlow, { file: this.fileName, seconds }));
    }
  }

  private refuse(what: Words): never {
    tooLarge(formatBoth(M.holdsTooMuch, { file: this.fileName, what }));
  }
}

function tooLarge(text: Words): never {
  throw new WorkbookReadError({ kind: 'too_large', message: text.en, messageHu: text.hu });
}
