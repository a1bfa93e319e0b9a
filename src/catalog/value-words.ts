// English and Hungarian words for every enum code, as office staff write them in spreadsheets.
import type { Words } from './field-types';
import type { ValueSetName } from './value-sets';

/** Words for one code: the display words plus other spellings staff use for it. */
export interface ValueWords extends Words {
  readonly synonyms: readonly string[];
}

type Entry = readonly [hu: string, synonyms?: readonly string[], en?: string];

const floorWords: Record<string, Entry> = Object.fromEntries(
  Array.from(
    { length: 30 },
    (_, i) =>
      [`floor_${i + 1}`, [`${i + 1}. emelet`, [`${i + 1}. em.`, `${i + 1}`, `${i + 1}.`], `floor ${i + 1}`]] as const,
  ),
);

/** Hungarian word (and synonyms) per code; the English word is the code with spaces unless given. */
const WORDS: Record<string, Entry> = {
  house: ['ház', ['családi ház', 'haz']],
  apartment: ['lakás', ['lakas', 'flat']],
  land: ['telek', ['föld']],
  garage: ['garázs', ['garazs']],
  holiday_estate: ['nyaraló', ['üdülő', 'nyaralo']],
  industrial_property: ['ipari ingatlan', ['ipari']],
  office: ['iroda'],
  catering_establishment: ['vendéglátó egység', ['vendéglátó', 'vendeglato']],
  guest_house: ['panzió', ['vendégház', 'panzio']],
  inactive: ['inaktív', ['nem aktív', 'inaktiv']],
  active: ['aktív', ['aktiv']],
  sale: ['eladó', ['eladás', 'elado', 'for sale', 'sell']],
  rent: ['kiadó', ['kiadás', 'bérbeadás', 'bérlet', 'kiado', 'for rent', 'rental']],
  north: ['észak', ['északi', 'É']],
  northeast: ['északkelet', ['északkeleti', 'ÉK', 'north-east'], 'north-east'],
  east: ['kelet', ['keleti', 'K']],
  southeast: ['délkelet', ['délkeleti', 'DK', 'south-east'], 'south-east'],
  south: ['dél', ['déli', 'D']],
  southwest: ['délnyugat', ['délnyugati', 'DNY', 'south-west'], 'south-west'],
  west: ['nyugat', ['nyugati', 'NY']],
  northwest: ['északnyugat', ['északnyugati', 'ÉNY', 'north-west'], 'north-west'],
  northsouth: ['észak-dél', ['északdéli', 'north-south'], 'north-south'],
  eastwest: ['kelet-nyugat', ['keletnyugati', 'east-west'], 'east-west'],
  huf: ['forint', ['Ft', 'HUF', 'ft.'], 'HUF'],
  eur: ['euró', ['EUR', '€', 'euro'], 'EUR'],
  yearly: ['évente', ['éves', 'évi', 'per year', 'year']],
  monthly: ['havonta', ['havi', 'per month', 'month']],
  daily: ['naponta', ['napi', 'per day', 'day']],
  exact: ['pontos cím', ['pontos'], 'exact address'],
  area: ['környék', ['kör', 'körzet'], 'area (circle)'],
  ground_floor: ['földszintes', ['földszint']],
  ground_floor_with_attic: ['földszintes, tetőtérrel', ['földszint + tetőtér', 'földszintes tetőteres']],
  '1_floor': ['1 emeletes', ['egyemeletes'], '1 floor'],
  '1_floor_with_attic': ['1 emeletes, tetőtérrel', ['1 emelet + tetőtér'], '1 floor with attic'],
  '2_floors': ['2 emeletes', ['kétemeletes'], '2 floors'],
  '2_floors_with_attic': ['2 emeletes, tetőtérrel', ['2 emelet + tetőtér'], '2 floors with attic'],
  '3_floors': ['3 emeletes', ['háromemeletes'], '3 floors'],
  '3_floors_with_attic': ['3 emeletes, tetőtérrel', ['3 emelet + tetőtér'], '3 floors with attic'],
  '4_floors': ['4 emeletes', ['négyemeletes'], '4 floors'],
  '4_floors_with_attic': ['4 emeletes, tetőtérrel', ['4 emelet + tetőtér'], '4 floors with attic'],
  more_than_4_floors: ['4 emeletnél több', ['több mint 4 emelet', '4+ emelet']],
  downstairs: ['földszint', ['fszt', 'fszt.', 'fsz', 'fsz.', 'földszinti', 'földszinten', 'ground floor', 'GF']],
  mezzanine_floor: [
    'magasföldszint',
    ['mfszt', 'mfszt.', 'mfsz', 'mfsz.', 'magas földszint', 'magasföldszinti', 'raised ground floor'],
  ],
  basement: ['szuterén', ['pince', 'alagsor', 'szut.', 'szuteréni', 'alagsori', 'pinceszint', 'souterrain']],
  mezzanine: ['félemelet', ['félem.', 'félem', 'félemeleti', 'fél emelet', 'félemeleten', 'half floor']],
  loft: ['tetőtér', ['tetőtéri', 'tt', 'tt.', 'tetőtérben', 'manzárd', 'attic']],
  ...floorWords,
  none: ['komfort nélküli', ['nincs']],
  half: ['félkomfortos', ['félkomfort']],
  full: ['komfortos', ['komfort']],
  total: ['összkomfortos', ['összkomfort']],
  double: ['duplakomfortos', ['duplakomfort']],
  luxury: ['luxus', ['luxus komfort']],
  fully_furnished: ['bútorozott', ['teljesen bútorozott']],
  partially_furnished: ['részben bútorozott', ['részben']],
  not_furnished: ['bútorozatlan', ['nem bútorozott', 'üres']],
  square_metre: ['négyzetméter', ['m2', 'm²', 'nm', 'square meter'], 'square metre'],
  acre: ['hold', ['kataszteri hold', 'acre']],
  square_fathom: ['négyszögöl', ['nöl', 'n.öl', 'négyszög öl']],
  ownership: ['tulajdon', ['tulajdonjog']],
  rental_right: ['bérleti jog', ['bérleti']],
  under_construction: ['építés alatt', ['épülő']],
  structurally_complete: ['szerkezetkész', ['szerkezet kész']],
  like_new: ['újszerű', ['újszerü']],
  excellent: ['kiváló', ['kitűnő']],
  average: ['közepes', ['átlagos']],
  good: ['jó'],
  renovated: ['felújított', ['felújítva']],
  to_be_renovated: ['felújítandó', ['felújításra szorul']],
  inside_the_plot: ['telken belül', ['van', 'igen']],
  outside_the_plot: ['telken kívül', ['utcában']],
  no: ['nincs', ['nem']],
  street_front: ['utcai', ['utcára néző'], 'street front'],
  courtyard: ['udvari', ['udvarra néző']],
  firewall: ['tűzfalra néző', ['tűzfal']],
  panoramic: ['panorámás', ['panoráma']],
  garden: ['kertre néző', ['kert']],
  detached_house: ['családi ház', ['családiház', 'önálló ház']],
  condominium: ['társasház', ['társasházi']],
  terraced_house: ['sorház'],
  semi_detached_house: ['ikerház'],
  share_house: ['házrész'],
  villa: ['villa'],
  castle: ['kastély'],
  homestead: ['tanya'],
  mansion: ['kúria'],
  hotel: ['szálloda', ['hotel']],
  brick: ['tégla', ['tegla']],
  stone: ['kő', ['terméskő']],
  tufa: ['tufa', ['mészkő']],
  ytong: ['ytong', ['gázbeton', 'pórusbeton']],
  lightweight: ['könnyűszerkezetes', ['könnyűszerkezet']],
  panel: ['panel', ['panelház']],
  wood: ['fa', ['faház']],
  alternative: ['alternatív'],
  sliding_formwork: ['csúszózsalus', ['csúszózsalu']],
  adobe: ['vályog'],
  log: ['gerenda', ['rönk', 'boronafa']],
  brick_and_stone: ['tégla és kő', ['tégla-kő', 'vegyes falazat']],
  silicate: ['szilikát'],
  prokoncept: ['prokoncept'],
  mixed: ['vegyes'],
  custom: ['egyedi'],
  district: ['távfűtés', ['távhő']],
  convector: ['gázkonvektor', ['konvektor']],
  circulating: ['gázcirkó', ['cirkó', 'cirkó fűtés']],
  electric: ['elektromos', ['villany', 'villanyfűtés']],
  central: ['központi', ['központi fűtés']],
  central_with_individual_meter: ['központi, egyedi méréssel', ['központi egyedi méréssel']],
  central_inhouse: ['házközponti', ['házközponti fűtés']],
  central_inhouse_with_individual_meter: ['házközponti, egyedi méréssel', ['házközponti egyedi méréssel']],
  other: ['egyéb', ['más']],
  hera: ['HERA', ['hera'], 'HERA'],
  geothermal: ['geotermikus', ['geotermia']],
  fireplace: ['kandalló'],
  heat_pump: ['hőszivattyú'],
  tiled_stove: ['cserépkályha'],
  fan_coil: ['fan-coil', ['fan coil', 'fancoil'], 'fan coil'],
  gas: ['gáz', ['földgáz']],
  electricity: ['áram', ['elektromos áram', 'villany']],
  coal: ['szén'],
  oil: ['olaj'],
  new: ['új'],
  newly_built: ['új építésű', ['újépítésű', 'új építés']],
  '0-5_years': ['0-5 éves', ['0-5'], '0-5 years'],
  '1-5_years': ['1-5 éves', ['1-5'], '1-5 years'],
  '6-10_years': ['6-10 éves', ['6-10'], '6-10 years'],
  '11-20_years': ['11-20 éves', ['11-20'], '11-20 years'],
  '21-50_years': ['21-50 éves', ['21-50'], '21-50 years'],
  older_than_50_years: ['50 évnél régebbi', ['50+ éves', '50 év felett']],
  shared: ['közös', ['közös kert']],
  own: ['saját', ['saját kert']],
  individually_owned: ['magántulajdon', ['magán']],
  municipally_owned: ['önkormányzati', ['önkormányzati tulajdon']],
  residential_complex: ['lakópark'],
  building_site: ['építési telek', ['építési']],
  industrial_site: ['ipari terület', ['iparterület']],
  holiday_resort: ['üdülőtelek', ['üdülő']],
  pasture: ['legelő'],
  farmland: ['szántó', ['szántóföld']],
  reeds: ['nádas'],
  lawn: ['rét', ['gyep']],
  vineyard: ['szőlő', ['szőlőbirtok']],
  orchard: ['gyümölcsös'],
  forest: ['erdő'],
  commercial_land: ['kereskedelmi terület', ['kereskedelmi']],
  urban_land: ['belterület', ['belterületi']],
  outskirts: ['külterület', ['külterületi']],
  individual: ['önálló garázs', ['önálló', 'egyedi garázs']],
  car_park: ['parkoló', ['teremgarázs', 'parkolóhely']],
  '1_place': ['1 férőhely', ['1 autó', '1'], '1 place'],
  '2_places': ['2 férőhely', ['2 autó', '2'], '2 places'],
  '3_places': ['3 férőhely', ['3 autó', '3'], '3 places'],
  many_places: ['több férőhely', ['több autó']],
  holiday_home: ['nyaraló', ['hétvégi ház']],
  timeshare: ['üdülőjog', ['időben megosztott', 'timeshare']],
  workshop: ['műhely'],
  warehouse: ['raktár'],
  workshop_and_warehouse: ['műhely és raktár', ['műhely-raktár']],
  press_house: ['présház'],
  wine_cellar: ['borpince', ['pince']],
  factory: ['gyár'],
  plant: ['üzem'],
  store: ['bolt', ['üzlethelyiség']],
  agricultural: ['mezőgazdasági', ['mezőgazdasági épület']],
  gas_station: ['benzinkút', ['töltőállomás']],
  office_block: ['irodaház'],
  standalone: ['önálló', ['különálló']],
  in_apartment: ['lakásban'],
  in_condominium: ['társasházban'],
  in_detached_house: ['családi házban'],
  shop: ['üzlet', ['üzlethelyiség']],
  office_and_shop: ['iroda és üzlet', ['iroda-üzlet']],
  mall: ['bevásárlóközpont', ['pláza']],
  in_office_block: ['irodaházban'],
  in_mall: ['bevásárlóközpontban', ['plázában']],
  in_basement: ['pincében', ['szuterénben']],
  cake_shop: ['cukrászda'],
  restaurant: ['étterem'],
  inn: ['fogadó', ['vendéglő']],
};

