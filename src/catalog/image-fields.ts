// Image items of sellers and properties. Their write bodies are not in the spec; see docs/api.md for the design.
import type { FieldDef } from './field-types';
import { REQUIRED_ON_CREATE } from './field-types';
import { id, str, text, uint, url } from './field-builders';
import { defineFields } from './property-fields';

/** Fields of one image item (`{ id: {transfer_id}, image: {...} }`). */
export const IMAGE_FIELDS: readonly FieldDef[] = defineFields({
  'id.transfer_id': {
    type: str(1, 40),
    label: { en: 'Image reference', hu: 'Kép azonosító' },
    help: {
      en: 'Your own identifier of the image, unique for its owner; used to update it later.',
      hu: 'A kép saját azonosítója, tulajdonosán belül egyedi; később ezzel frissíthető.',
    },
  },
  'image.url': {
    type: url(2048),
    required: REQUIRED_ON_CREATE,
    label: { en: 'Image URL', hu: 'Kép URL' },
    help: {
      en: 'Address of the original image file, over HTTP or HTTPS.',
      hu: 'Az eredeti képfájl címe (HTTP vagy HTTPS).',
    },
  },
  'image.long_title': {
    type: text,
    label: { en: 'Title', hu: 'Cím (nagy kép)' },
    help: { en: 'Title or note of the full-size image.', hu: 'A nagy kép címe vagy megjegyzése.' },
  },
  'image.short_title': {
    type: text,
    label: { en: 'Short title', hu: 'Rövid cím (kis kép)' },
    help: { en: 'Title or note of the small sample image.', hu: 'A kis mintakép címe vagy megjegyzése.' },
  },
  'image.order': {
    type: uint(10),
    label: { en: 'Order', hu: 'Sorrend' },
    help: {
      en: 'Images are shown in ascending order of this number.',
      hu: 'A képek e szám szerint növekvő sorrendben jelennek meg.',
    },
  },
});

/** The owner of an image row in a workbook; travels in the query string, not in the body. */
export const IMAGE_OWNER_FIELDS: Readonly<Record<'property' | 'seller', readonly FieldDef[]>> = {
  property: defineFields({
    'owner.transfer_id': {
      type: str(1, 40),
      label: { en: 'Listing reference', hu: 'Hirdetés azonosító' },
      help: {
        en: 'Reference of the listing the image belongs to.',
        hu: 'A hirdetés azonosítója, amelyhez a kép tartozik.',
      },
    },
    'owner.id': {
      type: id,
      label: { en: 'Listing service ID', hu: 'Hirdetés szolgáltatói azonosító' },
      help: {
        en: "The listing's identifier in the portal, instead of its reference.",
        hu: 'A hirdetés portálbeli azonosítója, a saját azonosító helyett.',
      },
    },
  }),
  seller: defineFields({
    'owner.transfer_id': {
      type: str(1, 40),
      label: { en: 'Seller reference', hu: 'Értékesítő azonosító' },
      help: {
        en: 'Reference of the seller the image belongs to.',
        hu: 'Az értékesítő azonosítója, akihez a kép tartozik.',
      },
    },
    'owner.id': {
      type: id,
      label: { en: 'Seller service ID', hu: 'Értékesítő szolgáltatói azonosító' },
      help: {
        en: "The seller's identifier in the portal, instead of its reference.",
        hu: 'Az értékesítő portálbeli azonosítója, a saját azonosító helyett.',
      },
    },
  }),
};
