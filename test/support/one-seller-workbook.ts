// The smallest sellers workbook a command takes: one seller, Hungarian headers; for tests of what a command says
// about everything but the rows.
import ExcelJS from 'exceljs';

export async function writeOneSellerWorkbook(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Értékesítők').addRows([
    ['Név', 'Telefonszám'],
    ['Kiss Anna', '+36 30 555 0001'],
  ]);
  await wb.xlsx.writeFile(file);
}
