// The recently opened files, each opened again with one click.
import type { RecentFile } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

export function RecentFiles({
  recent,
  onOpen,
}: {
  readonly recent: readonly RecentFile[];
  readonly onOpen: (path: string) => void;
}) {
  const { t } = useI18n();
  if (recent.length === 0) return null;
  return (
    <div className="card">
      <h2>{t('recentFiles')}</h2>
      <ul className="recent-list">
        {recent.map((f) => (
          <li key={f.path}>
            <button type="button" className="link" onClick={() => onOpen(f.path)}>
              {f.name}
            </button>{' '}
            <span className="muted">{f.path}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
