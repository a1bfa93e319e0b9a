// Why the fault ledger gives no room, in both languages, from what it holds: faults counted, a damaged or unwritable
// file taken as spent, room held by other live processes. Never "0 faulty answers" as the reason: when nothing was
// counted, something else holds the room, and the user is told what (docs/upload.md, "The fault budget").
import { formatBoth } from '../../catalog';
import type { StateNotice } from '../fs/read-state-file';
import type { FaultLedger, RoomHolder } from './fault-ledger';
import { FAULT_LEDGER_MESSAGES as M } from './fault-ledger-messages';

function clock(d: Date): StateNotice {
  return { en: d.toLocaleTimeString('en-GB'), hu: d.toLocaleTimeString('hu-HU') };
}

/** Several holders in one sentence, each language apart. */
function joined(each: readonly StateNotice[]): StateNotice {
  return { en: each.map((h) => h.en).join('; '), hu: each.map((h) => h.hu).join('; ') };
}

/** "process 123 (holding it since 10:02:03) holds room for 90 requests in flight". */
export function describeHolder(h: RoomHolder): StateNotice {
  return formatBoth(M.holder, { pid: h.pid, since: clock(h.since), count: h.count });
}

function faultsPart(l: FaultLedger): StateNotice | null {
  const used = l.used();
  if (used === 0) return null;
  return formatBoth(M.faults, { count: used, limit: l.limit, usable: l.usable });
}

function holdersPart(holders: readonly RoomHolder[]): StateNotice | null {
  if (holders.length === 0) return null;
  return formatBoth(M.holders, { holders: joined(holders.map(describeHolder)) });
}

/** The reasons there is no room for `count` more requests, as sentences in both languages. */
export function explainNoRoom(l: FaultLedger, count = 1): StateNotice {
  const distrust = l.distrust();
  const parts = [distrust?.notice ?? null, faultsPart(l), holdersPart(l.holders())].filter(
    (p): p is StateNotice => p !== null,
  );
  if (parts.length === 0) parts.push(formatBoth(M.roomTooSmall, { available: l.available(), usable: l.usable, count }));
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
  return at === null ? M.later : formatBoth(M.after, { time: clock(at) });
}

/** The message while waiting for room other live processes hold. */
export function waitingForRoom(holders: readonly RoomHolder[], maxWaitMs: number): StateNotice {
  const seconds = Math.round(maxWaitMs / 1000);
  return formatBoth(M.waiting, { seconds, holders: joined(holders.map(describeHolder)) });
}
