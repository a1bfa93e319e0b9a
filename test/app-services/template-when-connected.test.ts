// The template's settlements come from the connection's reference data when connected, not only from a saved copy.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-template-connected-');

describe('downloadTemplate while connected', () => {
  it('fills the settlements from the connection and saves the copy for offline use', async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    const r = await h.call('downloadTemplate', { language: 'hu', types: ['apartment'] });
    expect(r.settlements).toBeGreaterThan(0);
    expect(r.source).toContain('demo');
    const saved = await readdir(join(h.dir, 'data', 'reference-cache'));
    expect(saved.filter((n) => n.startsWith('reference-'))).toHaveLength(1);
  });
});
