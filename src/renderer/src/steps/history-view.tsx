// Past runs per office from the journal: file, time, user and counts.
import { useEffect, useState } from 'react';
import type { Connection, HistoryEntry } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';

export function HistoryView({ connection }: { readonly connection: Connection | null }) {
  const { t, lang } = useI18n();
  const { run } = useCall();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);

  useEffect(() => {
    void run(() => api.listHistory(connection ? { officeId: connection.officeId } : {})).then((e) => {
      if (e) setEntries(e);
    });
  }, [connection, run]);

  const when = (iso: string) => new Date(iso).toLocaleString(lang === 'hu' ? 'hu-HU' : 'en-GB');

  return (
    <section aria-labelledby="history-title" className="step-panel">
      <h1 id="history-title">{t('historyTitle')}</h1>
      <p className="intro">{connection ? t('historyIntro', { office: connection.officeName }) : t('historyAll')}</p>
      <div className="card flush">
        {entries && entries.length === 0 && <p className="muted pad">{t('noHistory')}</p>}
        {entries && entries.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('file')}</th>
                <th scope="col">{t('user')}</th>
                <th scope="col">{t('office')}</th>
                <th scope="col">{t('outcome')}</th>
                <th scope="col" className="num">
                  {t('counts')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.runId}>
                  <td>{when(e.startedAt)}</td>
                  <td>
                    {e.fileName}
                    {e.dryRun && <span className="tag">{t('dry')}</span>}
                  </td>
                  <td>
                    {e.user} <span className="muted">· {new URL(e.service).host}</span>
                  </td>
                  <td>#{e.officeId}</td>
                  <td>{t(`runOutcome_${e.outcome}`)}</td>
                  <td className="num">
                    {e.created} / {e.updated} / {e.failed}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
