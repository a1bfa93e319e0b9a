// The row panel of a row already on the portal says so (created or updated, with its service ID), not "valid"; the
// panel is named by what it shows: why the row is invalid only when it is.
import { describe, expect, it } from 'vitest';
import type { GridCursor } from '../../src/renderer/src/components/row-grid';
import { renderNavigator } from './navigator-kit';
import type { GridRow } from '../../src/shared/contract';

const CREATED: GridRow = {
  row: 4,
  status: 'created',
  serviceId: 70412,
  propertyType: 'apartment',
  action: null,
  rowProblems: [],
  notices: [],
  cells: [{ text: 'E2E-001', problems: [], edited: false }],
};

function panel(row: GridRow, lang: 'hu' | 'en'): string {
  const cursor: GridCursor = { row, column: null, at: [0, 0] };
  const columns = [{ index: 0, column: 'A', header: 'Azonosító', field: 'id.transfer_id' }];
  return renderNavigator(lang, { cursor, columns });
}

const reasons = (html: string): string => /aria-label="[^"]*"><h2>.*?<\/section>/.exec(html)?.[0] ?? '';

describe('the row panel of a row on the portal', () => {
  it('says in Hungarian that the row was created on the portal, with its service ID', () => {
    const html = reasons(panel(CREATED, 'hu'));
    expect(html).toContain('Létrehozva a portálon (szolgáltatói azonosító: 70412)');
    expect(html).not.toContain('rendben');
  });

  it('says in English that the row was updated on the portal', () => {
    const html = reasons(panel({ ...CREATED, status: 'updated' }, 'en'));
    expect(html).toContain('Updated on the portal (service ID 70412)');
    expect(html).not.toContain('>valid<');
  });

  // Unchanged since its last result (the portal not asked) or the same as the portal's record: both true of it.
  it('says of an unchanged row only that nothing is to be sent, not what the portal holds (maybe never asked)', () => {
    const hu = reasons(panel({ ...CREATED, status: 'skipped' }, 'hu'));
    expect(hu).toContain('Változatlan, nincs mit elküldeni (szolgáltatói azonosító: 70412)');
    expect(hu).not.toContain('a portálon már így szerepel');
    const en = reasons(panel({ ...CREATED, status: 'skipped' }, 'en'));
    expect(en).toContain('Unchanged, nothing to send (service ID 70412)');
  });

  it('still says "valid" of a valid row not sent yet', () => {
    expect(reasons(panel({ ...CREATED, status: 'valid', serviceId: null }, 'en'))).toContain('valid');
  });
});

const regionName = (html: string): string =>
  /<section class="row-reasons"[^>]*aria-label="([^"]*)"/.exec(html)?.[1] ?? '';

describe("the row panel's name", () => {
  it("is the row's state in Hungarian for a row created on the portal", () => {
    expect(regionName(panel(CREATED, 'hu'))).toBe('A sor állapota');
  });

  it("is the row's state in English for a valid row not sent yet", () => {
    expect(regionName(panel({ ...CREATED, status: 'valid', serviceId: null }, 'en'))).toBe('This row&#x27;s state');
  });

  it('says why the row is invalid when a cell of it has a problem', () => {
    const invalid: GridRow = {
      ...CREATED,
      status: 'invalid',
      serviceId: null,
      cells: [{ text: '', problems: ['Hirdetés azonosító: kötelező'], edited: false }],
    };
    expect(regionName(panel(invalid, 'hu'))).toBe('Miért hibás ez a sor');
  });
});
