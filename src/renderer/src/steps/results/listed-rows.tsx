// One kind of row Results names (failed, in doubt, invalid) under its heading: the rows, what to do with them, and
// the actions for it; `empty` stands where there are none.
import type { ReactNode } from 'react';
import type { FailedRow, InvalidRow } from '../../../../shared/contract';
import { ResultRowTable } from '../../components/result-row-table';

interface Props {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly (FailedRow | InvalidRow)[];
  readonly hint: string;
  /** The header of the rows' message column (see ResultRowTable). */
  readonly messageHeader?: string;
  readonly empty?: ReactNode;
  readonly children?: ReactNode;
}

export function ListedRows({ id, title, rows, hint, messageHeader, empty = null, children }: Props) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        empty
      ) : (
        <>
          <ResultRowTable rows={rows} messageHeader={messageHeader} />
          <p className="hint">{hint}</p>
          {children && <div className="row-actions">{children}</div>}
        </>
      )}
    </section>
  );
}
