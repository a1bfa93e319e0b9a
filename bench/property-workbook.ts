// The property workbook the benches import: 40 Hungarian columns of realistic listing values, every row valid.
import ExcelJS from 'exceljs';

export const PROPERTY_HEADERS = [
  'Hirdetés azonosító',
  'Típus',
  'Eladó vagy kiadó',
  'Állapot (aktív)',
  'Település',
  'Kerület',
  'Irányítószám',
  'Cím',
  'Cím látható',
  'Ár',
  'Pénznem',
  'Kiemelt',
  'Videós megtekintés',
  'Tájolás',
  'Leírás (magyar)',
  'Leírás (angol)',
  'Térképes megjelenítés',
  'Szélesség',
  'Hosszúság',
  'Alapterület (m²)',
  'Szobák száma',
  'Félszobák száma',
  'Nappalik száma',
  'Emelet',
  'Építőanyag',
  'Fűtés',
  'Komfort',
  'Erkély mérete (m²)',
  'Erkély',
  'Lift',
  'Garázs',
  'Pince',
  'Állapot',
  'Épület kora',
  'Tulajdonviszony',
  'Elhelyezkedés',
  'Kilátás / fekvés',
  'Bútorozottság',
  'Kert',
  'Hirdetéskód a weboldalon',
];

const DISTRICTS = ['I. kerület', 'V. kerület', 'XI. kerület', 'XIII. kerület', 'XIV. kerület'];
const MATERIALS = ['tégla', 'panel', 'csúszózsalus', 'könnyűszerkezetes'];
const HEATING = ['gázcirkó', 'távfűtés', 'házközponti', 'elektromos'];

function row(i: number): unknown[] {
  return [
    `P-${i}`,
    'lakás',
    'eladó',
    'aktív',
    'Budapest',
    DISTRICTS[i % DISTRICTS.length],
    '1134',
    `Váci út ${1 + (i % 200)}.`,
    i % 2 === 0 ? 'igen' : 'nem',
    `${30 + (i % 90)} 500 000 Ft`,
    'Ft',
    'nem',
    'nem',
    'dél',
    `Világos, csendes, felújított lakás ${i}. Árvíztűrő tükörfúrógép, közel a metróhoz és a Duna-parthoz.`,
    `Bright flat ${i}`,
    'pontos cím',
    47.5 + (i % 100) / 1000,
    19.05 + (i % 100) / 1000,
    35 + (i % 90),
    1 + (i % 5),
    i % 2,
    1,
    `${1 + (i % 10)}. emelet`,
    MATERIALS[i % MATERIALS.length],
    HEATING[i % HEATING.length],
    'összkomfortos',
    4 + (i % 6),
    'igen',
    i % 3 === 0 ? 'igen' : 'nem',
    'nem',
    'igen',
    'felújított',
    '21-50 éves',
    'magántulajdon',
    'társasház',
    'utcai',
    'bútorozott',
    'nincs',
    `BP13-${i}`,
  ];
}

export async function generatePropertyWorkbook(file: string, rows: number): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const ws = writer.addWorksheet('Ingatlanok');
  ws.addRow(PROPERTY_HEADERS).commit();
  for (let i = 1; i <= rows; i++) ws.addRow(row(i)).commit();
  await writer.commit();
}
