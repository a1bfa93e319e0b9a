// Checking a profile's connection: the offices it lists, the address it reached, and the office chosen.
import { useEffect, useState } from 'react';
import type { Connection, Office } from '../../../../shared/contract';
import { api } from '../../api/platform';
import type { useCall } from '../../use-call';

interface Options {
  readonly run: ReturnType<typeof useCall>['run'];
  readonly connection: Connection | null;
  readonly onChecked?: (ok: boolean) => void;
}

export function useConnectionCheck({ run, connection, onChecked }: Options) {
  const [offices, setOffices] = useState<Office[] | null>(null);
  /** The address the last check reached (the built-in sandbox's too, which the profile does not show). */
  const [checkedUrl, setCheckedUrl] = useState<string | null>(null);
  const [officeId, setOfficeId] = useState<number | null>(connection?.officeId ?? null);

  const test = async (profileId: string) => {
    setOffices(null);
    setCheckedUrl(null);
    const r = await run(() => api.testConnection({ profileId }));
    onChecked?.(r !== null);
    if (r) {
      setCheckedUrl(r.baseUrl);
      setOffices(r.offices);
      const firstActive = r.offices.find((o) => o.status === 'active');
      setOfficeId((cur) => (cur !== null && r.offices.some((o) => o.id === cur) ? cur : (firstActive?.id ?? null)));
    }
  };

  // Back on this step while connected: the offices are listed again (the one in use chosen), so another can be picked
  // or the same one kept, instead of a disabled office button and no list.
  useEffect(() => {
    if (connection) void test(connection.profileId);
  }, []);

  /** Another profile: its offices are not known until it is checked. */
  const forget = () => setOffices(null);
  return { offices, checkedUrl, officeId, setOfficeId, test, forget };
}
