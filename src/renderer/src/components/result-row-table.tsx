// The rows of a run the Results step names (failed or not sent as invalid): sheet, row, reference and the message,
// with the service's error code where it gave one; the first 200, as the services send more only as a count. The
// message column is headed by what it holds: the service's message, or for invalid rows the app's own problem.
import type { FailedRow, InvalidRow } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';

/** Rows the table names; the services' lists are longer only for very large runs. */
const SHOWN = 200;

interface Props {
  readonly rows: readonly (FailedRow | InvalidRow)[];
  /** The message column's header; the service's message unless told. */
  readonly messageHeader?: string;
}

export function ResultRowTable({ rows, messageHeader }: Props) {
  const { t } = useI18n();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('sheet')}</th>
          <th scope="col" className="num">
            {t('row')}
          </th>
          <th scope="col">{t('reference')}</th>
          <th scope="col">{messageHeader ?? t('message')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, SHOWN).map((r) => (
          <tr key={`${r.sheet}-${r.row}`}>
            <td>{r.sheet}</td>
            <td className="num">{r.row}</td>
            <td className="mono">{r.reference ?? '—'}</td>
            <td>
              {'errorCode' in r && r.errorCode !== null && <span className="tag danger">{r.errorCode}</span>}{' '}
              {r.message}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
