// The property write shape (PUT /property, and POST /property by this project's design) as data.
import type { FieldDef, FieldType, Operation, Requiredness, Words } from './field-types';
import { OPTIONAL, REQUIRED_ON_CREATE } from './field-types';
import { bool, decimal, double, id, oneOf, str, text, uint, url } from './field-builders';
import { VALUE_SETS } from './value-sets';

interface FieldSpec {
  readonly type: FieldType;
  readonly nullable?: boolean;
  readonly required?: Requiredness;
  readonly onlyOn?: Operation;
  readonly label: Words;
  readonly help: Words;
}

/** Turns `{ 'block.name': spec }` into field definitions, keeping the table's order. */
export function defineFields(specs: Record<string, FieldSpec>): readonly FieldDef[] {
  return Object.entries(specs).map(([key, spec]) => {
    const dot = key.indexOf('.');
    return {
      key,
      block: key.slice(0, dot),
      name: key.slice(dot + 1),
      type: spec.type,
      nullable: spec.nullable ?? false,
      required: spec.required ?? OPTIONAL,
      ...(spec.onlyOn ? { onlyOn: spec.onlyOn } : {}),
      label: spec.label,
      help: spec.help,
    };
  });
}

export const PROPERTY_FIELDS: readonly FieldDef[] = defineFields({
  'id.transfer_id': {
    type: str(1, 40),
    label: { en: 'Listing reference', hu: 'Hirdetés azonosító' },
    help: {
      en: 'Your own identifier of the listing, unique within the office; used to update it later.',
      hu: 'Az iroda saját azonosítója a hirdetéshez, irodán belül egyedi; később ezzel frissíthető.',
    },
  },
  'seller.id': {
    type: id,
    label: { en: 'Seller service ID', hu: 'Értékesítő szolgáltatói azonosító' },
    help: {
      en: "The seller's identifier in the portal. Give this or the seller reference, not both.",
      hu: 'Az értékesítő azonosítója a portálon. Ezt vagy az értékesítő azonosítót adja meg, ne mindkettőt.',
    },
  },
  'seller.transfer_id': {
    type: str(1, 40),
    label: { en: 'Seller reference', hu: 'Értékesítő azonosító' },
    help: {
      en: 'Your own identifier of the seller who advertises the listing.',
      hu: 'A hirdetést feladó értékesítő saját azonosítója.',
    },
  },
  'property.external_id': {
    type: str(40),
    label: { en: 'Listing code on website', hu: 'Hirdetéskód a weboldalon' },
    help: {
      en: 'Free text that helps find the listing on the website; unique within the office.',
      hu: 'Szabad szöveg, amellyel a hirdetés megtalálható a weboldalon; irodán belül egyedi.',
    },
  },
  'property.office_id': {
    type: id,
    label: { en: 'Office ID', hu: 'Iroda azonosító' },
    help: { en: 'Identifier of an active office.', hu: 'Aktív iroda azonosítója.' },
  },
  'property.type': {
    type: oneOf('PROPERTY_TYPE', VALUE_SETS.PROPERTY_TYPE),
    required: REQUIRED_ON_CREATE,
    label: { en: 'Property type', hu: 'Ingatlan típusa' },
    help: {
      en: 'Kind of property; decides which type-specific columns apply.',
      hu: 'Az ingatlan fajtája; ettől függ, mely típusfüggő oszlopok érvényesek.',
    },
  },
  'property.status': {
    type: oneOf('PROPERTY_STATUS', VALUE_SETS.PROPERTY_STATUS),
    label: { en: 'Status', hu: 'Állapot (aktív)' },
    help: { en: 'Active listings are shown on the portal.', hu: 'Az aktív hirdetések megjelennek a portálon.' },
  },
  'property.action': {
    type: oneOf('PROPERTY_ACTION', VALUE_SETS.PROPERTY_ACTION),
    required: REQUIRED_ON_CREATE,
    label: { en: 'For sale or rent', hu: 'Eladó vagy kiadó' },
    help: { en: 'Whether the property is for sale or for rent.', hu: 'Eladó vagy kiadó az ingatlan.' },
  },
  'property.orientation': {
    type: oneOf('ORIENTATION', VALUE_SETS.ORIENTATION),
    nullable: true,
    label: { en: 'Orientation', hu: 'Tájolás' },
    help: {
      en: 'Which way the property faces; empty means not specified.',
      hu: 'Az ingatlan tájolása; üresen hagyva: nincs megadva.',
    },
  },
  'property.has_video': {
    type: bool,
    label: { en: 'Video viewing', hu: 'Videós megtekintés' },
    help: { en: 'Whether video viewing is possible.', hu: 'Lehetséges-e videós megtekintés.' },
  },
  'property.video_url': {
    type: url(255),
    nullable: true,
    label: { en: 'Video link', hu: 'Videó link' },
    help: {
      en: 'Link of a video of the property; empty removes an existing video.',
      hu: 'Az ingatlanról készült videó linkje; üresen a meglévő videót törli.',
    },
  },
  'property.is_featured': {
    type: bool,
    label: { en: 'Featured', hu: 'Kiemelt' },
    help: {
      en: 'Featured listings are limited by the subscription and cannot be un-featured for a week.',
      hu: 'A kiemelések számát az előfizetés korlátozza; a kiemelés egy hétig nem vonható vissza.',
    },
  },
  'location.region_id': {
    type: id,
    required: REQUIRED_ON_CREATE,
    label: { en: 'Settlement', hu: 'Település' },
    help: {
      en: 'The settlement; a name from the region list or its identifier.',
      hu: 'A település neve a listából, vagy az azonosítója.',
    },
  },
  'location.area_id': {
    type: id,
    label: { en: 'District', hu: 'Kerület / városrész' },
    help: {
      en: 'District of the settlement, e.g. "XIII. kerület".',
      hu: 'A település kerülete vagy városrésze, pl. „XIII. kerület”.',
    },
  },
  'location.zip_code': {
    type: str(16),
    label: { en: 'Postal code', hu: 'Irányítószám' },
    help: { en: 'Postal code of the address.', hu: 'A cím irányítószáma.' },
  },
  'location.address': {
    type: str(255),
    label: { en: 'Address', hu: 'Cím' },
    help: { en: 'Street and number.', hu: 'Utca, házszám.' },
  },
  'location.is_address_public': {
    type: bool,
    label: { en: 'Address shown', hu: 'Cím látható' },
    help: { en: 'Whether visitors see the address.', hu: 'Látják-e a látogatók a címet.' },
  },
  'price.price': {
    type: decimal(18, 2),
    required: REQUIRED_ON_CREATE,
    label: { en: 'Price', hu: 'Ár' },
    help: { en: 'Sale price or rent, e.g. 45 000 000 Ft.', hu: 'Vételár vagy bérleti díj, pl. 45 000 000 Ft.' },
  },
  'price.price_currency': {
    type: oneOf('CURRENCY', VALUE_SETS.CURRENCY),
    required: REQUIRED_ON_CREATE,
    label: { en: 'Currency', hu: 'Pénznem' },
    help: { en: 'Currency of the price.', hu: 'Az ár pénzneme.' },
  },
  'price.price_period': {
    type: oneOf('PRICE_PERIOD', VALUE_SETS.PRICE_PERIOD),
    label: { en: 'Rent period', hu: 'Bérleti időszak' },
    help: {
      en: 'For rentals: the period the price is for.',
      hu: 'Kiadó ingatlannál: mely időszakra vonatkozik az ár.',
    },
  },
  'price.overhead': {
    type: decimal(18, 2),
    label: { en: 'Utility fee', hu: 'Rezsi' },
    help: { en: 'Utility fee (overhead), in its own currency.', hu: 'Rezsiköltség, a saját pénznemében.' },
  },
  'price.overhead_currency': {
    type: oneOf('CURRENCY', VALUE_SETS.CURRENCY),
    label: { en: 'Utility fee currency', hu: 'Rezsi pénzneme' },
    help: { en: 'Currency of the utility fee.', hu: 'A rezsi pénzneme.' },
  },
  'price.deposit': {
    type: uint(8),
    label: { en: 'Deposit', hu: 'Kaució' },
    help: {
      en: 'Deposit: an amount, or a number of months or years of rent, as the deposit type says.',
      hu: 'Kaució: összeg, vagy a bérleti díj hány havi/évi összege, a kaució típusa szerint.',
    },
  },
  'price.deposit_type': {
    type: oneOf('DEPOSIT_TYPE', VALUE_SETS.DEPOSIT_TYPE),
    label: { en: 'Deposit type', hu: 'Kaució típusa' },
    help: {
      en: 'HUF or EUR for an amount; monthly or yearly for a multiple of the rent.',
      hu: 'Forint vagy euró összegnél; havi vagy éves a bérleti díj többszörösénél.',
    },
  },
  'price.is_overhead_excluded': {
    type: bool,
    label: { en: 'Price excludes utilities', hu: 'Az ár nem tartalmazza a rezsit' },
    help: { en: 'The price does not include utilities.', hu: 'Az ár a rezsit nem tartalmazza.' },
  },
  'price.is_tax_excluded': {
    type: bool,
    label: { en: 'Price excludes VAT', hu: 'Az ár nem tartalmazza az áfát' },
    help: { en: 'The price does not include VAT.', hu: 'Az ár az áfát nem tartalmazza.' },
  },
  'price.is_guide_price': {
    type: bool,
    label: { en: 'Guide price', hu: 'Irányár' },
    help: { en: 'The price is a guide price.', hu: 'Az ár irányár.' },
  },
  'descriptions.hu': {
    type: text,
    label: { en: 'Description (Hungarian)', hu: 'Leírás (magyar)' },
    help: { en: 'Description of the listing in Hungarian.', hu: 'A hirdetés magyar nyelvű leírása.' },
  },
  'descriptions.en': {
    type: text,
    label: { en: 'Description (English)', hu: 'Leírás (angol)' },
    help: { en: 'Description of the listing in English.', hu: 'A hirdetés angol nyelvű leírása.' },
  },
  'descriptions.de': {
    type: text,
    label: { en: 'Description (German)', hu: 'Leírás (német)' },
    help: { en: 'Description of the listing in German.', hu: 'A hirdetés német nyelvű leírása.' },
  },
  'map.visibility': {
    type: oneOf('MAP_VISIBILITY', VALUE_SETS.MAP_VISIBILITY),
    label: { en: 'Map display', hu: 'Térképes megjelenítés' },
    help: {
      en: 'Exact address, a circle around it (area), or no map.',
      hu: 'Pontos cím, kör a cím körül (környék), vagy nincs térkép.',
    },
  },
  'map.radius': {
    type: uint(5, [50, 500]),
    label: { en: 'Map circle radius (m)', hu: 'Térképkör sugara (m)' },
    help: {
      en: 'With map display "area": radius of the circle shown, 50 to 500 metres.',
      hu: '„Környék” megjelenítésnél a kör sugara, 50–500 méter.',
    },
  },
  'map.latitude': {
    type: double(44, 50),
    label: { en: 'Latitude', hu: 'Szélesség' },
    help: { en: 'Latitude in degrees, 44 to 50.', hu: 'Földrajzi szélesség fokban, 44 és 50 között.' },
  },
  'map.longitude': {
    type: double(15, 24),
    label: { en: 'Longitude', hu: 'Hosszúság' },
    help: { en: 'Longitude in degrees, 15 to 24.', hu: 'Földrajzi hosszúság fokban, 15 és 24 között.' },
  },
});

/** The blocks of the property write shape, in the spec's order; `special` is described by the special blocks. */
export const PROPERTY_BLOCKS = [
  'id',
  'seller',
  'property',
  'location',
  'price',
  'descriptions',
  'map',
  'special',
] as const;
export type PropertyBlock = (typeof PROPERTY_BLOCKS)[number];
