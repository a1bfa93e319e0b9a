// The nine type-specific `special` blocks; each field's words are shared by name across the blocks.
import type { FieldDef, FieldType, Words } from './field-types';
import { OPTIONAL } from './field-types';
import { bool, oneOf, uint } from './field-builders';
import type { PropertyType, ValueSetName } from './value-sets';
import { VALUE_SETS } from './value-sets';

const set = (name: ValueSetName): FieldType => oneOf(name, VALUE_SETS[name]);
const area = uint(8);
const rooms = uint(3);

/** [type, nullable]; the spec's N marks nullable enums, T marks bools that take true, false or null. */
type Spec = readonly [FieldType, boolean];
const N = (t: FieldType): Spec => [t, true];
const R = (t: FieldType): Spec => [t, false];
const T: Spec = [bool, true];

const houseHeatingType = set('HEATING_TYPE');

const BLOCK_SPECS: Record<PropertyType, Record<string, Spec>> = {
  house: {
    floor_area: R(area),
    subtype: R(set('HOUSE_SUBTYPE')),
    plot_area: R(area),
    plot_area_unit: R(set('PLOT_UNIT')),
    number_of_rooms: R(rooms),
    number_of_half_rooms: R(rooms),
    number_of_living_rooms: R(rooms),
    floors: N(set('FLOORS')),
    building_material: N(set('HOUSE_BUILDING_MATERIAL')),
    heating_type: N(houseHeatingType),
    heating_source: N(set('HOUSE_HEATING_SOURCE')),
    comfort_level: N(set('COMFORT')),
    balcony_size: R(area),
    has_balcony: T,
    has_outhouse: T,
    has_cellar: T,
    has_garage: T,
    has_loft: T,
    has_attic: T,
    has_sewerage: T,
    has_air_conditioning: T,
    has_terrace: T,
    has_cable_tv: T,
    has_parquet_flooring: T,
    condition: N(set('CONDITION')),
    age: N(set('HOUSE_AGE')),
    facing: N(set('FACING4')),
    furnishing: N(set('FURNISHING')),
  },
  apartment: {
    floor_area: R(area),
    number_of_rooms: R(rooms),
    number_of_half_rooms: R(rooms),
    number_of_living_rooms: R(rooms),
    floor: N(set('FLOOR_NO')),
    building_material: N(set('APARTMENT_BUILDING_MATERIAL')),
    heating_type: N(houseHeatingType),
    comfort_level: N(set('COMFORT')),
    balcony_size: R(area),
    garden_size: R(area),
    garden_type: N(set('GARDEN_TYPE')),
    has_balcony: T,
    has_elevator: T,
    has_garage: T,
    has_driveway: T,
    has_cellar: T,
    has_storage_room: T,
    has_air_conditioning: T,
    has_backyard: T,
    condition: N(set('APARTMENT_CONDITION')),
    age: N(set('APARTMENT_AGE')),
    ownership: N(set('APARTMENT_OWNERSHIP')),
    location: N(set('APARTMENT_LOCATION')),
    facing: N(set('APARTMENT_FACING')),
    furnishing: N(set('FURNISHING')),
  },
  land: {
    plot_area: R(area),
    plot_area_unit: R(set('PLOT_UNIT')),
    subtype: N(set('LAND_SUBTYPE')),
    location: N(set('LAND_LOCATION')),
    has_electricity: N(set('UTILITY3')),
    has_running_water: N(set('UTILITY3')),
    has_gas: N(set('UTILITY3')),
    has_sewerage: N(set('UTILITY3')),
    has_phone: N(set('UTILITY3')),
    has_walled_garden: T,
  },
  garage: {
    floor_area: R(area),
    subtype: R(set('GARAGE_SUBTYPE')),
    capacity: R(set('GARAGE_CAPACITY')),
    has_heating: T,
    has_inspection_pit: T,
    has_running_water: T,
    has_electricity: T,
  },
  holiday_estate: {
    floor_area: R(area),
    subtype: R(set('HOLIDAY_SUBTYPE')),
    plot_area: R(area),
    plot_area_unit: R(set('PLOT_UNIT')),
    number_of_rooms: R(rooms),
    number_of_half_rooms: R(rooms),
    building_material: N(set('HOLIDAY_BUILDING_MATERIAL')),
    age: N(set('HOLIDAY_AGE')),
    has_air_conditioning: T,
    has_garage: T,
    has_cable_tv: T,
    has_walled_garden: T,
    facing: N(set('FACING4')),
  },
  industrial_property: {
    floor_area: R(area),
    subtype: R(set('INDUSTRIAL_SUBTYPE')),
    plot_area: R(area),
    plot_area_unit: R(set('PLOT_UNIT')),
    number_of_rooms: R(rooms),
    ownership: N(set('OWNERSHIP_COMM')),
    has_electricity: T,
    has_industrial_power: T,
    has_running_water: T,
    has_gas: T,
    has_sewerage: T,
    has_equipment: T,
    condition: N(set('CONDITION')),
    location: N(set('INDUSTRIAL_LOCATION')),
  },
  office: {
    floor_area: R(area),
    subtype: R(set('OFFICE_SUBTYPE')),
    number_of_rooms: R(rooms),
    location: N(set('OFFICE_LOCATION')),
    ownership: N(set('OWNERSHIP_COMM')),
    floor: N(set('FLOOR_NO')),
    has_elevator: T,
    has_street_front: T,
    has_display_window: T,
    has_garage: T,
    has_parking: T,
    has_equipment: T,
  },
  catering_establishment: {
    floor_area: R(area),
    subtype: N(set('CATERING_SUBTYPE')),
    number_of_rooms: R(rooms),
    ownership: N(set('OWNERSHIP_COMM')),
    floors: N(set('FLOORS')),
    has_parking: T,
    has_equipment: T,
    has_galley: T,
    has_kitchen: T,
    condition: N(set('CONDITION')),
    facing: N(set('FACING4')),
  },
  guest_house: {
    floor_area: R(area),
    subtype: R(set('GUEST_HOUSE_SUBTYPE')),
    plot_area: R(area),
    plot_area_unit: R(set('PLOT_UNIT')),
    number_of_rooms: R(rooms),
    number_of_half_rooms: R(rooms),
    floors: N(set('GUEST_HOUSE_FLOORS')),
    building_material: N(set('HOLIDAY_BUILDING_MATERIAL')),
    heating_type: N(set('GUEST_HOUSE_HEATING_TYPE')),
    heating_source: N(set('GUEST_HOUSE_HEATING_SOURCE')),
    comfort_level: N(set('COMFORT')),
    has_shower_per_room: T,
    has_toilet_per_room: T,
    has_garage: T,
    has_attic: T,
    has_sewerage: T,
    has_air_conditioning: T,
    has_terrace: T,
    has_cable_tv: T,
    has_parquet_flooring: T,
    condition: N(set('CONDITION')),
    age: N(set('HOLIDAY_AGE')),
    facing: N(set('FACING4')),
  },
};

