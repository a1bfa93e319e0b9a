import { constants, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markWritten, openJournal } from '../../../src/engine/upload';
import { tempDir } from './upload-test-kit';

/** The file handles' shared prototype, whose methods the journal calls. */
async function fileHandlePrototype(dir: string): Promise<fs.FileHandle> {
  const fh = await fs.open(path.join(dir, 'probe'), 'w');
  await fh.close();
  return Object.getPrototypeOf(fh) as fs.FileHandle;
}

/** Whether a descriptor of this process was opened with O_DSYNC, as Linux shows it (`flags:` in octal). */
function openedDsync(fd: number): boolean {
  const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1];
  return flags !== undefined && (parseInt(flags, 8) & constants.O_DSYNC) !== 0;
}

/** Each append the journal makes, seen as it is made: its descriptor synchronized or not; and the datasyncs called. */
async function watchAppends(dir: string): Promise<{ readonly appends: boolean[]; readonly datasyncs: () => number }> {
  const proto = await fileHandlePrototype(dir);
  const appends: boolean[] = [];
  const write = proto.write;
  vi.spyOn(proto, 'write').mockImplementation(function (this: fs.FileHandle, ...args: Parameters<typeof write>) {
    appends.push(openedDsync(this.fd));
    return write.apply(this, args);
  } as typeof write);
  const datasync = vi.spyOn(proto, 'datasync');
  return { appends, datasyncs: () => datasync.mock.calls.length };
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The journal's rule holds as before (a line counts once durable); what changes is how: one write through an O_DSYNC
// descriptor instead of a write and a datasync, each a hand-off to libuv's pool (docs/upload.md, "The send loop").
describe.runIf(process.platform === 'linux')('journal appends on a platform with O_DSYNC', () => {
  it('go out in one synchronized write each, with no datasync after it, records and the written mark alike', async () => {
    const dir = await tempDir();
    const watched = await watchAppends(dir);
    const j = await openJournal(dir, {
      workbook: '/data/book.csv',
      baseUrl: 'http://x/api/json/v3',
      user: 'demo',
      officeId: 1101,
      rows: 1,
      resumes: null,
    });
    await j.intent(1, [{ key: 'S!2', row: 2, operation: 'create', transferId: 'S-1', fingerprint: 'a' }]);
    await j.results(1, [{ key: 'S!2', row: 2, status: 'created', serviceId: 10, fingerprint: 'a' }]);
    await j.close();
    await markWritten(j.file);

    expect(watched.appends).toEqual([true, true, true]);
    expect(watched.datasyncs()).toBe(0);
    const lines = (await fs.readFile(j.file, 'utf8')).split('\n').filter((l) => l !== '');
    expect(lines.map((l) => (JSON.parse(l) as { type: string }).type)).toEqual([
      'start',
      'intent',
      'result',
      'written',
    ]);
  });
});
