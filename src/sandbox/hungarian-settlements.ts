// Real Hungarian settlements with districts and zip codes: the demo seed's regions and areas.

export interface SettlementArea {
  readonly id: number;
  readonly name: string;
  /** Zip codes of the district (Budapest) or of the városrész where it has its own. */
  readonly zipCodes: readonly string[];
}

export interface Settlement {
  readonly id: number;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly zipCodes: readonly string[];
  readonly areas: readonly SettlementArea[];
}

const ROMAN = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
  'XXII',
  'XXIII',
] as const;

/** Last digit ranges of each district's zip codes `1DDx` (district DD), as the post assigns them. */
const BUDAPEST_ZIP_LAST_DIGITS: readonly (readonly [number, number])[] = [
  [1, 6],
  [1, 9],
  [1, 9],
  [1, 9],
  [1, 6],
  [1, 8],
  [1, 8],
  [1, 9],
  [1, 8],
  [1, 8],
  [1, 9],
  [1, 6],
  [1, 9],
  [1, 9],
  [1, 8],
  [1, 5],
  [1, 4],
  [1, 8],
  [1, 6],
  [1, 5],
  [1, 5],
  [1, 5],
  [7, 9],
];

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

function budapestDistrict(index: number): SettlementArea {
  const n = index + 1;
  const [lo, hi] = BUDAPEST_ZIP_LAST_DIGITS[index] ?? [1, 9];
  return {
    id: 1000 + n,
    name: `${ROMAN[index] ?? String(n)}. kerület`,
    zipCodes: range(1000 + n * 10 + lo, 1000 + n * 10 + hi),
  };
}

const budapestAreas = ROMAN.map((_, i) => budapestDistrict(i));

