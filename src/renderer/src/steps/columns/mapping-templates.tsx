// The templates bar: save the current mapping under a name, or load a saved one.
import { useI18n } from '../../i18n/i18n';
import type { MappingTemplates as Templates } from './use-mapping-templates';

export function MappingTemplates({ busy, templates: m }: { readonly busy: boolean; readonly templates: Templates }) {
  const { t } = useI18n();
  return (
    <div className="card template-bar">
      <h2>{t('templates')}</h2>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void m.saveTemplate();
        }}
      >
        <label>
          {t('templateName')}
          <input value={m.templateName} onChange={(e) => m.setTemplateName(e.target.value)} maxLength={80} />
        </label>
        <button type="submit" className="secondary" disabled={busy || !m.templateName.trim()}>
          {t('saveTemplate')}
        </button>
      </form>
      {m.templates.length > 0 ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void m.loadTemplate();
          }}
        >
          <label>
            {t('templates')}
            <select value={m.chosenTemplate} onChange={(e) => m.setChosenTemplate(e.target.value)}>
              <option value="">—</option>
              {m.templates.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="secondary" disabled={busy || !m.chosenTemplate}>
            {t('loadTemplate')}
          </button>
        </form>
      ) : (
        <span className="muted">{t('noTemplates')}</span>
      )}
      {m.notice && (
        <span role="status" className="ok-text">
          {m.notice}
        </span>
      )}
    </div>
  );
}
