// The Open step's "Download template": language and property types chosen, the workbook offered like an export.
import { useId, useState } from 'react';
import type { PropertyType } from '../../../catalog';
import { PropertyTypeChoice } from '../components/property-type-choice';
import type { Language, TemplateResult } from '../../../shared/contract';
import { api, download } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { TEMPLATE_DOWNLOAD_MESSAGES } from '../i18n/template-download-messages';
import { translator } from '../i18n/translator';
import { useCall } from '../use-call';

export function TemplateDownload() {
  const { lang, number } = useI18n();
  const tt = translator(TEMPLATE_DOWNLOAD_MESSAGES, lang);
  const { busy, run } = useCall();
  const id = useId();
  const [language, setLanguage] = useState<Language>(lang);
  const [types, setTypes] = useState<readonly PropertyType[]>([]);
  const [result, setResult] = useState<TemplateResult | null>(null);

  const start = async () => {
    setResult(null);
    const r = await run(() => api.downloadTemplate({ language, types: [...types] }));
    if (!r) return;
    setResult(r);
    if (r.saved?.downloadUrl) download(r.saved.downloadUrl, r.name);
  };

  return (
    <details className="card template-download">
      <summary>
        <h2>{tt('templateTitle')}</h2>
      </summary>
      <p>{tt('templateIntro')}</p>
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-lang`}>{tt('templateLanguage')}</label>
          <select id={`${id}-lang`} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            <option value="hu">{tt('languageHu')}</option>
            <option value="en">{tt('languageEn')}</option>
          </select>
        </div>
        <PropertyTypeChoice legend={tt('templateTypes')} chosen={types} onChange={setTypes} disabled={busy} wide />
        <div className="wide">
          <button type="submit" className="secondary" disabled={busy}>
            {tt('templateDownload')}
          </button>
        </div>
      </form>
      {result && (
        <div role="status">
          <p>{result.saved ? tt('templateSaved', { name: result.name }) : tt('templateNotSaved')}</p>
          {result.fetchFailed && <p className="muted">{result.fetchFailed}</p>}
          <p className="muted">
            {result.source
              ? tt('templateSettlements', { count: number(result.settlements), source: result.source })
              : tt(result.fetchFailed ? 'templateNoSettlementsConnected' : 'templateNoSettlements')}
          </p>
        </div>
      )}
    </details>
  );
}
