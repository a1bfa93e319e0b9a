// The row identity check's texts (docs/messages.md, docs/upload.md): a row whose Service ID names another listing,
// another office's listing, or a listing whose reference it changes without confirmation.
import { defineMessages } from '../../catalog/message-catalog';

export const ROW_IDENTITY_MESSAGES = defineMessages({
  where: { en: '{sheet} row {row}', hu: '{sheet}, {row}. sor' },
  reference: { en: 'reference {ref}', hu: 'hivatkozás: {ref}' },
  noReference: { en: 'no reference', hu: 'hivatkozás nélkül' },
  notListed: {
    en: 'Service ID {id} (not listed by the service)',
    hu: '{id} azonosító (a szolgáltatás nem listázza)',
  },
  newRow: {
    en: 'to make the row a new listing, clear its {serviceId}, {status} and {fingerprint} cells (and give it a reference of its own)',
    hu: 'ha a sorból új hirdetést szeretne, ürítse ki a {serviceId}, {status} és {fingerprint} celláit (és adjon neki saját hivatkozást)',
  },
  duplicate: {
    en: "{where}: rows {numbers} of {sheet} all name {name}; none of them is sent, as each would change the same listing. A copied row keeps the listing's Service ID and hidden cells: {newRow}.",
    hu: '{where}: a(z) {sheet} lap {numbers}. sora mind ugyanazt nevezi meg: {name}; egyik sem megy el, mert mind ugyanazt a hirdetést módosítaná. A másolt sor megtartja a hirdetés szolgáltatói azonosítóját és rejtett celláit: {newRow}.',
  },
  movedId: {
    en: "{where}: this row was exported as {was}, but its {serviceId} now names {now}. Nothing is sent for it: a Service ID pasted or moved into a row would change another listing. Put the row's own Service ID ({bound}) back, or {newRow}.",
    hu: '{where}: ezt a sort így exportálták: {was}, de a {serviceId} cellája most ezt nevezi meg: {now}. Nem megy el: a sorba másolt vagy elmozdult szolgáltatói azonosító egy másik hirdetést módosítana. Írja vissza a sor saját szolgáltatói azonosítóját ({bound}), vagy {newRow}.',
  },
  otherOffice: {
    en: '{where}: the row is for office {run}, but {now} is in office {office}. Nothing is sent for it: a row changes only the listing of the office it was exported from.',
    hu: '{where}: a sor a(z) {run} irodáé, de {now} a(z) {office} irodában van. Nem megy el: egy sor csak annak az irodának a hirdetését módosítja, ahonnan exportálták.',
  },
  otherListing: {
    en: "{where}: the row is the listing with {own}, but its Service ID names {now} on the portal. Nothing is sent for it: the row and its Service ID name different listings (a pasted Service ID, or cells moved by a sort?). Put the row's own Service ID back, or {newRow}.",
    hu: '{where}: a sor ez a hirdetés: {own}, de a szolgáltatói azonosítója a portálon ezt nevezi meg: {now}. Nem megy el: a sor és a szolgáltatói azonosítója más-más hirdetést nevez meg (beillesztett szolgáltatói azonosító, vagy rendezéskor elmozdult cellák?). Írja vissza a sor saját szolgáltatói azonosítóját, vagy {newRow}.',
  },
  unconfirmedReference: {
    en: {
      one: '{where}: changes the reference of {now} to "{ref}". A listing\'s reference is changed only when confirmed: upload with --confirm-reference-changes {count} (in the app: confirm the reference changes) to change it; if the row is a copy meant as a new listing, {newRow}.',
      other:
        '{where}: changes the reference of {now} to "{ref}". A listing\'s reference is changed only when confirmed: upload with --confirm-reference-changes {count} (in the app: confirm the reference changes) to change these {count}; if the row is a copy meant as a new listing, {newRow}.',
    },
    hu: '{where}: ennek a hivatkozását változtatja "{ref}"-re: {now}. Hirdetés hivatkozása csak megerősítéssel változik: töltse fel --confirm-reference-changes {count} kapcsolóval (az alkalmazásban: erősítse meg a hivatkozásváltozásokat); ha a sor új hirdetésnek szánt másolat, {newRow}.',
  },
});