/** Yes and no as staff mark them: words, letters and the check marks of a ticked list. Compared folded. */
export const YES_WORDS: readonly string[] = [
  'true',
  'igaz',
  'igen',
  'i',
  'yes',
  'y',
  '1',
  'x',
  'van',
  'ja',
  'vannak',
  'megvan',
  '✓',
  '✔',
  '☑',
  '✅',
  '+',
  'ok',
];
export const NO_WORDS: readonly string[] = [
  'false',
  'hamis',
  'nem',
  'n',
  'no',
  '0',
  'nincs',
  'nincsen',
  'nincs ilyen',
  '✗',
  '✘',
  '☐',
  '❌',
  '-',
  '–',
];

/**
 * Words that only qualify a value (`jó állapotú`, `gáz fűtés`, `panel építésű`): dropped when the whole text names
 * no allowed value, so the core word decides. Compared folded.
 */
export const QUALIFIER_WORDS: readonly string[] = [
  'állapotú',
  'állapotban',
  'állapot',
  'állapota',
  'jellegű',
  'típusú',
  'fűtés',
  'fűtéses',
  'fűtésű',
  'rendszerű',
  'kivitelű',
  'szerkezetű',
  'falazatú',
  'építésű',
  'anyagú',
  'épület',
  'ház',
  'lakás',
  'ingatlan',
  'condition',
  'heating',
  'type',
];

