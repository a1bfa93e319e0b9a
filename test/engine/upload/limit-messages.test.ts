import { describe, expect, it } from 'vitest';
import type { PlannedRequest } from '../../../src/engine/model/planned-request';
import { refusalMessage } from '../../../src/engine/upload/limit-messages';

function put(body: unknown): PlannedRequest {
  return {
    resource: 'property',
    operation: 'modify',
    method: 'PUT',
    uri: '/property?id=700001',
    body,
    officeId: 1,
    transferId: null,
    owner: null,
    knownId: 700001,
    dependsOn: null,
    phase: 1,
  };
}

const LOCKED =
  'property.is_featured: false is refused; property 700001 was featured at 2026-11-24T10:00:00.000Z and cannot be ' +
  'un-featured before 2026-12-01T10:00:00.000Z.';

describe('the featured week in a refused row', () => {
  it('says until when, and that the rest of the change was not applied either', () => {
    const body = { property: { is_featured: false }, price: { price: 1 }, seller: { id: 500001 } };
    expect(refusalMessage(put(body), 28, LOCKED).en).toBe(
      'This listing cannot be un-featured until a week after it was featured (not before 2026-12-01 10:00 UTC) ' +
        "(error 28). The rest of this row's change was not applied either: the service refuses the whole change. " +
        'Keep Featured as yes until then to send the rest, and un-feature it after that.',
    );
  });

  it('says nothing else was to change when the flag (and the seller named again) was all', () => {
    const body = { property: { is_featured: false }, seller: { transfer_id: 'S-1' } };
    expect(refusalMessage(put(body), 28, LOCKED)).toMatchObject({
      en: expect.stringContaining('Nothing else of the listing was to change.') as unknown,
      hu: expect.stringContaining('A hirdetésben más nem változott volna.') as unknown,
    });
  });

  it('says the featured week in Hungarian too', () => {
    const body = { property: { is_featured: false }, price: { price: 1 } };
    expect(refusalMessage(put(body), 28, LOCKED).hu).toMatch(
      /^A hirdetés a kiemelésétől számított egy hétig nem vehető le a kiemeltek közül \(legkorábban: 2026-12-01 10:00 UTC\) \(28\. hiba\)\. A sor többi változása sem került át/,
    );
  });
});

describe('other refusals', () => {
  it("say the error code's meaning in both languages, the English with the service's description", () => {
    expect(refusalMessage(put({}), 26, 'location.area_id: 1013 is not in region 2.')).toEqual({
      en: 'The district does not belong to the settlement, or one of them is unknown: District: 1013 is not in region 2.',
      hu: 'A kerület nem ehhez a településhez tartozik, vagy valamelyik ismeretlen (Kerület / városrész: 1013).',
    });
  });

  it('name a code the catalog does not know by its number, the service said to have answered in English', () => {
    expect(refusalMessage(put({}), 99, 'Odd.').hu).toBe(
      'A szolgáltatás elutasította a kérést (99. hiba); a szolgáltatás angolul válaszolt: Odd.',
    );
  });
});
