import { describe, expect, it } from 'vitest';
import { planTemplate } from '../../../src/engine/template';
import { helpLines } from '../../../src/engine/template/help-sheet';

describe('the Import action column of a template', () => {
  it('is planned on the properties sheets only, with the words of the language', () => {
    const plan = planTemplate('hu', ['apartment', 'house'], null);
    const withAction = plan.sheets.filter((s) => s.importAction !== undefined).map((s) => s.name);
    expect(withAction).toEqual(['Ingatlanok – lakás', 'Ingatlanok – ház']);
    expect(plan.sheets[1]?.importAction).toMatchObject({
      header: 'Importálási művelet',
      words: ['feltöltés', 'visszavonás', 'törlés'],
    });
    expect(planTemplate('en', null, null).sheets[1]?.importAction?.words).toEqual(['upsert', 'withdraw', 'delete']);
  });

  it('is explained on the Help sheet', () => {
    const lines = helpLines(planTemplate('hu', null, null), 5000).map((l) => l.cells.join(' | '));
    const line = lines.find((l) => l.startsWith('Importálási művelet | '));
    expect(line).toContain('törlés: törlése a portálról (a feltöltés megerősítteti a törlések számát)');
    expect(line).toContain('soha nem törlődnek');
  });
});
