// Why the plan refuses a row before anything is sent (docs/upload.md, "Rows the plan refuses"): a reference twice, a
// seller or an image's owner that is nowhere, a retire of a listing the service does not have, a delete and a write
// of one listing in one run. Each is a row's result, in both languages (docs/messages.md, "Results in both languages").
import { defineMessages } from '../../catalog/message-catalog';

export const PLAN_MESSAGES = defineMessages({
  rowOf: { en: '{sheet} row {row}', hu: '{sheet}, {row}. sor' },
  noOffice: {
    en: 'No office is given for this row: choose an office for the run or fill property.office_id.',
    hu: 'Ehhez a sorhoz nincs megadva iroda: válasszon irodát a feltöltéshez, vagy töltse ki a property.office_id mezőt.',
  },
  duplicateReference: {
    en: 'Reference "{ref}" appears on more than one row for office {office}; only the first is sent.',
    hu: '„{ref}” azonosító több sorban is szerepel ({office}. iroda); csak az első megy el.',
  },
  nothingToModify: {
    en: 'There is no {resource} "{ref}" in office {office} to modify, and the row lacks what a new one needs.',
    hu: 'A(z) {office}. irodában nincs módosítható „{ref}” {resource}, és a sorból hiányzik, ami egy újhoz kell.',
  },
  seller: { en: 'seller', hu: 'értékesítő' },
  property: { en: 'property', hu: 'hirdetés' },
  sellerNowhere: {
    en: 'Seller "{ref}" exists neither in the workbook nor in office {office} on the service.',
    hu: '„{ref}” értékesítő nincs sem a munkafüzetben, sem a(z) {office}. iroda értékesítői között a szolgáltatásban.',
  },
  imageOwnerNowhere: {
    en: 'The {owner} "{ref}" of this image exists neither in the workbook nor in office {office} on the service.',
    hu: 'A kép {owner} („{ref}”) nincs sem a munkafüzetben, sem a(z) {office}. irodában a szolgáltatásban.',
  },
  imageOfSeller: { en: 'seller', hu: 'értékesítője' },
  imageOfProperty: { en: 'property', hu: 'hirdetése' },
  imageWithoutReference: {
    en: 'This image (service ID {id}) has no image reference (id.transfer_id), so it cannot be updated without creating it twice; add its reference or remove the row.',
    hu: 'Ennek a képnek (szolgáltatói azonosító: {id}) nincs képazonosítója (id.transfer_id), így nem frissíthető anélkül, hogy kétszer jönne létre; adja meg az azonosítóját, vagy törölje a sort.',
  },
  imageWithoutOwner: {
    en: 'The image row does not say which listing or seller it belongs to.',
    hu: 'A képsorból nem derül ki, melyik hirdetéshez vagy értékesítőhöz tartozik.',
  },
  onlyListingsRetire: {
    en: '{where}: only listings can be withdrawn or deleted from a workbook.',
    hu: '{where}: munkafüzetből csak hirdetést lehet visszavonni vagy törölni.',
  },
  toWithdraw: { en: 'withdraw', hu: 'visszavonni' },
  toDelete: { en: 'delete', hu: 'törölni' },
  nothingSaysWhich: {
    en: '{where}: nothing says which listing to {verb}: the row has neither a Service ID nor a reference (id.transfer_id).',
    hu: '{where}: nem derül ki, melyik hirdetést kell {verb}: a sorban nincs sem szolgáltatói azonosító, sem saját azonosító (id.transfer_id).',
  },
  nothingToRetire: {
    en: '{where}: there is no listing "{ref}" in office {office} on the service, so there is nothing to {verb}.',
    hu: '{where}: a(z) {office}. irodában nincs „{ref}” hirdetés a szolgáltatásban, így nincs mit {verb}.',
  },
  byReference: { en: 'reference "{value}"', hu: '„{value}” azonosítójú' },
  byWebsiteCode: { en: 'website code "{value}"', hu: '„{value}” weboldal-kódú' },
  writesWhatIsDeleted: {
    en: '{row} writes the listing with {what} that {other} deletes: the service treats deleting a listing and creating it again shortly after as a duplicate, so neither row is sent; to change the listing, modify it (leave the action empty) and remove the delete row.',
    hu: '{row} feltölti a(z) {what} hirdetést, amelyet {other} töröl: a szolgáltatás a törlést és a rövid időn belüli újbóli létrehozást duplikációnak tekinti, ezért egyik sor sem megy el. A hirdetést módosítani kell (üres művelettel), a törlő sort pedig el kell hagyni.',
  },
  deletesWhatIsWritten: {
    en: '{row} deletes the listing with {what} that {other} writes: the service treats deleting a listing and creating it again shortly after as a duplicate, so neither row is sent; to change the listing, modify it (leave the action empty) and remove the delete row.',
    hu: '{row} törli a(z) {what} hirdetést, amelyet {other} feltölt: a szolgáltatás a törlést és a rövid időn belüli újbóli létrehozást duplikációnak tekinti, ezért egyik sor sem megy el. A hirdetést módosítani kell (üres művelettel), a törlő sort pedig el kell hagyni.',
  },
});
