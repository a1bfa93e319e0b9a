// Baseline process: a bare exceljs stream read that touches every row's values and nothing else (plain JavaScript,
// so the baseline pays no compile step). Usage: node bench/baselines/exceljs-stream-read.mjs FILE.xlsx
import ExcelJS from 'exceljs';

let cells = 0;
const reader = new ExcelJS.stream.xlsx.WorkbookReader(process.argv[2], {
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  worksheets: 'emit',
  entries: 'emit',
});
for await (const sheet of reader) {
  for await (const row of sheet) {
    const values = row.values;
    if (Array.isArray(values)) for (const v of values) if (v !== undefined && v !== null) cells++;
  }
}
process.stdout.write(`${cells}\n`);
