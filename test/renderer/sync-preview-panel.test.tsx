// The sync preview's tick box sits on the line of its label, as the export form's tick boxes do.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

describe('SyncPreviewPanel', () => {
  it('puts the tick box in a one-line check label', async () => {
    // The panel's module reads the preload's bridge on import; nothing is called while rendering.
    vi.stubGlobal('window', { api: {} });
    const { SyncPreviewPanel } = await import('../../src/renderer/src/components/sync-preview-panel');
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={makeI18n('hu')}>
        <SyncPreviewPanel disabled={false} officeId={1} />
      </I18nContext.Provider>,
    );
    expect(html).toMatch(/<label class="check"><input type="checkbox"/);
    expect(html).not.toContain('disabled=""');
    vi.unstubAllGlobals();
  });
});
