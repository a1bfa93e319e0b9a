// The saved mapping templates: listed once, saved under a name, loaded onto the current mapping.
import { useEffect, useState } from 'react';
import type { MappingView } from '../../../../shared/contract';
import { api } from '../../api/platform';
import { useI18n } from '../../i18n/i18n';
import type { useCall } from '../../use-call';

type Call = ReturnType<typeof useCall>;

interface Options {
  readonly run: Call['run'];
  readonly succeeds: Call['succeeds'];
  readonly onChange: (m: MappingView) => void;
}

export function useMappingTemplates({ run, succeeds, onChange }: Options) {
  const { t } = useI18n();
  const [templates, setTemplates] = useState<string[]>([]);
  const [templateName, setTemplateName] = useState('');
  const [chosenTemplate, setChosenTemplate] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void api.listMappingTemplates({}).then((r) => {
      if (r.ok) setTemplates(r.value);
    });
  }, []);

  const saveTemplate = async () => {
    const name = templateName.trim();
    if (!name) return;
    if (await succeeds(() => api.saveMappingTemplate({ name }))) {
      setNotice(t('templateSaved', { name }));
      setTemplates([...new Set([...templates, name])].sort());
      setChosenTemplate(name);
    }
  };

  const loadTemplate = async () => {
    if (!chosenTemplate) return;
    const m = await run(() => api.loadMappingTemplate({ name: chosenTemplate }));
    if (!m) return;
    onChange(m);
    // Says what the load did: a template of another table's headers would otherwise change nothing without a word.
    const count = m.sheets.reduce((n, s) => n + s.columns.filter((c) => c.source === 'template').length, 0);
    const name = chosenTemplate;
    setNotice(count > 0 ? t('templateLoaded', { name, count }) : t('templateMatchedNone', { name }));
  };

  return {
    templates,
    templateName,
    setTemplateName,
    chosenTemplate,
    setChosenTemplate,
    notice,
    saveTemplate,
    loadTemplate,
  };
}

export type MappingTemplates = ReturnType<typeof useMappingTemplates>;
