// Step 2: open a workbook (dialog, file picker or drop), choose each sheet's role and confirm its header row.
import { useEffect, useRef, useState } from 'react';
import type { PropertyType } from '../../../catalog';
import { PROPERTY_TYPES, isPropertyType, valueWords } from '../../../catalog';
import type { MappingView, RecentFile, SheetRoleName, WorkbookFile, WorkbookInfo } from '../../../shared/contract';
import { api, isElectron, workbookFileFrom } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import type { StringKey } from '../i18n/strings';
import { useCall } from '../use-call';
import { TemplateDownload } from './template-download';

interface Props {
  readonly workbook: WorkbookInfo | null;
  /** The mapping made from this workbook, if any: coming back to this step shows the choices it was made with. */
  readonly mapping: MappingView | null;
  readonly request: { kind: 'dialog' } | { kind: 'path'; path: string } | null;
  readonly onRequestHandled: () => void;
  readonly onOpened: (w: WorkbookInfo) => void;
  /** The chosen file did not open: the previous workbook is closed on the Node side too, so none stays shown. */
  readonly onOpenFailed: () => void;
  readonly onConfigured: (m: MappingView) => void;
  readonly onBack: () => void;
}

export const ROLE_LABEL: Record<SheetRoleName, StringKey> = {
  properties: 'roleProperties',
  sellers: 'roleSellers',
  property_images: 'rolePropertyImages',
  seller_images: 'roleSellerImages',
};
const ROLES: readonly SheetRoleName[] = ['properties', 'sellers', 'property_images', 'seller_images'];

/** `type` stays undefined until the user picks one, so the sheet name or a loaded template decides. */
interface Choice {
  role: SheetRoleName | null;
  headerRow: number;
  type?: PropertyType | null;
}

