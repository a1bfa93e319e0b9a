// A bulk fix: replace a value in one column for the rows of a scope holding it (all, invalid and refused, not yet on
// the portal), or fill its empty cells, with a preview of how many cells change and which of their rows are already
// on the portal; applied like an edit (written into the workbook, undoable before upload).
import { useId, useRef } from 'react';
import type { SheetRole } from '../../../catalog';
import type { Counts, MappedColumn } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { BulkColumnField } from './bulk-column-field';
import { BulkPreviewLine } from './bulk-preview-line';
import { BulkReplaceField } from './bulk-replace-field';
import { BulkScopeField } from './bulk-scope-field';
import { useBulkForm } from './use-bulk-form';

interface Props {
  readonly sheet: string;
  readonly role: SheetRole;
  readonly columns: readonly MappedColumn[];
  /** The grid's current column: the form starts there when opened. */
  readonly current: number | null;
  readonly onApplied: (c: Counts) => void;
}

export function BulkFix({ sheet, role, columns, current, onApplied }: Props) {
  const { t } = useI18n();
  const { busy, run } = useCall();
  const id = useId();
  const mapped = columns.filter((c) => c.field !== null);
  const bulk = useBulkForm(sheet, mapped[0]?.index ?? 0);
  const { form, preview } = bulk;
  const findInput = useRef<HTMLInputElement>(null);
  // A column the user picked is kept: the details' toggle event comes later than a quick pick.
  const picked = useRef(false);

  const apply = async () => {
    const r = await run(() => api.bulkReplace({ ...form, apply: true }));
    if (!r) return;
    bulk.applied(r.changed);
    onApplied(r.counts);
    // The button is off until the next preview: the focus goes back to the search text, not to the page's top.
    findInput.current?.focus();
  };

  return (
    <details
      className="bulk-fix card"
      onToggle={(e) => {
        const start = e.currentTarget.open && !picked.current && current !== null;
        if (start && mapped.some((c) => c.index === current)) bulk.setIndex(current);
      }}
    >
      <summary>{t('bulkTitle')}</summary>
      <form
        className="bulk-form"
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <BulkColumnField
          id={`${id}-col`}
          role={role}
          mapped={mapped}
          index={form.index}
          onIndex={(i) => {
            picked.current = true;
            bulk.pickIndex(i);
          }}
        />
        <div className="bulk-field">
          <label htmlFor={`${id}-find`}>{t('bulkFind')}</label>
          <input
            ref={findInput}
            id={`${id}-find`}
            value={form.find}
            placeholder={t('bulkFindEmpty')}
            onChange={(e) => bulk.setFind(e.target.value)}
          />
        </div>
        <BulkReplaceField
          id={`${id}-replace`}
          role={role}
          column={mapped.find((c) => c.index === form.index)}
          value={form.replace}
          onValue={bulk.setReplace}
        />
        <BulkScopeField id={`${id}-scope`} scope={form.scope} onScope={bulk.setScope} />
        <button type="submit" className="primary" disabled={busy || !preview?.changed}>
          {t('bulkApply')}
        </button>
        <BulkPreviewLine preview={preview} done={bulk.done} />
      </form>
    </details>
  );
}
