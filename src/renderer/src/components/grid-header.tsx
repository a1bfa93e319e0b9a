// The grid's header row: row number, status and the frozen first column, then the headers of the columns in view.
import type { Ref } from 'react';
import { useI18n } from '../i18n/i18n';
import type { ColumnWindow } from './column-window';
import type { GridColumn } from './use-row-pages';

interface Props {
  readonly columns: readonly GridColumn[];
  readonly span: ColumnWindow;
  readonly width: number;
  /** Measured: the rows are placed below the header's height. */
  readonly ref: Ref<HTMLDivElement>;
}

export function GridHeader({ columns, span: { from, to, lead }, width, ref }: Props) {
  const { t } = useI18n();
  return (
    <div ref={ref} className="grid-row grid-head" role="row" aria-rowindex={1} style={{ width }}>
      <div className="grid-frozen">
        <div role="columnheader" aria-colindex={1} className="cell rownum sticky-1">
          {t('row')}
        </div>
        <div role="columnheader" aria-colindex={2} className="cell status sticky-2">
          {t('status')}
        </div>
        {columns[0] && (
          <div role="columnheader" aria-colindex={3} className="cell data sticky-3">
            <span className="mono muted">{columns[0].column}</span> {columns[0].header}
          </div>
        )}
      </div>
      {lead > 0 && <div aria-hidden="true" className="grid-lead" style={{ width: lead }} />}
      {columns.slice(from, Math.min(to, columns.length - 1) + 1).map((c, i) => (
        <div key={c.index} role="columnheader" aria-colindex={from + i + 3} className="cell data">
          <span className="mono muted">{c.column}</span> {c.header}
        </div>
      ))}
      {to >= columns.length && (
        <div role="columnheader" aria-colindex={columns.length + 3} className="cell problems">
          {t('problems')}
        </div>
      )}
    </div>
  );
}
