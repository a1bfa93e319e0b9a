// The connection profiles: listed, the one chosen, and the one being made or edited saved or deleted.
import { useEffect, useState } from 'react';
import type { Connection, Profile } from '../../../../shared/contract';
import { api } from '../../api/platform';
import type { useCall } from '../../use-call';
import type { Draft } from './profile-draft';
import { profileInput } from './profile-draft';

interface Options {
  readonly run: ReturnType<typeof useCall>['run'];
  readonly succeeds: ReturnType<typeof useCall>['succeeds'];
  readonly connection: Connection | null;
  /** The profile chosen changed: the offices of the one before are no longer the ones to choose from. */
  readonly onProfileChanged: () => void;
}

export function useProfiles({ run, succeeds, connection, onProfileChanged }: Options) {
  const [profiles, setProfiles] = useState<Profile[]>([]);
  const [profileId, setProfileId] = useState<string>(connection?.profileId ?? 'sandbox');
  const [draft, setDraft] = useState<Draft | null>(null);

  const load = async () => {
    const r = await run(() => api.listProfiles({}));
    if (r) {
      setProfiles(r.profiles);
      if (!connection) setProfileId(r.activeProfileId ?? 'sandbox');
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const choose = (id: string) => {
    setProfileId(id);
    onProfileChanged();
  };

  /** The profile saved, chosen after it; null when nothing was saved. */
  const save = async (): Promise<Profile | null> => {
    if (!draft) return null;
    const saved = await run(() => api.saveProfile(profileInput(draft)));
    if (saved) {
      setDraft(null);
      await load();
      choose(saved.id);
    }
    return saved;
  };

  const remove = async (id: string) => {
    if (await succeeds(() => api.deleteProfile({ id }))) {
      choose('sandbox');
      await load();
    }
  };

  /**
   * A form opened, changed or closed: offices of an earlier check are not the ones of what the form now holds, nor
   * (once it is closed) of the profile chosen, so they are forgotten.
   */
  const edit = (d: Draft | null) => {
    setDraft(d);
    onProfileChanged();
  };

  const selected = profiles.find((p) => p.id === profileId);
  return { profiles, profileId, selected, choose, draft, setDraft: edit, save, remove };
}

export type Profiles = ReturnType<typeof useProfiles>;
