// A connection profile's line under its name in the profile list.
import type { Profile } from '../../../../shared/contract';

/**
 * A profile's line under its name: kind, address and user; the built-in sandbox's address once it has started (its
 * profile holds no typed address, and staff need to see where the sandbox answers).
 */
export function profileDetail(p: Profile, kindLabel: string): string {
  if (p.kind === 'sandbox') return p.baseUrl ? `${p.baseUrl} · ${p.user}` : p.user;
  return `${kindLabel} · ${p.baseUrl} · ${p.user}`;
}
