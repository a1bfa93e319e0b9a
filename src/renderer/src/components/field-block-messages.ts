// The names of the blocks the field picker groups a sheet's fields under (a field's key is `block.name`).
import { defineMessages } from '../../../shared/message-catalog';

export const FIELD_BLOCK_MESSAGES = defineMessages({
  id: { en: 'Identifiers', hu: 'Azonosítók' },
  seller: { en: 'Seller', hu: 'Értékesítő' },
  property: { en: 'Property', hu: 'Ingatlan' },
  location: { en: 'Location', hu: 'Hely' },
  price: { en: 'Price', hu: 'Ár' },
  descriptions: { en: 'Descriptions', hu: 'Leírások' },
  map: { en: 'Map', hu: 'Térkép' },
  special: { en: 'Type-specific', hu: 'Típusfüggő adatok' },
  image: { en: 'Image', hu: 'Kép' },
  owner: { en: 'Owner', hu: 'Tulajdonos' },
  import: { en: 'Import', hu: 'Importálás' },
});
