// GET /api/events: the contract's events sent to every open page as server-sent events.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENTS } from '../shared/contract';
import type { EventName } from '../shared/contract-methods';
import { SECURITY_HEADERS } from './request-guard';

/** The pages listening for events; a page that closes stops being sent them. */
export class EventStream {
  private readonly listeners = new Set<ServerResponse>();

  /** Sends the event to every page; a payload the contract does not allow is not sent. */
  emit(event: EventName, payload: unknown): void {
    const checked = EVENTS[event].safeParse(payload);
    if (!checked.success) return;
    const line = `event: ${event}\ndata: ${JSON.stringify(checked.data)}\n\n`;
    for (const res of this.listeners) res.write(line);
  }

  /** Answers the request with a stream that stays open until the page closes it. */
  listen(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream', connection: 'keep-alive' });
    res.write(': connected\n\n');
    this.listeners.add(res);
    req.on('close', () => this.listeners.delete(res));
  }

  /** Ends every stream, for a host that stops. */
  endAll(): void {
    for (const res of this.listeners) res.end();
    this.listeners.clear();
  }
}
