// A connection profile being made or edited in the form, before the services store it.
import type { Profile, ProfileInput, UnsavedConnection } from '../../../../shared/contract';

export type Draft = {
  id?: string;
  kind: 'test' | 'production';
  name: string;
  baseUrl: string;
  user: string;
  password: string;
};

export const EMPTY_DRAFT: Draft = { kind: 'test', name: '', baseUrl: 'https://', user: '', password: '' };

/** A stored profile opened for editing: its password is not shown, and an empty one keeps it. */
export function draftOf(p: Profile): Draft {
  return {
    id: p.id,
    kind: p.kind === 'production' ? 'production' : 'test',
    name: p.name,
    baseUrl: p.baseUrl,
    user: p.user,
    password: '',
  };
}

/** What the services store; an edit without a typed password keeps the one stored. */
export function profileInput(draft: Draft): ProfileInput {
  return {
    kind: draft.kind,
    name: draft.name,
    baseUrl: draft.baseUrl,
    user: draft.user,
    ...(draft.id ? { id: draft.id } : {}),
    ...(draft.password ? { password: draft.password } : {}),
  };
}

/** Whether the form holds enough to check: an address, a user, and a password (an edit may keep the stored one). */
export function checkableDraft(draft: Draft): boolean {
  return draft.baseUrl.trim() !== '' && draft.user.trim() !== '' && (draft.password !== '' || draft.id !== undefined);
}

/** What the check of the form sends; an edit without a typed password checks the stored one, at its saved address. */
export function unsavedConnection(draft: Draft): UnsavedConnection {
  return {
    baseUrl: draft.baseUrl,
    user: draft.user,
    ...(draft.password ? { password: draft.password } : {}),
    ...(draft.id ? { profileId: draft.id } : {}),
  };
}
