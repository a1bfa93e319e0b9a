// `upload --withdraw-only`'s refusals in both languages (docs/round-trip.md, "Sync preview"): the listings named must
// be among the missing ones not withdrawn yet, and `--withdraw-missing` must confirm their number.
import { defineMessages } from '../catalog/message-catalog';

export const WITHDRAW_CHOICE_MESSAGES = defineMessages({
  notAnId: {
    en: 'upload: --withdraw-only takes Service IDs separated by commas (e.g. 700101,700102); got "{value}".',
    hu: 'A --withdraw-only vesszővel elválasztott szolgáltatói azonosítókat vár (pl. 700101,700102); ezt kapta: "{value}".',
  },
  needsCount: {
    en: 'upload: --withdraw-only needs --withdraw-missing N, N confirming the number of listings it names ({count}).',
    hu: 'A --withdraw-only mellé a --withdraw-missing N is kell, N a megadott hirdetések száma ({count}).',
  },
  notMissing: {
    en: 'upload: nothing was sent: not among the listings missing from the sheet and not withdrawn yet ({scope}): {ids}, named by --withdraw-only. These are:',
    hu: 'Semmi sem ment el: a munkalapról hiányzó, még vissza nem vont hirdetések között ({scope}) nincs ilyen: {ids} (a --withdraw-only adta meg). Ezek vannak:',
  },
  countMismatch: {
    en: {
      one: 'upload: nothing was sent: --withdraw-only names {count} listing, but --withdraw-missing says {confirmed}. Give --withdraw-missing {count}.',
      other:
        'upload: nothing was sent: --withdraw-only names {count} listings, but --withdraw-missing says {confirmed}. Give --withdraw-missing {count}.',
    },
    hu: 'Semmi sem ment el: a --withdraw-only {count} hirdetést ad meg, de a --withdraw-missing {confirmed} darabot. Adja meg: --withdraw-missing {count}.',
  },
});
