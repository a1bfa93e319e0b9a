// The grid cell being edited in place: a list of the field's words where its values are fixed, the office's sellers
// for a listing's seller columns, free text otherwise.
import type { SheetRole } from '../../../catalog';
import type { GridRow } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import type { EditMove } from './edit-move';
import { CellEditor, choicesFor, fieldFor } from './cell-editor';
import type { Editing } from './edited-cell';
import type { SellerColumn } from './seller-editor';
import type { GridColumn } from './use-row-pages';

/** A listing's seller columns, whose editor offers the office's sellers. */
const SELLER_COLUMNS: Readonly<Record<string, SellerColumn>> = {
  'seller.transfer_id': 'code',
  'seller.id': 'serviceId',
};

interface Props {
  /** The cell's column index among the grid's columns. */
  readonly ci: number;
  readonly column: GridColumn;
  readonly row: GridRow;
  readonly role: SheetRole;
  readonly editing: Editing;
  readonly onEditChange: (value: string) => void;
  readonly onEditEnd: (save: boolean, value?: string, move?: EditMove) => void;
}

export function GridEditingCell({ ci, column: c, row, role, editing, onEditChange, onEditEnd }: Props) {
  const { t, lang } = useI18n();
  const choices = c.field ? choicesFor(fieldFor(role, c.field, row.propertyType), lang) : null;
  return (
    <div role="gridcell" aria-colindex={ci + 3} className={`cell data editing${ci === 0 ? ' sticky-3' : ''}`}>
      <CellEditor
        label={t('editCell', { column: c.column, row: editing.row })}
        value={editing.value}
        choices={choices}
        sellerCell={role !== 'properties' ? undefined : SELLER_COLUMNS[c.field ?? '']}
        onChange={onEditChange}
        onEnd={onEditEnd}
      />
    </div>
  );
}
