// Hungarian endings office sheets put on header and value words, as data (docs/office-conventions.md, "Hungarian
// word forms"). Written folded (no accents): the matcher compares folded words, so `-ös` is `os` and `-ban` also
// covers the lengthened stem before it (`tégla` → `téglás`, folded `tegla` → `teglas`).
//
// Left out on purpose: the accusative (`-t`, `-at`) and `-ú`/`-ű`, which turn catalog words into other catalog words
// (`kert` → `ker`, `áru` → `ár`) and are not written on header or value words. The plural tells fields apart
// (`Emelet száma` the floor, `Emeletek száma` the storeys; `Szint`, `Szintek`): it is stripped only from a word the
// vocabulary does not hold itself (`lakások`, `téglák`), never from one it does (`Emeletek`).

/** The case endings: `lakásban`, `tetőtérben`, `földszinten`, `irodába`, `telekre`. */
const CASE_SUFFIXES: readonly string[] = ['ban', 'ben', 'ba', 'be', 'on', 'en', 'n', 'ra', 're'];

/** Endings, each stripped only when what remains is a word of the catalog's vocabulary. */
export const WORD_SUFFIXES: readonly string[] = [
  // possessive: `Ingatlan típusa`, `Eladó kódja`, `Hirdetés azonosítója`, plural possessed `adatai`
  'a',
  'e',
  'ja',
  'je',
  'ai',
  'ei',
  'jai',
  'jei',
  // adjectival: `téglás`, `panelos`, `erkélyes`, `kertes`, `kerületi`, `irodai`
  's',
  'as',
  'es',
  'os',
  'i',
  ...CASE_SUFFIXES,
];

/**
 * The plural (`lakások`, `kertek`, `téglák`, `téglásak`; folded, so `-ök` is `ok`), stripped like the others but only
 * from a word that is not itself a vocabulary word.
 */
export const PLURAL_SUFFIXES: readonly string[] = ['k', 'ok', 'ek', 'ak'];

/**
 * Endings that may stand after another (`lakásokban`, `téglásak`): the cases and the plural. A possessive or an
 * adjectival ending is the inner one only, so `area` is not `ár` + `-e` + `-a`.
 */
export const OUTER_SUFFIXES: readonly string[] = [...CASE_SUFFIXES, ...PLURAL_SUFFIXES];

/**
 * Endings on a settlement's name (`budapesti`, `debreceni`, `győri`), each stripped only when what remains is a
 * settlement of the region list: the adjectival `-i` that names a listing's or an office's place.
 */
export const SETTLEMENT_SUFFIXES: readonly string[] = ['i'];

/**
 * Stems that change before an ending that starts with a vowel (folded), tried only when the stem as written is no
 * word: a short vowel drops before a final r, l, m, n or z (`étterem` → `éttermi`, `Eger` → `egri`), as in `bokor` →
 * `bokrok`; a v-stem takes a `v` (`kő` → `köves`, `tó` → `tavas`). Nothing else: `szegdi` is a slip, not `Szeged`.
 */
export const STEM_CHANGES = {
  droppedVowels: ['e', 'a', 'o'],
  dropBefore: ['r', 'l', 'm', 'n', 'z'],
  /** A v-stem's last letters as the ending has them, and as the word has them: `köv` → `kő`, `tav` → `tó`. */
  vStems: [
    ['av', 'o'],
    ['ov', 'o'],
    ['uv', 'u'],
  ],
  /** Settlement endings written without their final vowel before the `-i`: `Nyíregyháza` → `nyíregyházi`. */
  settlementEndings: [['haz', 'haza']],
} as const;

/**
 * Endings that follow a vowel only: after a consonant Hungarian puts a linking vowel before them (`lakásos`,
 * `házon`), so `lakáss` is a typing slip, not a form of `lakás`, and must stay unmatched.
 */
export const AFTER_VOWEL_SUFFIXES: readonly string[] = ['s', 'n', 'k'];

/** A word left after stripping an ending, or a part of a compound, has at least this many letters. */
export const MIN_STEM_LETTERS = 2;
/** Each part of a compound written together (`Ingatlantípus`) has at least this many letters. */
export const MIN_COMPOUND_PART_LETTERS = 3;

/**
 * Words header names hold only with an ending or inside a compound (`típusa`, `Épülettípus`), given bare so that
 * the other forms meet at them: `Kert típusa`, `Kerttípus` and `Kert-típus` all read as `kert típus`.
 */
export const HEADER_WORD_PARTS: readonly string[] = [
  'típus',
  'altípus',
  'kód',
  'azonosító',
  'szám',
  'név',
  'ár',
  'dátum',
  'méret',
  'terület',
  'állapot',
  'jelleg',
  'fajta',
  'ügylet',
  'fűtés',
  'kert',
  'telek',
  'ház',
  'lakás',
  'épület',
  'ingatlan',
  'hirdetés',
  'cím',
  'kép',
  'leírás',
  'díj',
  'költség',
];
