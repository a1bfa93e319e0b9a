// The Columns step shows a numeric column's samples with the UI language's grouping, like the Review grid does
// (one formatter per language), and leaves codes and words as the workbook has them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { formatNumber } from '../../src/renderer/src/i18n/number-format';
import { ColumnsStep } from '../../src/renderer/src/steps/columns-step';
import type { Language, MappingView } from '../../src/shared/contract';

// The platform bridge reads `window` when loaded; a static render calls none of it.
vi.mock('../../src/renderer/src/api/platform', () => ({ api: {}, isElectron: false, workbookFileFrom: vi.fn() }));

const MAPPING: MappingView = {
  sheets: [
    {
      sheet: 'Hirdetések',
      role: 'properties',
      headerRow: 1,
      defaultPropertyType: null,
      missingRequired: [],
      unlinked: null,
      defaults: false,
      columns: [
        {
          index: 0,
          column: 'A',
          header: 'Azonosító',
          samples: ['A-1', '1051'],
          field: 'id.transfer_id',
          confidence: 1,
          source: 'label',
        },
        {
          index: 1,
          column: 'B',
          header: 'Ár',
          samples: ['52000000', '107 500 000'],
          field: 'price.price',
          confidence: 1,
          source: 'label',
        },
      ],
    },
  ],
};

function samplesOf(lang: Language): string[] {
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <ColumnsStep mapping={MAPPING} onChange={() => undefined} onBack={() => undefined} onNext={() => undefined} />
    </I18nContext.Provider>,
  );
  return [...html.matchAll(/<td class="samples">([^<]*)</gu)].map((m) => m[1] ?? '');
}

describe('Columns step samples', () => {
  it('groups a numeric column like Review does, in each language', () => {
    for (const lang of ['hu', 'en'] as const) {
      const price = `${formatNumber(52000000, lang)} · ${formatNumber(107500000, lang)}`;
      expect(samplesOf(lang)[1]).toBe(price);
    }
  });

  it('leaves a text column as the workbook has it', () => {
    expect(samplesOf('hu')[0]).toBe('A-1 · 1051');
  });
});