/** Words per special field name: [English label, Hungarian label, English help, Hungarian help]. */
const SPECIAL_WORDS: Record<string, readonly [string, string, string?, string?]> = {
  floor_area: ['Floor area (m²)', 'Alapterület (m²)', 'Floor area in square metres.', 'Alapterület négyzetméterben.'],
  subtype: ['Subtype', 'Altípus', 'Finer kind of the property.', 'Az ingatlan pontosabb fajtája.'],
  plot_area: [
    'Plot area',
    'Telekterület',
    'Plot area, in the plot area unit.',
    'Telekterület, a telekterület mértékegységében.',
  ],
  plot_area_unit: [
    'Plot area unit',
    'Telekterület mértékegysége',
    'Square metres, acres or square fathoms.',
    'Négyzetméter, hold vagy négyszögöl.',
  ],
  number_of_rooms: [
    'Rooms',
    'Szobák száma',
    'Number of rooms (premises for commercial property).',
    'Szobák (üzleti ingatlannál helyiségek) száma.',
  ],
  number_of_half_rooms: ['Half rooms', 'Félszobák száma'],
  number_of_living_rooms: ['Living rooms', 'Nappalik száma'],
  floors: ['Storeys', 'Szintek'],
  floor: ['Floor', 'Emelet'],
  building_material: ['Building material', 'Építőanyag'],
  heating_type: ['Heating', 'Fűtés'],
  heating_source: ['Heating source', 'Fűtés forrása'],
  comfort_level: ['Comfort level', 'Komfort'],
  balcony_size: ['Balcony (m²)', 'Erkély mérete (m²)'],
  garden_size: ['Garden (m²)', 'Kert mérete (m²)'],
  garden_type: ['Garden', 'Kert'],
  condition: ['Condition', 'Állapot'],
  age: ['Age of building', 'Épület kora'],
  facing: ['View', 'Kilátás / fekvés'],
  furnishing: ['Furnishing', 'Bútorozottság'],
  ownership: ['Ownership', 'Tulajdonviszony'],
  location: ['Setting', 'Elhelyezkedés'],
  capacity: ['Capacity', 'Férőhely'],
  has_balcony: ['Balcony', 'Erkély'],
  has_outhouse: ['Outbuilding', 'Melléképület'],
  has_cellar: ['Cellar', 'Pince'],
  has_garage: ['Garage', 'Garázs'],
  has_loft: ['Loft', 'Padlás'],
  has_attic: ['Attic room', 'Tetőtér'],
  has_sewerage: ['Sewerage', 'Csatorna'],
  has_air_conditioning: ['Air conditioning', 'Légkondicionáló'],
  has_terrace: ['Terrace', 'Terasz'],
  has_cable_tv: ['Cable TV', 'Kábel TV'],
  has_parquet_flooring: ['Parquet flooring', 'Parketta'],
  has_elevator: ['Lift', 'Lift'],
  has_driveway: ['Driveway', 'Beálló'],
  has_storage_room: ['Storage room', 'Tároló'],
  has_backyard: ['Backyard', 'Udvar'],
  has_electricity: ['Electricity', 'Villany'],
  has_running_water: ['Running water', 'Víz'],
  has_gas: ['Gas', 'Gáz'],
  has_phone: ['Telephone line', 'Telefon'],
  has_walled_garden: ['Fenced garden', 'Bekerített kert'],
  has_heating: ['Heating', 'Fűtés van'],
  has_inspection_pit: ['Inspection pit', 'Szerelőakna'],
  has_industrial_power: ['Industrial power', 'Ipari áram'],
  has_equipment: ['Equipped', 'Felszerelt'],
  has_street_front: ['Street front', 'Utcafronti'],
  has_display_window: ['Display window', 'Kirakat'],
  has_parking: ['Parking', 'Parkoló'],
  has_galley: ['Serving kitchen', 'Tálaló konyha'],
  has_kitchen: ['Kitchen', 'Konyha'],
  has_shower_per_room: ['Shower in every room', 'Zuhany minden szobában'],
  has_toilet_per_room: ['Toilet in every room', 'WC minden szobában'],
};