/** Words for a floor number after the number (`3. em.`, `3 emelet`, `III. emelet`, `3rd floor`). */
export const FLOOR_NUMBER_WORDS: readonly string[] = [
  'emelet',
  'em',
  'em.',
  'emeleti',
  'emeleten',
  'emelt',
  'floor',
  'fl',
  'fl.',
  'szint',
];

/** Short and long names of settlements staff write before a district (`Bp. XIII.`, `Bp XIII. ker.`). */
export const SETTLEMENT_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  Budapest: ['Bp', 'Bp.', 'BP', 'Bpest', 'Budapest'],
  Debrecen: ['Db', 'Deb.'],
  Székesfehérvár: ['Szfvár', 'Székesfvár', 'Fehérvár'],
};

/** Words that say a district after its number (`XIII. ker.`, `13. kerület`, `District 13`). */
export const DISTRICT_WORDS: readonly string[] = ['kerület', 'ker', 'ker.', 'kerületi', 'district', 'dist', 'dist.'];

/** Words that say a half room in a compound room count (`2 + 1 fél`, `3+2 félszoba`). */
export const HALF_ROOM_WORDS: readonly string[] = [
  'fél',
  'félszoba',
  'félszobák',
  'félszobás',
  'half',
  'half room',
  'half rooms',
];
/** Words that may follow the whole rooms in a compound count (`2 szoba + 1 fél`). */
export const ROOM_WORDS: readonly string[] = ['szoba', 'szobás', 'egész', 'egész szoba', 'room', 'rooms'];

