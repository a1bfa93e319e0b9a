// The seller write shape (POST /seller and PUT /seller) as data.
import type { FieldDef } from './field-types';
import { REQUIRED_ON_CREATE } from './field-types';
import { bool, email, str, uint } from './field-builders';
import { defineFields } from './property-fields';

export const SELLER_FIELDS: readonly FieldDef[] = defineFields({
  'id.transfer_id': {
    type: str(1, 40),
    label: { en: 'Seller reference', hu: 'Értékesítő azonosító' },
    help: {
      en: 'Your own identifier of the seller, unique within the office; listings refer to the seller by it.',
      hu: 'Az értékesítő saját azonosítója, irodán belül egyedi; a hirdetések ezzel hivatkoznak rá.',
    },
  },
  'seller.name': {
    type: str(3, 64),
    required: REQUIRED_ON_CREATE,
    label: { en: 'Name', hu: 'Név' },
    help: { en: 'Full name, 3 to 64 characters.', hu: 'Teljes név, 3–64 karakter.' },
  },
  'seller.phone': {
    type: str(8, 64),
    required: REQUIRED_ON_CREATE,
    label: { en: 'Phone', hu: 'Telefonszám' },
    help: { en: 'Telephone number, 8 to 64 characters.', hu: 'Telefonszám, 8–64 karakter.' },
  },
  'seller.email': {
    type: email(128),
    required: REQUIRED_ON_CREATE,
    label: { en: 'E-mail (internal)', hu: 'E-mail (belső)' },
    help: { en: 'Internal e-mail address.', hu: 'Belső e-mail cím.' },
  },
  'seller.username': {
    type: str(128),
    onlyOn: 'modify',
    label: { en: 'User name', hu: 'Felhasználónév' },
    help: { en: 'User name; can be set when the seller is modified.', hu: 'Felhasználónév; módosításkor adható meg.' },
  },
  'seller.public_email': {
    type: email(128),
    label: { en: 'E-mail (public)', hu: 'E-mail (nyilvános)' },
    help: {
      en: 'Address shown to visitors; when empty the internal e-mail is shown.',
      hu: 'A látogatóknak mutatott cím; üresen a belső e-mail jelenik meg.',
    },
  },
  'seller.max_estate_number': {
    type: uint(8),
    label: { en: 'Maximum listings', hu: 'Hirdetések max. száma' },
    help: { en: 'How many properties the seller may manage.', hu: 'Hány ingatlant kezelhet az értékesítő.' },
  },
  'seller.can_manage_properties': {
    type: bool,
    label: { en: 'May edit listings', hu: 'Szerkesztheti a hirdetéseket' },
    help: { en: 'Whether the seller may modify properties.', hu: 'Módosíthat-e ingatlanokat az értékesítő.' },
  },
});
