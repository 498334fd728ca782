/** `POST /v1/screen/wallet` in a test: the answer's JSON, after checking it is a 200. */
import { expect } from 'vitest';
import type { TestApp, TestKey } from '../../harness.ts';

export async function screenWallet(
  t: TestApp,
  key: TestKey,
  body: { chain: string; address: string; [option: string]: unknown },
) {
  const response = await t.request({ method: 'POST', url: '/v1/screen/wallet', key, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
