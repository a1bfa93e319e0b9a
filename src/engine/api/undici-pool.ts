// The parts of undici the API client uses: a connection pool, its `request`, and its error classes. undici's index
// also loads fetch, WebSocket, the mock agents, caches and interceptors, and they pull in Node's own bundled copy
// of undici: about 4× the load time of these parts, paid by every command that talks to the service.
import type { Pool as UndiciPool, errors as undiciErrors } from 'undici';
import PoolModule from 'undici/lib/dispatcher/pool.js';
import DispatcherModule from 'undici/lib/dispatcher/dispatcher.js';
import requestFunction from 'undici/lib/api/api-request.js';
import errorsModule from 'undici/lib/core/errors.js';

// What undici's index does for every dispatcher (`Object.assign(Dispatcher.prototype, api)`), for `request` only;
// the same function, so loading the whole of undici later changes nothing.
const dispatcherPrototype = (DispatcherModule as { prototype: { request?: unknown } }).prototype;
dispatcherPrototype.request ??= requestFunction;

export const Pool = PoolModule as typeof UndiciPool;
export type Pool = UndiciPool;
export const errors = errorsModule as typeof undiciErrors;
