// Every row in exactly one bucket, the same words in the dry run, the upload and the results; they add up to the total.
import type { Buckets } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import type { StringKey } from '../i18n/strings';

const ORDER: readonly (readonly [keyof Omit<Buckets, 'total'>, StringKey, string])[] = [
  ['create', 'bucket_create', 'good'], ['update', 'bucket_update', 'good'], ['unchanged', 'bucket_unchanged', 'neutral'],
  ['invalid', 'bucket_invalid', 'warn'], ['blocked', 'bucket_blocked', 'warn'], ['failed', 'failed', 'bad'], ['notSent', 'bucket_not_sent', 'neutral'],
];

export function BucketList({ buckets, label }: { readonly buckets: Buckets; readonly label: string }) {
  const { t, number } = useI18n();
  return (
    <div className="buckets">
      <ul aria-label={label} className="bucket-list">
        {ORDER.filter(([k]) => buckets[k] > 0).map(([k, key, tone]) => (
          <li key={k} className={`bucket ${tone}`}><span className="bucket-value">{number(buckets[k])}</span> <span className="bucket-label">{t(key)}</span></li>
        ))}
      </ul>
      <p className="muted">{t('bucketsTotal', { count: number(buckets.total) })}</p>
    </div>
  );
}
