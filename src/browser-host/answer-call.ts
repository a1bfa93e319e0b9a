// POST /api/<method>: one contract call over HTTP, answered with its result.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isMethodName } from '../app-services/dispatch';
import type { ServicesClient } from '../app-services/worker-client';
import { readBody, refuse, refuseLingering, send } from './http-replies';
import { parseCallBody } from './request-guard';

const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** One contract call, answered with its result; a browser that goes away stops it. */
export async function answerCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: ServicesClient,
): Promise<void> {
  if (
    req.headers['x-li-request'] !== '1' ||
    !String(req.headers['content-type'] ?? '').startsWith('application/json')
  ) {
    refuse(res, 400, 'Bad request.');
    return;
  }
  const name = url.pathname.slice('/api/'.length);
  if (!isMethodName(name)) {
    refuse(res, 404, 'No such method.');
    return;
  }
  const body = await readBody(req, MAX_JSON_BYTES);
  if (body === null) {
    refuseLingering(req, res, 'Request too large.');
    return;
  }
  const parsed = parseCallBody(body);
  if (parsed.kind === 'too_deep') {
    refuse(res, 400, parsed.message);
    return;
  }
  if (parsed.kind === 'not_json') {
    send(
      res,
      200,
      JSON.stringify({ ok: false, error: { code: 'invalid_request', message: 'The request body is not JSON.' } }),
      'application/json',
    );
    return;
  }
  // A browser that goes away (a reload) stops what it asked for, if that can be stopped.
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  send(res, 200, JSON.stringify(await services.call(name, parsed.args, gone.signal)), 'application/json');
}
