// An HTTP server of a test started on a free loopback port, and stopped with the connections it still holds.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ListeningServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function listenOnLoopback(server: http.Server): Promise<ListeningServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
