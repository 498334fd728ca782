// VIGIL_FEEDS wired into the service: once it listens, it connects to a TCP AIS feed and stores
// what arrives; closing the app stops the feed.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../harness.ts';

let feed: Server;
const sockets = new Set<Socket>();
let t: TestApp;

beforeAll(async () => {
  feed = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // gpsd's sample: a class A position of MMSI 371798000, then a two-part type 5 split mid-line.
    socket.write(
      '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A\r\n!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C\r\n!AIVDM,2,2,1,A,8',
    );
    setTimeout(() => socket.write('8888888880,2*25\r\n'), 50);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const address = feed.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await startApp({ env: { VIGIL_FEEDS: `tcp://127.0.0.1:${port}?format=nmea` } });
  await t.app.listen();
});

afterAll(async () => {
  await t.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => feed.close(resolve));
});

it('stores the positions and static facts of a TCP AIS feed', async () => {
  let position: string | undefined;
  let named: string | null | undefined;
  for (let i = 0; i < 100 && (position === undefined || !named); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    position = (await t.app.services.assets.findBy('mmsi', '371798000'))?.id;
    named = (await t.app.services.assets.findBy('mmsi', '351759000'))?.name;
  }
  expect(position).toBeDefined();
  expect(named).toBe('EVER DIADEM');
});
