// Which answer an admitted request gets, by method and path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerCall } from './answer-call';
import { answerDownload } from './answer-download';
import type { UploadPlace } from './answer-upload';
import { answerUpload } from './answer-upload';
import type { EventStream } from './event-stream';
import type { HostFiles } from './host-files';
import { refuse, serveStatic } from './http-replies';

/** What the routes answer from: the services, the event stream, the files kept by id and the built renderer. */
export interface HostRoutes extends UploadPlace {
  readonly events: EventStream;
  readonly downloads: HostFiles;
  readonly rendererDir: string;
}

export async function routeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  routes: HostRoutes,
): Promise<void> {
  const isPost = req.method === 'POST';
  const isGet = req.method === 'GET';
  if (isPost && url.pathname.startsWith('/api/')) {
    await answerCall(req, res, url, routes.services);
  } else if (isGet && url.pathname === '/api/events') {
    routes.events.listen(req, res);
  } else if (isPost && url.pathname === '/upload') {
    await answerUpload(req, res, url, routes);
  } else if (isGet && url.pathname.startsWith('/download/')) {
    await answerDownload(res, url, routes.downloads);
  } else if (isGet) {
    await serveStatic(res, routes.rendererDir, url.pathname);
  } else {
    refuse(res, 405, 'Method not allowed.');
  }
}
