// POST /upload: a workbook the user chose, copied to the host and kept under a new id the services open it by.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname } from 'node:path';
import type { ServicesClient } from '../app-services/worker-client';
import type { HostFiles } from './host-files';
import { refuse, refuseTooLarge, send } from './http-replies';
import { receiveUpload, storedName } from './upload-receiver';

const WORKBOOK_EXTENSIONS: readonly string[] = ['.xlsx', '.csv', '.xls', '.ods'];

/** What an upload needs of the host: where copies go, how big they may be, and who is told of them. */
export interface UploadPlace {
  readonly uploads: HostFiles;
  readonly services: ServicesClient;
  readonly uploadDir: string;
  readonly uploadLimit: number;
}

export async function answerUpload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  place: UploadPlace,
): Promise<void> {
  const { uploads, services, uploadDir, uploadLimit } = place;
  if (req.headers['x-li-request'] !== '1') {
    refuse(res, 400, 'Bad request.');
    return;
  }
  // Cut as it is stored, its extension kept: a long name cut at a length lost its extension and read as no workbook.
  const given = basename(url.searchParams.get('name') ?? '');
  const name = given === '' ? '' : storedName(given);
  const ext = extname(name).toLowerCase();
  if (!name || !WORKBOOK_EXTENSIONS.includes(ext)) {
    const message = `${name || 'The file'} is not a workbook (.xlsx or .csv).`;
    send(res, 200, JSON.stringify({ ok: false, error: { code: 'bad_workbook', message } }), 'application/json');
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > uploadLimit) {
    refuseTooLarge(req, res, uploadLimit);
    return;
  }
  const received = await receiveUpload(req, uploadDir, name, uploadLimit);
  if (received.kind === 'too_large') {
    refuseTooLarge(req, res, uploadLimit);
    return;
  }
  // Nobody is left to answer; the part received is already removed.
  if (received.kind === 'aborted') {
    res.destroy();
    return;
  }
  const id = uploads.add({ path: received.path, name });
  services.uploaded(id, received.path, name);
  send(res, 200, JSON.stringify({ ok: true, value: { uploadId: id } }), 'application/json');
}
