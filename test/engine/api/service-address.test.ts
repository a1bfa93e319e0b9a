// Every spelling of one address shares one fault ledger (docs/upload.md, "The fault budget"): otherwise each spelling
// would spend the budget again, and the service, which counts per address, answers error 12.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFaultLedger, resolveServiceAddress, unmapIPv4 } from '../../../src/engine/api';
import { tempDir } from '../upload/upload-test-kit';
import {
  closedAfterEach,
  limitedSandbox,
  neverAnsweredTwelve,
  refusedRows,
  refusedWith,
  twelvesIn,
  uploadWithLedger,
} from './fault-ledger-kit';

const open = closedAfterEach();

const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  '[::ffff:127.0.0.1]',
  '[::FFFF:7F00:1]',
  '[0:0:0:0:0:ffff:7f00:1]',
  '127.1',
  '2130706433',
  '0x7f.1',
  '0x7f000001',
  '0177.0.0.1',
  'localhost',
  'LOCALHOST',
  'LocalHost.',
  '[::1]',
];

describe('the service address of a base URL', () => {
  it('is one for every spelling of the loopback address', async () => {
    for (const host of LOOPBACK_SPELLINGS) {
      expect((await resolveServiceAddress(`http://${host}:8787/api/json/v3/`)).key, host).toBe('loopback:8787');
    }
  });

  it('unmaps IPv4-mapped IPv6 addresses of other hosts, in either notation', async () => {
    expect(unmapIPv4('::ffff:cb00:7105')).toBe('203.0.113.5');
    expect(unmapIPv4('::FFFF:203.0.113.5')).toBe('203.0.113.5');
    expect(unmapIPv4('2001:db8::1')).toBe('2001:db8::1');
    expect((await resolveServiceAddress('http://[::ffff:203.0.113.5]/api')).key).toBe('203.0.113.5:80');
  });

  it('is the same with the default port written out or left away', async () => {
    expect((await resolveServiceAddress('https://203.0.113.5:443/api')).key).toBe('203.0.113.5:443');
    expect((await resolveServiceAddress('https://203.0.113.5/api')).key).toBe('203.0.113.5:443');
    expect((await resolveServiceAddress('http://0xcb.0.113.5:80/api')).key).toBe('203.0.113.5:80');
  });

  it('says so when the host name does not resolve', async () => {
    const a = await resolveServiceAddress('http://no-such-host.invalid:8787/api');
    expect(a.resolved).toBe(false);
    expect(a.problem).not.toBeNull();
  });
});

describe('a fault ledger whose host name does not resolve', () => {
  it('sends nothing and says why, in both languages, rather than keeping a count of its own', async () => {
    const ledger = await openFaultLedger({ dir: await tempDir(), baseUrl: 'http://no-such-host.invalid:8787/api' });
    expect(await ledger.reserve(1)).toBeNull();
    expect(ledger.available()).toBe(0);
    expect(ledger.distrust()?.kind).toBe('unresolved');
    expect(ledger.distrust()?.notice.en).toMatch(/does not resolve/);
    expect(ledger.distrust()?.notice.hu).toMatch(/nem oldható fel/);
  });
});

describe('uploads through alternating spellings of one address', () => {
  it('share one budget: each spelling a run of its own, the service never answers error 12', async () => {
    const s = await limitedSandbox(open);
    const dir = await tempDir();
    const spellings = ['127.0.0.1', '[::ffff:127.0.0.1]', '127.1', '2130706433', '0x7f.1', '0x7f000001', 'LOCALHOST'];
    let refused = 0;
    for (const [i, host] of [...spellings, ...spellings].entries()) {
      const baseUrl = s.baseUrl.replace('127.0.0.1', host);
      const run = await uploadWithLedger(open, path.join(dir, `run-${i}`), baseUrl, refusedRows(`SP${i}`, 30), dir);
      expect(twelvesIn(run.outcome), host).toBe(0);
      refused += refusedWith(run.outcome, 26);
    }
    expect(refused).toBeLessThanOrEqual(90);
    expect(refused).toBeGreaterThanOrEqual(80);
    expect(await neverAnsweredTwelve(open, s)).toBe(true);
  });
});
