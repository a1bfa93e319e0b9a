// Every row in exactly one bucket, the same words in the dry run, the upload and the results; they add up to the total.
import type { Buckets } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { formatMessage } from '../../../shared/message-catalog';
import { RUN_COUNT_MESSAGES } from '../i18n/run-count-messages';
import type { StringKey } from '../i18n/ui-messages';

type Bucket = keyof Omit<Buckets, 'total' | 'waitFor'>;

/** Bucket, its words for a plan (dry run) and for what happened, and its tone. */
const ORDER: readonly (readonly [Bucket, StringKey, StringKey, string])[] = [
  ['create', 'bucket_create', 'done_create', 'good'],
  ['update', 'bucket_update', 'done_update', 'good'],
  ['withdraw', 'bucket_withdraw', 'done_withdraw', 'good'],
  ['delete', 'bucket_delete', 'done_delete', 'warn'],
  ['unchanged', 'bucket_unchanged', 'done_unchanged', 'neutral'],
  ['invalid', 'bucket_invalid', 'done_invalid', 'warn'],
  ['blocked', 'bucket_blocked', 'done_blocked', 'warn'],
  // A plan's refused rows: nothing was sent, so not "Failed" (the dry run's summary line says "would fail" too).
  ['failed', 'bucket_failed', 'done_failed', 'bad'],
  // Only after a run: a dry run never leaves a row in doubt.
  ['unknown', 'done_unknown', 'done_unknown', 'warn'],
  ['notSent', 'bucket_not_sent', 'done_not_sent', 'neutral'],
];

interface Props {
  readonly buckets: Buckets;
  readonly label: string;
  /** `plan`: what a dry run would do; `done`: where the rows stand after the runs. */
  readonly tense: 'plan' | 'done';
}

export function BucketList({ buckets, label, tense }: Props) {
  const { t, number, lang } = useI18n();
  // Held back, naming the rows they wait for, as the upload's count of them does (docs/upload.md).
  const rows = (buckets.waitFor ?? [])
    .map((w) => formatMessage(RUN_COUNT_MESSAGES.waitedRow, lang, { sheet: w.sheet, row: w.row }))
    .join(', ');
  const words = (k: Bucket, key: StringKey): string =>
    k === 'blocked' && rows !== ''
      ? formatMessage(RUN_COUNT_MESSAGES.heldBackRows, lang, { count: buckets.blocked, rows })
      : t(key);
  return (
    <div className="buckets">
      <ul aria-label={label} className="bucket-list">
        {ORDER.filter(([k]) => (buckets[k] ?? 0) > 0).map(([k, plan, done, tone]) => (
          <li key={k} className={`bucket ${tone}`}>
            <span className="bucket-value">{number(buckets[k] ?? 0)}</span>{' '}
            <span className="bucket-label">{words(k, tense === 'plan' ? plan : done)}</span>
          </li>
        ))}
      </ul>
      <p className="muted">{t('bucketsTotal', { count: number(buckets.total) })}</p>
    </div>
  );
}
