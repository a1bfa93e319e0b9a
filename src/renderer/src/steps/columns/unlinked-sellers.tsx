// Sheets whose rows name sellers that no mapped sellers' ID column can link, each with a way to that sheet.
import type { MappingView } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

type SheetView = MappingView['sheets'][number];
export type Unlinked = NonNullable<SheetView['unlinked']> & { readonly sheet: string };

/** Every sheet's unlinked sellers, named by the sheet that refers to them. */
export function unlinkedSellers(mapping: MappingView): Unlinked[] {
  return mapping.sheets.flatMap((s) => (s.unlinked ? [{ sheet: s.sheet, ...s.unlinked }] : []));
}

interface Props {
  readonly unlinked: readonly Unlinked[];
  readonly current: string;
  readonly onSheet: (sheet: string) => void;
}

export function UnlinkedSellers({ unlinked, current, onSheet }: Props) {
  const { t } = useI18n();
  return unlinked.map((u) => (
    <div key={u.sheet} className="banner error" role="alert">
      <div>
        <strong>{t('unlinkedTitle')}.</strong>{' '}
        {t('sellerIdMissing', { sheet: u.sellersSheet, count: u.count, refs: u.refs.join(', ') })}
      </div>
      {u.sellersSheet !== current && (
        <button type="button" className="secondary small" onClick={() => onSheet(u.sellersSheet)}>
          {u.sellersSheet}
        </button>
      )}
    </div>
  ));
}