function wordsOf(name: string): { label: Words; help: Words } {
  const w = SPECIAL_WORDS[name];
  if (!w) throw new Error(`Special field ${name} has no words in the catalog`);
  const [en, hu, helpEn, helpHu] = w;
  return {
    label: { en, hu },
    help: {
      en:
        helpEn ??
        (name.startsWith('has_') ? `Whether the property has: ${en.toLowerCase()}.` : `${en} of the property.`),
      hu:
        helpHu ??
        (name.startsWith('has_') ? `Van-e: ${hu.toLowerCase()}.` : `Az ingatlan jellemzője: ${hu.toLowerCase()}.`),
    },
  };
}

function defineBlock(type: PropertyType): readonly FieldDef[] {
  return Object.entries(BLOCK_SPECS[type]).map(([name, [fieldType, nullable]]) => ({
    key: `special.${name}`,
    block: 'special',
    name,
    type: fieldType,
    nullable,
    required: OPTIONAL,
    ...wordsOf(name),
  }));
}

/** Fields of the special block of each property type, keyed `special.<name>`. */
export const SPECIAL_BLOCKS: Readonly<Record<PropertyType, readonly FieldDef[]>> = {
  house: defineBlock('house'),
  apartment: defineBlock('apartment'),
  land: defineBlock('land'),
  garage: defineBlock('garage'),
  holiday_estate: defineBlock('holiday_estate'),
  industrial_property: defineBlock('industrial_property'),
  office: defineBlock('office'),
  catering_establishment: defineBlock('catering_establishment'),
  guest_house: defineBlock('guest_house'),
};

/** Every special field name that appears in any block, with the types it appears in. */
export function specialFieldTypes(name: string): readonly PropertyType[] {
  return (Object.keys(SPECIAL_BLOCKS) as PropertyType[]).filter((t) => SPECIAL_BLOCKS[t].some((f) => f.name === name));
}

export function specialField(type: PropertyType, name: string): FieldDef | undefined {
  return SPECIAL_BLOCKS[type].find((f) => f.name === name);
}
