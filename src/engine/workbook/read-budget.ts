// The rows, cells and time one opened workbook may take, summed over its sheets: whatever a file lists (200 sheets on
// one part, a million-row sheet copied ten times), reading it stops at a clear limit instead of running out of memory.
import type { InputLimits } from '../ooxml/input-limits';
import { formatCount, formatCountHu } from '../ooxml/input-limits';
import { WorkbookReadError } from '../model/workbook-error';

const SPLIT = 'Split the listings into several smaller workbooks and import them one after the other.';
const SPLIT_HU = 'Ossza a hirdetéseket több kisebb munkafüzetre, és importálja őket egymás után.';

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
      this.refuse(
        `more than ${formatCount(this.limits.maxTotalRows)} rows with data, counted over all its sheets`,
        `több mint ${formatCountHu(this.limits.maxTotalRows)} adatot tartalmazó sort (az összes munkalapján együtt)`,
      );
    }
    if (this.totalCells > this.limits.maxTotalCells) {
      this.refuse(
        `more than ${formatCount(this.limits.maxTotalCells)} cells, counted over all its sheets`,
        `több mint ${formatCountHu(this.limits.maxTotalCells)} cellát (az összes munkalapján együtt)`,
      );
    }
    if (this.spentMs > this.limits.maxReadMs) {
      throw new WorkbookReadError({
        kind: 'too_large',
        message:
          `Reading ${this.fileName} took longer than ${formatCount(Math.round(this.limits.maxReadMs / 1000))} ` +
          `seconds, the limit for one workbook, so it was stopped. ${SPLIT}`,
        messageHu:
          `${this.fileName} beolvasása tovább tartott ${formatCountHu(Math.round(this.limits.maxReadMs / 1000))} ` +
          `másodpercnél, az egy munkafüzetre szabott korlátnál, ezért leállt. ${SPLIT_HU}`,
      });
    }
  }

  private refuse(what: string, whatHu: string): never {
    throw new WorkbookReadError({
      kind: 'too_large',
      message:
        `${this.fileName} holds ${what}, the most one import reads (a limit that keeps a damaged or ` +
        `deliberately inflated file from using up the computer's memory). ${SPLIT}`,
      messageHu:
        `${this.fileName} ${whatHu} tartalmaz, ennyit olvas be legfeljebb egy importálás (ez a korlát óvja meg ` +
        `a számítógép memóriáját egy sérült vagy szándékosan felfújt fájltól). ${SPLIT_HU}`,
    });
  }
}
