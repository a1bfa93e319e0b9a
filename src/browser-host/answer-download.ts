// GET /download/<id>: a result workbook the services offered, sent as an attachment under the user's file name.
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import type { HostFiles } from './host-files';
import { refuse, send } from './http-replies';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The download header: a plain-ASCII name for old browsers, the exact name for the rest. */
function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^\w .()-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function answerDownload(res: ServerResponse, url: URL, downloads: HostFiles): Promise<void> {
  const file = downloads.get(url.pathname.slice('/download/'.length));
  if (file === null) {
    refuse(res, 404, 'That download has expired.');
    return;
  }
  send(res, 200, await readFile(file.path), XLSX_TYPE, { 'content-disposition': attachment(file.name) });
}
