// The review's plausibility warnings in their own colour: a filter by kind, accept one row's or all of a kind, and
// the one-click fix, said to change the live listing when its row is on the portal. Accepting is the session's (kept
// through the steps, sent with the upload); warnings never block the upload (docs/plausibility.md, "In the app").
import { useState } from 'react';
import type { SessionWarningsView, WarningKindName, WarningView } from '../../../shared/contract-warnings';
import { useI18n } from '../i18n/i18n';
import { codeWord } from './code-word';
import { WARNING_MESSAGES, kindName } from '../i18n/warning-messages';
import { translator } from '../i18n/translator';

interface Props {
  readonly warnings: SessionWarningsView;
  readonly sheet: string;
  readonly busy: boolean;
  readonly onAccept: (rows: readonly string[], kinds: readonly WarningKindName[]) => void;
  /** Sets the fix's fields of the warning's row to the likely intended values (an edit, undone like one). */
  readonly onFix: (w: WarningView) => void;
}

export const warningKey = (w: WarningView): string => `${w.sheet}!${w.row}#${w.kind}`;

/** At most this many items are drawn; the filter narrows a long list. */
const SHOWN = 200;

export function WarningPanel({ warnings, sheet, busy, onAccept, onFix }: Props) {
  const { lang, number } = useI18n();
  const say = translator(WARNING_MESSAGES, lang);
  const [kind, setKind] = useState<WarningKindName | 'all'>('all');
  const all = warnings.warnings.filter((w) => w.sheet === sheet);
  const open = all.filter((w) => w.accepted !== true);
  const counts = new Map<WarningKindName, number>();
  for (const w of open) counts.set(w.kind, (counts.get(w.kind) ?? 0) + 1);
  if (all.length === 0) return null;
  const chosen = kind !== 'all' && counts.has(kind) ? kind : 'all';
  const shown = open.filter((w) => chosen === 'all' || w.kind === chosen).slice(0, SHOWN);
  const accepted = all.length - open.length;
  const fixText = (w: WarningView) =>
    w.fix.map((f) => (typeof f.value === 'number' ? number(f.value, 2) : codeWord(f.field, f.value, lang))).join(', ');

  return (
    <section aria-labelledby="warnings-title" className="warning-panel">
      <h2 id="warnings-title">{say('warningsTitle', { count: open.length })}</h2>
      <p className="muted">
        {say('warningsIntro')} {warnings.warningBasis}
      </p>
      {open.length === 0 && <p role="status">{say('noOpenWarnings')}</p>}
      {open.length > 0 && (
        <div className="toolbar">
          <label>
            {say('warningKindFilter')}
            <select value={chosen} onChange={(e) => setKind(e.target.value as WarningKindName | 'all')}>
              <option value="all">{say('warningKindAll', { count: open.length })}</option>
              {[...counts].map(([k, n]) => (
                <option key={k} value={k}>
                  {`${kindName(lang, k)} (${n})`}
                </option>
              ))}
            </select>
          </label>
          {[...counts].map(([k, n]) => (
            <button key={k} type="button" disabled={busy} onClick={() => onAccept([], [k])}>
              {say('acceptKind', { kind: kindName(lang, k), count: n })}
            </button>
          ))}
        </div>
      )}
      <ul aria-label={say('warningsList')} className="warning-list">
        {shown.map((w) => (
          <li key={`${warningKey(w)}#${w.field}`} className="warning-item">
            <span className="warning-kind">
              <span aria-hidden="true">⚠ </span>
              {kindName(lang, w.kind)}
            </span>
            <span>
              {say('warningRow', { row: w.row })}: {w.message}
              {w.fix.length > 0 && <> {say('warningFix', { fix: fixText(w) })}</>}
              {w.fix.length > 0 && w.onPortal === true && (
                <>
                  {' '}
                  <strong>{say('fixOnPortal', { row: w.row })}</strong>
                </>
              )}
            </span>
            {w.fix.length > 0 && (
              <button type="button" disabled={busy} onClick={() => onFix(w)}>
                {say(w.onPortal === true ? 'applyFixOnPortal' : 'applyFix', { row: w.row })}
              </button>
            )}
            <button type="button" disabled={busy} onClick={() => onAccept([warningKey(w)], [])}>
              {say('acceptOne', { row: w.row })}
            </button>
          </li>
        ))}
      </ul>
      {accepted > 0 && <p role="status">{say('acceptedCount', { count: accepted })}</p>}
    </section>
  );
}
