// A refused row's message where the spec's limits need more than the error code's meaning (the featured week and
// quota, delete then re-create, a retire of a listing the service does not have), and a delete sent again that
// finds the listing gone (docs/round-trip.md, docs/messages.md "The service's refusals").
import { defineMessages } from '../../catalog/message-catalog';

export const REFUSAL_MESSAGES = defineMessages({
  featuredLocked: {
    en: 'This listing cannot be un-featured until a week after it was featured{until} (error 28). {rest} Keep Featured as yes until then to send the rest, and un-feature it after that.',
    hu: 'A hirdetés a kiemelésétől számított egy hétig nem vehető le a kiemeltek közül{until} (28. hiba). {rest} Addig hagyja a Kiemelt mezőt igen értéken, hogy a többi változás elmehessen, és utána vegye le a kiemelést.',
  },
  notBefore: { en: ' (not before {time})', hu: ' (legkorábban: {time})' },
  restRefused: {
    en: "The rest of this row's change was not applied either: the service refuses the whole change.",
    hu: 'A sor többi változása sem került át: a szolgáltatás az egész változtatást elutasítja.',
  },
  nothingElse: {
    en: 'Nothing else of the listing was to change.',
    hu: 'A hirdetésben más nem változott volna.',
  },
  featuredQuota: {
    en: "The office's quota of featured listings{quota} is used up, so this listing cannot be featured (error 29); nothing of this row's change was applied. Un-feature another listing (a listing can be un-featured once it has been featured for a week) or set Featured to no for this one.",
    hu: 'Az iroda kiemelt hirdetési kerete{quota} elfogyott, ezért ez a hirdetés nem emelhető ki (29. hiba); a sorból semmi sem került át. Vegyen le egy másik hirdetést a kiemeltek közül (a kiemelése után egy héttel lehet), vagy ennél a Kiemelt mező legyen nem.',
  },
  quotaOf: { en: ' ({quota})', hu: ' ({quota})' },
  duplicateRecreate: {
    en: 'A listing with this {what} was deleted from the office shortly before (within 24 hours), and the service refuses creating it again as a duplicate (error 30). A listing must be modified, not deleted and re-created: this row was not applied.',
    hu: 'Ugyanilyen {what} hirdetést nemrég (24 órán belül) töröltek az irodából, és a szolgáltatás az újbóli létrehozását duplikációnak tekinti és elutasítja (30. hiba). A hirdetést módosítani kell, nem törölni és újra létrehozni: ez a sor nem került át.',
  },
  byWebsiteCode: { en: 'website code (external_id)', hu: 'weboldal-kódú (external_id)' },
  byReference: { en: 'reference (transfer_id)', hu: 'azonosítójú (transfer_id)' },
  notOnService: {
    en: 'The listing is not on the service (error 20): it was deleted already, or the Service ID or reference is wrong. {detail}',
    hu: 'A hirdetés nincs a szolgáltatásban (20. hiba): már törölték, vagy a szolgáltatói azonosító vagy a hivatkozás hibás. {detail}',
  },
  withoutCode: {
    en: 'The service refused the row: {detail}',
    hu: 'A szolgáltatás elutasította a sort. {detail}',
  },
  deletedBefore: {
    en: 'Deleted: the delete was sent again after its first answer was lost, and the service no longer has the listing.',
    hu: 'Törölve: a törlés újra elment, mert az első válasza elveszett, és a szolgáltatásban már nincs meg a hirdetés.',
  },
});