/** Words that differ by set where one code means different things in different sets. */
const SET_WORDS: Partial<Record<ValueSetName, Record<string, Entry>>> = {
  MAP_VISIBILITY: { none: ['nincs térkép', ['nincs', 'rejtett'], 'no map'] },
  HOLIDAY_SUBTYPE: { holiday_resort: ['üdülő', ['üdülőház']] },
  DEPOSIT_TYPE: {
    monthly: ['havi díj többszöröse', ['hónap', 'havi'], 'months of rent'],
    yearly: ['éves díj többszöröse', ['év', 'éves'], 'years of rent'],
  },
  GARAGE_CAPACITY: { car_park: ['parkoló', ['parkolóház']] },
  OFFICE_SUBTYPE: { office: ['iroda', ['irodahelyiség']] },
  CATERING_SUBTYPE: { wine_cellar: ['borozó', ['borpince', 'pince']] },
};

function defaultEnglish(code: string): string {
  return code.replace(/_/g, ' ');
}

/** The words for `code` in `set`; every code of every set has at least its own code as a word. */
export function valueWords(set: ValueSetName, code: string): ValueWords {
  const entry = SET_WORDS[set]?.[code] ?? WORDS[code];
  if (!entry) return { en: defaultEnglish(code), hu: defaultEnglish(code), synonyms: [] };
  const [hu, synonyms = [], en = defaultEnglish(code)] = entry;
  return { en, hu, synonyms };
}

/** Whether a Hungarian word was written down for this code (tests use it to keep the table complete). */
export function hasHungarianWord(set: ValueSetName, code: string): boolean {
  return Boolean(SET_WORDS[set]?.[code] ?? WORDS[code]);
}
