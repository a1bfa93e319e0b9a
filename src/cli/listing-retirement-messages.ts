// The command line's refusals around withdrawing listings missing from the sheet, in both languages (docs/messages.md,
// "Failures of the service"): the service's failure from `failureInBoth`.
import { defineMessages } from '../catalog/message-catalog';

export const LISTING_RETIREMENT_MESSAGES = defineMessages({
  notListed: {
    en: "upload: nothing was sent: the office's listings could not be listed: {why}",
    hu: 'Semmi sem ment el: az iroda hirdetései nem kérdezhetők le: {why}',
  },
  noScope: {
    en: 'upload: nothing was sent: {why}. Name the listings the sheet holds with --sync-types (e.g. house,apartment, or all) and --sync-status (active, inactive or any).',
    hu: 'Semmi sem ment el: {why}. Adja meg, mely hirdetéseket tartalmazza a munkalap: --sync-types (pl. house,apartment vagy all) és --sync-status (active, inactive vagy any).',
  },
  otherOffice: {
    en: 'upload: nothing was sent: {why}. Upload it for its own office, or name the scope.',
    hu: 'Semmi sem ment el: {why}. Töltse fel a saját irodájához, vagy adja meg a kört.',
  },
  needsOffice: {
    en: 'upload: the sync preview needs the office: give --office-id or fill property.office_id.',
    hu: 'A szinkron előnézethez meg kell adni az irodát: --office-id, vagy töltse ki a property.office_id oszlopot.',
  },
  notWithdrawn: {
    en: 'upload: the missing listings were not withdrawn: {why}',
    hu: 'A hiányzó hirdetések visszavonása nem történt meg: {why}',
  },
  previewHead: {
    en: 'Sync preview ({scope}): listings of office {offices} on the portal that are not in the sheet: {count} ({active} not withdrawn yet); nothing was sent.',
    hu: 'Szinkron előnézet ({scope}): a(z) {offices} iroda portálon lévő hirdetései közül a munkalapon nincs: {count} (ebből még visszavonatlan: {active}); semmi sem ment el.',
  },
  wouldDelete: {
    en: 'Would delete {count} listing(s) (upload needs --confirm-deletes {count}):',
    hu: 'Törlésre kerülne {count} hirdetés (a feltöltéshez: --confirm-deletes {count}):',
  },
  wouldWithdraw: {
    en: 'Would withdraw {count} listing(s) (upload needs --confirm-withdraws {count}):',
    hu: 'Visszavonásra kerülne {count} hirdetés (a feltöltéshez: --confirm-withdraws {count}):',
  },
  wouldChangeReference: {
    en: 'Would change the reference of {count} listing(s) (upload needs --confirm-reference-changes {count}):',
    hu: 'Megváltozna {count} hirdetés azonosítója (a feltöltéshez: --confirm-reference-changes {count}):',
  },
  newReference: { en: '{listing}: reference → {reference}', hu: '{listing}: hirdetés azonosító → {reference}' },
  refused: { en: 'upload: {why}', hu: '{why}' },
  confirmDeletes: {
    en: {
      one: 'upload: to delete this listing, upload again with --confirm-deletes {count}.',
      other: 'upload: to delete these {count} listings, upload again with --confirm-deletes {count}.',
    },
    hu: 'A törléshez töltse fel újra így: --confirm-deletes {count}.',
  },
  confirmWithdraws: {
    en: {
      one: 'upload: to withdraw this listing, upload again with --confirm-withdraws {count}.',
      other: 'upload: to withdraw these {count} listings, upload again with --confirm-withdraws {count}.',
    },
    hu: 'A visszavonáshoz töltse fel újra így: --confirm-withdraws {count}.',
  },
  /** After the first listings named, how many more there are. */
  more: { en: '… and {count} more', hu: '… és még {count}' },
  scopeRecorded: { en: 'scope recorded by the export: {scope}', hu: 'az exportban rögzített kör: {scope}' },
  scopeNamed: {
    en: 'scope named by --sync-types/--sync-status: {scope}',
    hu: 'a --sync-types/--sync-status kapcsolókkal megadott kör: {scope}',
  },
  toWithdraw: {
    en: 'To withdraw them (status inactive; nothing is deleted), upload with --withdraw-missing {count}; to withdraw only some, name their Service IDs with --withdraw-only (e.g. --withdraw-only 700101,700102 --withdraw-missing 2).',
    hu: 'Visszavonásukhoz (inaktív állapot; semmi sem törlődik) töltse fel így: --withdraw-missing {count}; csak némelyikük visszavonásához adja meg a szolgáltatói azonosítóikat a --withdraw-only kapcsolóval (pl. --withdraw-only 700101,700102 --withdraw-missing 2).',
  },
  countMismatch: {
    en: 'upload: nothing was sent: listings on the portal missing from the sheet and not withdrawn yet: {active}, but --withdraw-missing says {count} ({scope}). Check the list and give --withdraw-missing {active}:',
    hu: 'Semmi sem ment el: a munkalapról hiányzó, még vissza nem vont portálhirdetések száma {active}, de a --withdraw-missing {count} darabot ad meg ({scope}). Ellenőrizze a listát, és adja meg: --withdraw-missing {active}:',
  },
  oneNotWithdrawn: {
    en: 'upload: {listing} was not withdrawn: {why}',
    hu: 'Ez a hirdetés nem lett visszavonva: {listing}: {why}',
  },
  withdrawnCount: {
    en: 'upload: listings missing from the sheet withdrawn: {count}.',
    hu: 'A munkalapról hiányzó hirdetések közül visszavonva: {count}.',
  },
  createdBefore: {
    en: 'upload: {count} rows were already created by an earlier upload of this workbook and were not sent again; give --resend-created to create them once more.',
    hu: '{count} sort a munkafüzet egy korábbi feltöltése már létrehozott, ezek nem mentek el újra; a --resend-created kapcsolóval még egyszer létrehozhatók.',
  },
  notSentBack: {
    en: '{sheet} row {row} would not be sent back as it stands: {why}',
    hu: 'A(z) {sheet} munkalap {row}. sora így nem küldhető vissza: {why}',
  },
});