export function OpenStep({
  workbook,
  mapping,
  request,
  onRequestHandled,
  onOpened,
  onOpenFailed,
  onConfigured,
  onBack,
}: Props) {
  const { t, lang } = useI18n();
  const { busy, run } = useCall();
  const [recent, setRecent] = useState<RecentFile[]>([]);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [previewSheet, setPreviewSheet] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void api.listRecentFiles({}).then((r) => {
      if (r.ok) setRecent(r.value);
    });
  }, [workbook]);

  useEffect(() => {
    if (!workbook) return;
    setChoices(
      Object.fromEntries(
        workbook.sheets.map((s): [string, Choice] => {
          if (!mapping) return [s.name, { role: s.role, headerRow: s.headerRow }];
          const m = mapping.sheets.find((x) => x.sheet === s.name);
          if (!m) return [s.name, { role: null, headerRow: s.headerRow }];
          // Only a type other than the name's counts as the user's, so a template can still supply one.
          const type =
            m.role === 'properties' && m.defaultPropertyType !== s.defaultPropertyType
              ? { type: m.defaultPropertyType }
              : {};
          return [s.name, { role: m.role, headerRow: m.headerRow, ...type }];
        }),
      ),
    );
    setPreviewSheet(workbook.sheets.find((s) => s.role !== null)?.name ?? workbook.sheets[0]?.name ?? null);
  }, [workbook]);

  const sheetsHeading = useRef<HTMLHeadingElement>(null);
  const focusSheets = useRef(false);
  useEffect(() => {
    if (!workbook || !focusSheets.current) return;
    focusSheets.current = false;
    sheetsHeading.current?.focus();
  }, [workbook]);

  const open = async (file: WorkbookFile) => {
    const w = await run(() => api.openWorkbook({ file }));
    if (!w) {
      onOpenFailed();
      return;
    }
    // The Choose button was disabled while the file opened, and the focus fell to the page: it goes to the sheets.
    focusSheets.current = true;
    onOpened(w);
  };

  const openFromDisk = async (file: File) => {
    const f = await run(() => workbookFileFrom(file));
    if (f) await open(f);
  };

  const chooseWithDialog = async () => {
    const picked = await run(() => api.chooseWorkbook({}));
    if (picked) await open({ kind: 'path', path: picked.path });
  };

  useEffect(() => {
    if (!request) return;
    onRequestHandled();
    if (request.kind === 'path') void open({ kind: 'path', path: request.path });
    else if (isElectron) void chooseWithDialog();
    else input.current?.click();
  }, [request]);

  const configure = async () => {
    const sheets = Object.entries(choices).map(([name, c]) => ({
      name,
      role: c.role,
      headerRow: c.headerRow,
      ...(c.type === undefined ? {} : { defaultPropertyType: c.type }),
    }));
    const m = await run(() => api.configureSheets({ sheets }));
    if (m) onConfigured(m);
  };

  const preview = workbook?.sheets.find((s) => s.name === previewSheet);
  // Only sheets to be imported: a reference sheet (the template's Települések) repeats headers by design.
  // A sheet not chosen for yet has the role the services proposed, as in the sheets table.
  const roleOf = (sheet: string) =>
    sheet in choices ? (choices[sheet]?.role ?? null) : (workbook?.sheets.find((s) => s.name === sheet)?.role ?? null);
  const headerWarnings = (workbook?.warnings ?? []).filter((w) => roleOf(w.sheet) !== null);
  const anyRole = Object.values(choices).some((c) => c.role !== null);

  return (
    <section aria-labelledby="open-title" className="step-panel">
      <h1 id="open-title">{t('openTitle')}</h1>
      <p className="intro">{t('openIntro')}</p>

      <div
        className={`dropzone${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file) void openFromDisk(file);
        }}
      >
        <p>{t('dropHere')}</p>
        {isElectron ? (
          <button type="button" className="primary" onClick={() => void chooseWithDialog()} disabled={busy}>
            {t('chooseFile')}
          </button>
        ) : (
          <button type="button" className="primary" onClick={() => input.current?.click()} disabled={busy}>
            {t('chooseFile')}
          </button>
        )}
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          aria-label={t('chooseFile')}
          accept=".xlsx,.csv,.txt"
          tabIndex={-1}
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void openFromDisk(f);
          }}
        />
        {busy && <p role="status">{t('working')}</p>}
      </div>

      <TemplateDownload />

      {recent.length > 0 && (
        <div className="card">
          <h2>{t('recentFiles')}</h2>
          <ul className="recent-list">
            {recent.map((f) => (
              <li key={f.path}>
                <button type="button" className="link" onClick={() => void open({ kind: 'path', path: f.path })}>
                  {f.name}
                </button>{' '}
                <span className="muted">{f.path}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {workbook && (
        <div className="card">
          <h2 ref={sheetsHeading} tabIndex={-1}>
            {t('sheets')} <span className="muted">· {workbook.fileName}</span>
          </h2>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('sheet')}</th>
                <th scope="col">{t('rows')}</th>
                <th scope="col">{t('role')}</th>
                <th scope="col">{t('headerRow')}</th>
                <th scope="col">{t('defaultType')}</th>
              </tr>
            </thead>
            <tbody>
              {workbook.sheets.map((s) => {
                const c = choices[s.name] ?? { role: s.role, headerRow: s.headerRow };
                const set = (next: Partial<Choice>) => setChoices({ ...choices, [s.name]: { ...c, ...next } });
                return (
                  <tr
                    key={s.name}
                    className={s.name === previewSheet ? 'selected' : ''}
                    onClick={() => setPreviewSheet(s.name)}
                  >
                    <th scope="row">
                      {s.name}
                      {s.hidden && <span className="tag">{t('hiddenSheet')}</span>}
                    </th>
                    <td>{s.rowCount}</td>
                    <td>
                      <select
                        aria-label={`${t('role')}: ${s.name}`}
                        value={c.role ?? ''}
                        onFocus={() => setPreviewSheet(s.name)}
                        onChange={(e) =>
                          set({
                            role: (ROLES as readonly string[]).includes(e.target.value)
                              ? (e.target.value as SheetRoleName)
                              : null,
                          })
                        }
                      >
                        <option value="">{t('roleNone')}</option>
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {t(ROLE_LABEL[r])}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input
                        aria-label={`${t('headerRow')}: ${s.name}`}
                        type="number"
                        min={1}
                        className="narrow"
                        value={c.headerRow}
                        onFocus={() => setPreviewSheet(s.name)}
                        onChange={(e) => set({ headerRow: Math.max(1, Number(e.target.value) || 1) })}
                      />
                    </td>
                    <td>
                      {c.role === 'properties' && (
                        <select
                          aria-label={`${t('defaultType')}: ${s.name}`}
                          value={(c.type === undefined ? s.defaultPropertyType : c.type) ?? ''}
                          onFocus={() => setPreviewSheet(s.name)}
                          onChange={(e) => set({ type: isPropertyType(e.target.value) ? e.target.value : null })}
                        >
                          <option value="">{t('defaultTypeNone')}</option>
                          {PROPERTY_TYPES.map((p) => (
                            <option key={p} value={p}>
                              {valueWords('PROPERTY_TYPE', p)[lang]}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {headerWarnings.length > 0 && (
            <div role="region" aria-label={t('tableWarningsTitle')}>
              <h3>{t('tableWarningsTitle')}</h3>
              <ul>
                {headerWarnings.map((w) => (
                  <li key={w.text} className="warn-text">
                    {w.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {workbook.skippedSheets && workbook.skippedSheets.length > 0 && (
            <div role="region" aria-label={t('skippedSheetsTitle')}>
              <h3>{t('skippedSheetsTitle')}</h3>
              <ul>
                {workbook.skippedSheets.map((s) => (
                  <li key={s.name} className="hint">
                    {t('skippedSheet', { sheet: s.name, reason: s.reason })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {preview && (
            <div className="preview">
              <h3>{t('preview', { sheet: preview.name })}</h3>
              <div
                className="preview-scroll"
                tabIndex={0}
                role="region"
                aria-label={t('preview', { sheet: preview.name })}
              >
                <table className="table compact">
                  <tbody>
                    {preview.preview.map((r) => (
                      <tr
                        key={r.row}
                        className={
                          r.row === (choices[preview.name]?.headerRow ?? preview.headerRow) ? 'header-row' : ''
                        }
                      >
                        <th scope="row" className="rownum">
                          {r.row}
                          {r.row === (choices[preview.name]?.headerRow ?? preview.headerRow) && (
                            <span className="tag">{t('headerRowMark')}</span>
                          )}
                        </th>
                        {r.cells.map((c, i) => (
                          <td key={i}>{c}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </div>
      )}

      <div className="footer-actions">
        <button type="button" className="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!workbook || !anyRole || busy}
          onClick={() => void configure()}
        >
          {t('next')}
        </button>
      </div>
    </section>
  );
}
