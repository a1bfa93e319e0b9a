// The export's filters and its Start button; a stopped export says so here, where it can be started again.
import type { Connection } from '../../../../shared/contract';
import { DateBox } from '../../components/date-box';
import { PropertyTypeChoice } from '../../components/property-type-choice';
import { useI18n } from '../../i18n/i18n';
import type { ExportFilters } from './use-export-filters';
import type { ExportRun } from './use-export-run';

interface Props {
  readonly connection: Connection;
  readonly filters: ExportFilters;
  readonly exporting: ExportRun;
  readonly formId: string;
  readonly busy: boolean;
}

export function ExportFilterForm({ connection, filters: f, exporting, formId, busy }: Props) {
  const { t } = useI18n();
  const { running } = exporting;
  return (
    <form
      className="card form-grid"
      aria-labelledby={`${formId}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void exporting.start(f.request());
      }}
    >
      <h2 id={`${formId}-title`}>{t('exportFilters')}</h2>
      <p className="wide">{t('exportOffice', { office: connection.officeName, id: connection.officeId })}</p>
      <PropertyTypeChoice
        legend={t('exportTypes')}
        hint={t('exportTypesHint')}
        chosen={f.types}
        onChange={f.setTypes}
        disabled={running}
        wide
      />
      <div className="field">
        <label htmlFor={`${formId}-status`}>{t('exportStatus')}</label>
        <select
          id={`${formId}-status`}
          value={f.status}
          disabled={running}
          onChange={(e) =>
            f.setStatus(e.target.value === 'active' || e.target.value === 'inactive' ? e.target.value : '')
          }
        >
          <option value="">{t('exportStatusAll')}</option>
          <option value="active">{t('exportStatusActive')}</option>
          <option value="inactive">{t('exportStatusInactive')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${formId}-after`}>{t('exportUpdatedAfter')}</label>
        <DateBox
          id={`${formId}-after`}
          value={f.after ?? ''}
          disabled={running}
          hintId={`${formId}-after-hint`}
          onChange={f.setAfter}
        />
        <span id={`${formId}-after-hint`} className="hint">
          {t('exportUpdatedAfterHint')}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${formId}-lang`}>{t('exportLanguage')}</label>
        <select
          id={`${formId}-lang`}
          value={f.language}
          disabled={running}
          onChange={(e) => f.setLanguage(e.target.value === 'en' ? 'en' : 'hu')}
        >
          <option value="hu">Magyar</option>
          <option value="en">English</option>
        </select>
      </div>
      <fieldset className="wide" disabled={running}>
        <legend>{t('exportExtras')}</legend>
        <label className="check">
          <input type="checkbox" checked={f.images} onChange={(e) => f.setImages(e.target.checked)} />
          <span>{t('exportImages')}</span>
        </label>
        <label className="check">
          <input type="checkbox" checked={f.perType} onChange={(e) => f.setPerType(e.target.checked)} />
          <span>{t('exportPerType')}</span>
        </label>
      </fieldset>
      <div className="row-actions wide">
        {/* Once exported, Open for editing is the next step and the only primary button (docs/round-trip.md). */}
        <button
          ref={exporting.startButton}
          type="submit"
          className={exporting.result ? 'secondary' : 'primary'}
          disabled={busy || f.after === null}
        >
          {t('exportStart')}
        </button>
      </div>
      {exporting.stopped && !running && !exporting.result && (
        <p role="status" className="wide">
          {t('exportStopped')}
        </p>
      )}
    </form>
  );
}
