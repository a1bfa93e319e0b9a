// Checking a connection, saved or still in the form: the offices it lists, the address it reached, the office chosen.
import { useEffect, useState } from 'react';
import type { Connection, ConnectionCheck, Office, Outcome, UnsavedConnection } from '../../../../shared/contract';
import { api } from '../../api/platform';
import type { useCall } from '../../use-call';

interface Options {
  readonly run: ReturnType<typeof useCall>['run'];
  readonly connection: Connection | null;
  /** A saved connection's check ended (ok or not), or its offices were forgotten (null). */
  readonly onChecked?: (ok: boolean | null) => void;
}

export function useConnectionCheck({ run, connection, onChecked }: Options) {
  const [offices, setOffices] = useState<Office[] | null>(null);
  /** The address the last check reached (the built-in sandbox's too, which the profile does not show). */
  const [checkedUrl, setCheckedUrl] = useState<string | null>(null);
  const [officeId, setOfficeId] = useState<number | null>(connection?.officeId ?? null);
  /** The offices listed are those of the form's connection, which is not saved yet: none can be used. */
  const [unsaved, setUnsaved] = useState(false);

  const check = async (call: () => Promise<Outcome<ConnectionCheck>>, ofForm: boolean) => {
    setOffices(null);
    setCheckedUrl(null);
    setUnsaved(ofForm);
    const r = await run(call);
    if (!ofForm) onChecked?.(r !== null);
    if (r) {
      setCheckedUrl(r.baseUrl);
      setOffices(r.offices);
      const firstActive = r.offices.find((o) => o.status === 'active');
      setOfficeId((cur) => (cur !== null && r.offices.some((o) => o.id === cur) ? cur : (firstActive?.id ?? null)));
    }
  };

  const test = (profileId: string) => check(() => api.testConnection({ profileId }), false);
  /** What the form holds, before it is saved; the header is not told, as no saved connection was checked. */
  const testForm = (c: UnsavedConnection) => check(() => api.testUnsavedConnection(c), true);

  // Back on this step while connected: the offices are listed again (the one in use chosen), so another can be picked
  // or the same one kept, instead of a disabled office button and no list.
  useEffect(() => {
    if (connection) void test(connection.profileId);
  }, []);

  /** Another profile, or the form opened or changed: its offices are not known until it is checked. */
  const forget = () => {
    setOffices(null);
    setUnsaved(false);
    onChecked?.(null);
  };
  return { offices, checkedUrl, officeId, unsaved, setOfficeId, test, testForm, forget };
}
