// A mapping template the app cannot save fails in both languages (the contract boundary shows the UI's), as the
// command line's `map --save` prints both; before, the app had the engine's English alone (docs/messages.md).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../src/app-services/app-failure';
import { MappingTemplates } from '../../src/app-services/mapping-templates';
import { TEMPLATE_KIND } from '../../src/engine/mapping';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('app-mapping-save-');

describe('a mapping template that cannot be saved', () => {
  it('fails with the English and the Hungarian, the Hungarian with no English sentence', async () => {
    // A folder in the template's place: the rename over it fails, whatever the user running the test may write.
    await mkdir(path.join(temp.dir, 'mapping-templates', 'iroda.json'), { recursive: true });
    const failed = await new MappingTemplates(temp.dir)
      .save('iroda', { kind: TEMPLATE_KIND, version: 1, sheets: [] })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(failed).toBeInstanceOf(AppFailure);
    const f = failed as AppFailure;
    expect(f.message).toMatch(/^Mapping template .*iroda\.json cannot be written \(E[A-Z]+\)\.$/);
    expect(f.hu).toMatch(/^A\(z\) .*iroda\.json hozzárendelési sablon nem írható \(E[A-Z]+\)\.$/);
    expectNoEnglishSentence(f.hu ?? '');
  });
});
