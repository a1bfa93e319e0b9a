// The property types as tick boxes, shared by the export, the template download and the sync scope.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PropertyType } from '../../src/catalog';
import { PROPERTY_TYPES } from '../../src/catalog';
import { PropertyTypeChoice } from '../../src/renderer/src/components/property-type-choice';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

function render(chosen: readonly PropertyType[], hint?: string): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n('hu')}>
      <PropertyTypeChoice
        legend="Típusok"
        chosen={chosen}
        onChange={() => undefined}
        disabled={false}
        {...(hint === undefined ? {} : { hint })}
      />
    </I18nContext.Provider>,
  );
}

describe('the property type tick boxes', () => {
  it('offers every type in the user’s words and ticks the chosen ones', () => {
    const html = render(['apartment']);
    expect(html.match(/type="checkbox"/g)).toHaveLength(PROPERTY_TYPES.length);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('lakás');
  });

  it('reads its hint with the boxes', () => {
    const html = render([], 'Egyet sem jelöl: minden típus.');
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toContain(`id="${describedBy ?? ''}" class="hint">Egyet sem jelöl: minden típus.`);
  });
});
