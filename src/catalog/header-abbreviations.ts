// Abbreviations of header words (`Közös ktg.`, `Irsz.`), as data; a word merely cut short (`Alapter.`) needs none.

/** Abbreviation (without its dot) → the word it stands for; compared folded. */
export const HEADER_ABBREVIATIONS: Readonly<Record<string, string>> = {
  ktg: 'költség',
  klts: 'költség',
  ker: 'kerület',
  kerul: 'kerület',
  em: 'emelet',
  fszt: 'földszint',
  irsz: 'irányítószám',
  irszam: 'irányítószám',
  isz: 'irányítószám',
  sz: 'szám',
  szam: 'szám',
  db: 'darab',
  alapt: 'alapterület',
  ter: 'terület',
  hirdet: 'hirdetés',
  ingatl: 'ingatlan',
  azon: 'azonosító',
  ert: 'értékesítő',
  megb: 'megbízás',
  tel: 'telefon',
  mob: 'mobil',
  ny: 'nyilvános',
  kat: 'kategória',
  tip: 'típus',
  all: 'állapot',
  futes: 'fűtés',
  fut: 'fűtés',
  bt: 'bútorozottság',
  butor: 'bútorozottság',
  ssz: 'sorszám',
  nr: 'number',
  sqm: 'négyzetméter',
  descr: 'description',
  desc: 'description',
  qty: 'quantity',
  kozos: 'közös',
};

/** A word cut short is read as the longer word only from this many letters on (`Alapter.` yes, `Al.` no). */
export const MIN_SHORTENED_LETTERS = 3;