/** Region ids are small numbers; area ids are the region id times 1000 plus a counter (Budapest: 1000 + district). */
export const SETTLEMENTS: readonly Settlement[] = [
  {
    id: 1,
    name: 'Budapest',
    latitude: 47.4979,
    longitude: 19.0402,
    zipCodes: budapestAreas.flatMap((a) => a.zipCodes),
    areas: budapestAreas,
  },
  {
    id: 2,
    name: 'Debrecen',
    latitude: 47.5316,
    longitude: 21.6273,
    zipCodes: range(4024, 4034).concat(['4002', '4078', '4079', '4225']),
    areas: [
      { id: 2001, name: 'Belváros', zipCodes: ['4024', '4025', '4026'] },
      { id: 2002, name: 'Nagyerdő', zipCodes: ['4032'] },
      { id: 2003, name: 'Józsa', zipCodes: ['4225'] },
      { id: 2004, name: 'Tócóskert', zipCodes: ['4031'] },
      { id: 2005, name: 'Újkert', zipCodes: ['4030'] },
    ],
  },
  {
    id: 3,
    name: 'Szeged',
    latitude: 46.253,
    longitude: 20.1414,
    zipCodes: range(6720, 6729).concat(['6791']),
    areas: [
      { id: 3001, name: 'Belváros', zipCodes: ['6720'] },
      { id: 3002, name: 'Újszeged', zipCodes: ['6726'] },
      { id: 3003, name: 'Tarján', zipCodes: ['6723'] },
      { id: 3004, name: 'Rókus', zipCodes: ['6724'] },
      { id: 3005, name: 'Kiskundorozsma', zipCodes: ['6791'] },
    ],
  },
  {
    id: 4,
    name: 'Miskolc',
    latitude: 48.1035,
    longitude: 20.7784,
    zipCodes: [
      '3500',
      '3508',
      '3510',
      '3515',
      '3516',
      '3517',
      '3518',
      '3519',
      '3525',
      '3526',
      '3527',
      '3528',
      '3529',
      '3530',
      '3531',
      '3532',
      '3533',
      '3534',
      '3535',
    ],
    areas: [
      { id: 4001, name: 'Belváros', zipCodes: ['3525', '3530'] },
      { id: 4002, name: 'Diósgyőr', zipCodes: ['3534'] },
      { id: 4003, name: 'Avas', zipCodes: ['3529'] },
      { id: 4004, name: 'Miskolctapolca', zipCodes: ['3519'] },
      { id: 4005, name: 'Hejőcsaba', zipCodes: ['3508'] },
    ],
  },
  {
    id: 5,
    name: 'Pécs',
    latitude: 46.0727,
    longitude: 18.2323,
    zipCodes: range(7621, 7636),
    areas: [
      { id: 5001, name: 'Belváros', zipCodes: ['7621'] },
      { id: 5002, name: 'Uránváros', zipCodes: ['7632'] },
      { id: 5003, name: 'Kertváros', zipCodes: ['7632'] },
      { id: 5004, name: 'Meszes', zipCodes: ['7629'] },
    ],
  },
  {
    id: 6,
    name: 'Győr',
    latitude: 47.6875,
    longitude: 17.6504,
    zipCodes: ['9000', '9011', '9012', '9019', ...range(9021, 9029)],
    areas: [
      { id: 6001, name: 'Belváros', zipCodes: ['9021'] },
      { id: 6002, name: 'Adyváros', zipCodes: ['9023'] },
      { id: 6003, name: 'Marcalváros', zipCodes: ['9024'] },
      { id: 6004, name: 'Nádorváros', zipCodes: ['9022'] },
      { id: 6005, name: 'Ménfőcsanak', zipCodes: ['9012'] },
    ],
  },
  {
    id: 7,
    name: 'Nyíregyháza',
    latitude: 47.9495,
    longitude: 21.7244,
    zipCodes: ['4400', '4405', '4431', '4432', '4433'],
    areas: [
      { id: 7001, name: 'Belváros', zipCodes: ['4400'] },
      { id: 7002, name: 'Sóstógyógyfürdő', zipCodes: ['4431'] },
      { id: 7003, name: 'Jósaváros', zipCodes: ['4400'] },
    ],
  },
  {
    id: 8,
    name: 'Kecskemét',
    latitude: 46.8964,
    longitude: 19.6897,
    zipCodes: ['6000', '6008', '6044'],
    areas: [
      { id: 8001, name: 'Belváros', zipCodes: ['6000'] },
      { id: 8002, name: 'Széchenyiváros', zipCodes: ['6000'] },
      { id: 8003, name: 'Hetényegyháza', zipCodes: ['6044'] },
    ],
  },
  {
    id: 9,
    name: 'Székesfehérvár',
    latitude: 47.186,
    longitude: 18.4221,
    zipCodes: ['8000', '8019'],
    areas: [
      { id: 9001, name: 'Belváros', zipCodes: ['8000'] },
      { id: 9002, name: 'Palotaváros', zipCodes: ['8000'] },
      { id: 9003, name: 'Öreghegy', zipCodes: ['8000'] },
    ],
  },
  { id: 10, name: 'Szombathely', latitude: 47.2307, longitude: 16.6218, zipCodes: ['9700', '9707'], areas: [] },
  {
    id: 11,
    name: 'Érd',
    latitude: 47.3919,
    longitude: 18.9045,
    zipCodes: ['2030', '2035', '2036'],
    areas: [
      { id: 11001, name: 'Ófalu', zipCodes: ['2030'] },
      { id: 11002, name: 'Parkváros', zipCodes: ['2030'] },
    ],
  },
  { id: 12, name: 'Eger', latitude: 47.9025, longitude: 20.3772, zipCodes: ['3300', '3304'], areas: [] },
  { id: 13, name: 'Veszprém', latitude: 47.093, longitude: 17.9138, zipCodes: ['8200'], areas: [] },
  { id: 14, name: 'Sopron', latitude: 47.6817, longitude: 16.5845, zipCodes: ['9400', '9407', '9408'], areas: [] },
  { id: 15, name: 'Szentendre', latitude: 47.6694, longitude: 19.0756, zipCodes: ['2000'], areas: [] },
  { id: 16, name: 'Siófok', latitude: 46.9041, longitude: 18.058, zipCodes: ['8600'], areas: [] },
];
