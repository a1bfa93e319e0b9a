// The Open step's preview cuts long cells, and says so: a title row cut without a mark read as the whole title
// ("…Ingatlaniroda, 2026." of "…Ingatlaniroda, 2026. november").
import { describe, expect, it } from 'vitest';
import { previewText } from '../../src/app-services/import-session/open-workbook-step';

describe("the preview's text of a cell", () => {
  it('is the whole text up to 40 characters', () => {
    const forty = 'Duna-Part Ingatlaniroda, 2026. november.';
    expect(forty).toHaveLength(40);
    expect(previewText(forty)).toBe(forty);
  });

  it('is cut to 40 characters with an ellipsis when longer', () => {
    const title = 'Duna-Part Ingatlan – Angyalföldi Ingatlaniroda, 2026. november';
    const cut = previewText(title);
    expect([...cut]).toHaveLength(40);
    expect(cut).toBe(`${title.slice(0, 39)}…`);
  });

  it('does not cut a character in two', () => {
    const cut = previewText(`${'a'.repeat(38)}😀😀😀`);
    expect(cut).toBe(`${'a'.repeat(38)}😀…`);
  });
});
