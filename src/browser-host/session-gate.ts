// The checks every request passes before it is routed: loopback host, origin-form path, same origin, session token.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refuse } from './http-replies';
import { cookieToken, hostAllowed, originAllowed, SECURITY_HEADERS, SESSION_COOKIE, sameSecret } from './request-guard';

/**
 * The request's URL on this host. The path is appended rather than resolved: resolved, `//name/x` would read as
 * another host's `/x`, and a malformed one threw (a 500). Anything but an origin-form path is refused.
 */
function requestUrl(target: string, port: number): URL | null {
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://127.0.0.1:${port}${target}`);
  } catch {
    return null;
  }
}

/** Opening the printed address: a right token becomes the session cookie, and the page is opened without it. */
function exchangeToken(res: ServerResponse, url: URL, token: string): void {
  if (!sameSecret(url.searchParams.get('token'), token)) {
    refuse(res, 403, 'Wrong token; open the address printed when the app started.');
    return;
  }
  res.writeHead(303, {
    ...SECURITY_HEADERS,
    location: '/',
    'set-cookie': `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`,
  });
  res.end();
}

/** The URL of a request that may go on to be routed, or null when it has been answered here (refused or redirected). */
export function admitRequest(req: IncomingMessage, res: ServerResponse, port: number, token: string): URL | null {
  if (!hostAllowed(req, port)) {
    refuse(res, 421, 'This server only answers to 127.0.0.1.');
    return null;
  }
  const url = requestUrl(req.url ?? '/', port);
  if (url === null) {
    refuse(res, 400, 'Bad request.');
    return null;
  }
  if (!originAllowed(req, port, req.method === 'POST')) {
    refuse(res, 403, 'Requests from other pages are refused.');
    return null;
  }
  if (req.method === 'GET' && url.pathname === '/' && url.searchParams.has('token')) {
    exchangeToken(res, url, token);
    return null;
  }
  if (!sameSecret(cookieToken(req), token)) {
    refuse(res, 401, 'Open the address printed when the app started (it carries a one-time token).');
    return null;
  }
  return url;
}
