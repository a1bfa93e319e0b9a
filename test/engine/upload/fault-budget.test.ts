import { promises as fs } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openFaultLedger } from '../../../src/engine/api';
import { tempDir } from './upload-test-kit';

describe('fault budget', () => {
  it('keeps a margin below the limit, persists across runs and forgets faults after an hour', async () => {
    const dir = await tempDir();
    let t = Date.parse('2026-01-01T10:00:00Z');
    const now = (): number => t;
    const a = await openFaultLedger({ dir, baseUrl: 'http://203.0.113.7/api/json/v3', limit: 100, now });
    expect(a.usable).toBe(90);
    await a.record(30);
    t += 30 * 60 * 1000;
    const b = await openFaultLedger({ dir, baseUrl: 'http://203.0.113.7/api/json/v3/', limit: 100, now });
    expect(b.available()).toBe(60);
    await b.record(10);
    expect(b.nextReleaseAt()?.toISOString()).toBe('2026-01-01T11:00:00.000Z');
    t += 31 * 60 * 1000;
    expect(b.available()).toBe(80);
    const other = await openFaultLedger({ dir, baseUrl: 'http://203.0.113.8/api/json/v3', limit: 100, now });
    expect(other.available()).toBe(90);
  });

  it('takes an unreadable file as spent (no room) rather than afresh', async () => {
    const dir = await tempDir();
    const a = await openFaultLedger({ dir, baseUrl: 'http://203.0.113.7', limit: 10 });
    await fs.writeFile(a.file, '{not json');
    const b = await openFaultLedger({ dir, baseUrl: 'http://203.0.113.7', limit: 10 });
    expect(b.available()).toBe(0);
    expect(await b.reserve(1)).toBeNull();
  });
});
