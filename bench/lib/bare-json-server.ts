/**
 * The baseline for a POST endpoint: bare `node:http` in this process that reads each request's body
 * to its end and answers the same small JSON, whatever was asked. What is left between it and the
 * real endpoint is the application's own cost.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

export async function startBareJsonServer(body: string): Promise<BareServer> {
  const length = Buffer.byteLength(body);
  const server = createServer((request, response) => {
    request.resume();
    request.once('end', () => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': length,
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
