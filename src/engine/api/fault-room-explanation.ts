// Why the fault ledger gives no room, in both languages, from what it holds: faults counted, a damaged or unwritable
// file taken as spent, room held by other live processes. Never "0 faulty answers" as the reason: when nothing was
// counted, something else holds the room, and the user is told what (docs/upload.md, "The fault budget").
import type { StateNotice } from '../fs/read-state-file';
import type { FaultLedger, RoomHolder } from './fault-ledger';

function clock(d: Date): StateNotice {
  return { en: d.toLocaleTimeString('en-GB'), hu: d.toLocaleTimeString('hu-HU') };
}

/** "process 123 (holding it since 10:02:03) holds room for 90 requests in flight". */
export function describeHolder(h: RoomHolder): StateNotice {
  const since = clock(h.since);
  return {
    en: `process ${h.pid} (holding it since ${since.en}) holds room for ${h.count} requests in flight`,
    hu: `a(z) ${h.pid} folyamat (${since.hu} óta) ${h.count} folyamatban lévő kérésnek tart fenn helyet`,
  };
}

function faultsPart(l: FaultLedger): StateNotice | null {
  const used = l.used();
  if (used === 0) return null;
  return {
    en:
      `${used} faulty answers came from this address within the last hour; the service blocks it for an hour at ` +
      `${l.limit}, and requests stop at ${l.usable}.`,
    hu:
      `Az elmúlt órában ${used} hibás választ adott a szolgáltatás erre a címre; ${l.limit} hiba után egy órára ` +
      `letiltja a címet, a kérések ${l.usable} hibánál megállnak.`,
  };
}

function holdersPart(holders: readonly RoomHolder[]): StateNotice | null {
  if (holders.length === 0) return null;
  const each = holders.map(describeHolder);
  return {
    en: `Room is held by another upload or window: ${each.map((h) => h.en).join('; ')}.`,
    hu: `A helyet egy másik feltöltés vagy ablak foglalja: ${each.map((h) => h.hu).join('; ')}.`,
  };
}

/** The reasons there is no room for `count` more requests, as sentences in both languages. */
export function explainNoRoom(l: FaultLedger, count = 1): StateNotice {
  const distrust = l.distrust();
  const parts = [distrust?.notice ?? null, faultsPart(l), holdersPart(l.holders())].filter(
    (p): p is StateNotice => p !== null,
  );
  if (parts.length === 0)
    parts.push({
      en: `The room left (${l.available()} of ${l.usable}) is less than the ${count} requests need.`,
      hu: `A maradék hely (${l.available()} / ${l.usable}) kevesebb, mint amennyi ${count} kéréshez kell.`,
    });
  return { en: parts.map((p) => p.en).join(' '), hu: parts.map((p) => p.hu).join(' ') };
}

/** When room comes back: the end of a damaged count's hour, else when the oldest fault leaves the hour. */
export function roomBackAt(l: FaultLedger): Date | null {
  const distrust = l.distrust();
  if (distrust !== null) return distrust.until;
  return l.nextReleaseAt();
}

/** When room comes back, as a phrase in both languages: "after 10:30:00" / "10:30:00 után", or "later". */
export function roomBackPhrase(l: FaultLedger): StateNotice {
  const at = roomBackAt(l);
  if (at === null) return { en: 'later', hu: 'később' };
  const t = clock(at);
  return { en: `after ${t.en}`, hu: `${t.hu} után` };
}

/** The message while waiting for room other live processes hold. */
export function waitingForRoom(holders: readonly RoomHolder[], maxWaitMs: number): StateNotice {
  const each = holders.map(describeHolder);
  const seconds = Math.round(maxWaitMs / 1000);
  return {
    en: `Waiting up to ${seconds} s for room in the fault budget: ${each.map((h) => h.en).join('; ')}.`,
    hu: `Legfeljebb ${seconds} mp várakozás a hibakeretben szabaduló helyre: ${each.map((h) => h.hu).join('; ')}.`,
  };
}
