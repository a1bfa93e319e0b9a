// Every enumerated value set of the spec, named as the spec names them (shared sets) or by their use.

const floorNumbers = Array.from({ length: 30 }, (_, i) => `floor_${i + 1}`);

export const VALUE_SETS = {
  PROPERTY_TYPE: ['house', 'apartment', 'land', 'garage', 'holiday_estate', 'industrial_property', 'office', 'catering_establishment', 'guest_house'],
  PROPERTY_STATUS: ['inactive', 'active'],
  PROPERTY_ACTION: ['sale', 'rent'],
  ORIENTATION: ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest', 'northsouth', 'eastwest'],
  CURRENCY: ['huf', 'eur'],
  PRICE_PERIOD: ['yearly', 'monthly', 'daily'],
  DEPOSIT_TYPE: ['huf', 'eur', 'monthly', 'yearly'],
  MAP_VISIBILITY: ['exact', 'area', 'none'],
  OFFICE_STATUS: ['active', 'inactive'],

  FLOORS: ['ground_floor', 'ground_floor_with_attic', '1_floor', '1_floor_with_attic', '2_floors', '2_floors_with_attic', '3_floors', '3_floors_with_attic', '4_floors', '4_floors_with_attic', 'more_than_4_floors'],
  FLOOR_NO: ['downstairs', 'mezzanine_floor', 'basement', 'mezzanine', 'loft', ...floorNumbers],
  COMFORT: ['none', 'half', 'full', 'total', 'double', 'luxury'],
  FURNISHING: ['fully_furnished', 'partially_furnished', 'not_furnished'],
  PLOT_UNIT: ['square_metre', 'acre', 'square_fathom'],
  OWNERSHIP_COMM: ['ownership', 'rental_right'],
  CONDITION: ['under_construction', 'structurally_complete', 'like_new', 'excellent', 'average', 'good', 'renovated', 'to_be_renovated'],
  UTILITY3: ['inside_the_plot', 'outside_the_plot', 'no'],
  FACING4: ['street_front', 'courtyard', 'firewall', 'panoramic'],

  HOUSE_SUBTYPE: ['detached_house', 'condominium', 'terraced_house', 'semi_detached_house', 'share_house', 'villa', 'castle', 'homestead', 'mansion'],
  HOUSE_BUILDING_MATERIAL: ['brick', 'stone', 'tufa', 'ytong', 'lightweight', 'panel', 'wood', 'alternative', 'sliding_formwork', 'adobe', 'log', 'brick_and_stone', 'silicate', 'prokoncept', 'mixed'],
  HEATING_TYPE: ['custom', 'district', 'convector', 'circulating', 'electric', 'central', 'central_with_individual_meter', 'central_inhouse', 'central_inhouse_with_individual_meter', 'other', 'hera', 'geothermal', 'fireplace', 'heat_pump', 'tiled_stove', 'fan_coil'],
  HOUSE_HEATING_SOURCE: ['gas', 'electricity', 'wood', 'coal', 'oil', 'mixed', 'heat_pump'],
  HOUSE_AGE: ['newly_built', '0-5_years', '6-10_years', '11-20_years', '21-50_years', 'older_than_50_years'],

  APARTMENT_BUILDING_MATERIAL: ['brick', 'panel', 'lightweight', 'sliding_formwork', 'log', 'brick_and_stone', 'silicate', 'prokoncept'],
  GARDEN_TYPE: ['shared', 'own', 'no'],
  APARTMENT_CONDITION: ['under_construction', 'structurally_complete', 'excellent', 'average', 'good', 'renovated', 'to_be_renovated'],
  APARTMENT_AGE: ['like_new', 'newly_built', '1-5_years', '6-10_years', '11-20_years', '21-50_years', 'older_than_50_years'],
  APARTMENT_OWNERSHIP: ['individually_owned', 'municipally_owned'],
  APARTMENT_LOCATION: ['condominium', 'residential_complex'],
  APARTMENT_FACING: ['street_front', 'courtyard', 'garden', 'panoramic'],

  LAND_SUBTYPE: ['building_site', 'industrial_site', 'holiday_resort', 'pasture', 'farmland', 'reeds', 'lawn', 'vineyard', 'orchard', 'forest', 'commercial_land'],
  LAND_LOCATION: ['urban_land', 'outskirts'],

  GARAGE_SUBTYPE: ['individual', 'car_park'],
  GARAGE_CAPACITY: ['1_place', '2_places', '3_places', 'many_places', 'car_park'],

  HOLIDAY_SUBTYPE: ['holiday_resort', 'holiday_home', 'timeshare'],
  HOLIDAY_BUILDING_MATERIAL: ['brick', 'stone', 'lightweight', 'panel', 'wood', 'alternative', 'sliding_formwork', 'adobe', 'log', 'brick_and_stone', 'silicate', 'prokoncept', 'mixed'],
  HOLIDAY_AGE: ['new', 'newly_built', '0-5_years', '6-10_years', '11-20_years', '21-50_years', 'older_than_50_years'],

  INDUSTRIAL_SUBTYPE: ['workshop', 'warehouse', 'workshop_and_warehouse', 'press_house', 'wine_cellar', 'factory', 'plant', 'store', 'agricultural', 'gas_station', 'office_block', 'other'],
  INDUSTRIAL_LOCATION: ['standalone', 'in_apartment', 'in_condominium', 'in_detached_house'],

  OFFICE_SUBTYPE: ['office', 'shop', 'office_and_shop', 'office_block', 'mall'],
  OFFICE_LOCATION: ['in_office_block', 'in_mall', 'in_apartment', 'in_detached_house', 'in_basement'],

  CATERING_SUBTYPE: ['cake_shop', 'wine_cellar', 'restaurant', 'inn', 'other'],

  GUEST_HOUSE_SUBTYPE: ['detached_house', 'condominium', 'terraced_house', 'semi_detached_house', 'share_house', 'villa', 'castle', 'homestead', 'mansion', 'hotel'],
  GUEST_HOUSE_FLOORS: ['ground_floor', '1_floor', '1_floor_with_attic', '2_floors', '2_floors_with_attic', '3_floors', '3_floors_with_attic', '4_floors', '4_floors_with_attic', 'more_than_4_floors'],
  GUEST_HOUSE_HEATING_TYPE: ['custom', 'district', 'convector', 'circulating', 'electric', 'central', 'central_with_individual_meter', 'central_inhouse', 'central_inhouse_with_individual_meter', 'fan_coil', 'other'],
  GUEST_HOUSE_HEATING_SOURCE: ['gas', 'electricity', 'wood', 'coal', 'oil', 'mixed', 'geothermal', 'fireplace', 'tiled_stove', 'heat_pump'],
} as const satisfies Record<string, readonly string[]>;

export type ValueSetName = keyof typeof VALUE_SETS;
export type PropertyType = (typeof VALUE_SETS.PROPERTY_TYPE)[number];
export const PROPERTY_TYPES: readonly PropertyType[] = VALUE_SETS.PROPERTY_TYPE;

export function isPropertyType(value: unknown): value is PropertyType {
  return typeof value === 'string' && (PROPERTY_TYPES as readonly string[]).includes(value);
}
