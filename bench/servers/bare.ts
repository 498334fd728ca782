/**
 * The baseline: the least a Node HTTP server can do per request, a fixed JSON body from bare
 * `node:http`. The full stack's throughput is read as a fraction of this one's.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announce } from './protocol.ts';

const body = JSON.stringify({ hello: 'world' });

const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  announce({ url: `http://127.0.0.1:${port}`, details: {} }, async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
