// The HTTP metrics (src/app/server/metrics.ts): each method, route and status counted and timed
// on its own.
import { describe, expect, it } from 'vitest';
import { createHttpMetrics } from '../../../src/app/server/metrics.ts';

describe('HTTP metrics', () => {
  it('counts and times each method, route and status apart, however often a series is seen', async () => {
    const metrics = createHttpMetrics();
    metrics.observe('POST', '/v1/screen/wallet', 200, 0.002);
    metrics.observe('POST', '/v1/screen/wallet', 200, 0.02);
    metrics.observe('POST', '/v1/screen/wallet', 429, 0.0005);
    metrics.observe('GET', '/v1/screenings', 200, 0.3);
    const text = await metrics.registry.metrics();
    const line = (name: string) =>
      text
        .split('\n')
        .find((l) => l.startsWith(name))
        ?.split(' ')
        .at(-1);
    expect(line('vigil_http_requests_total{method="POST",route="/v1/screen/wallet",status="200"}')).toBe('2');
    expect(line('vigil_http_requests_total{method="POST",route="/v1/screen/wallet",status="429"}')).toBe('1');
    expect(line('vigil_http_requests_total{method="GET",route="/v1/screenings",status="200"}')).toBe('1');
    expect(line('vigil_http_request_duration_seconds_count{method="POST",route="/v1/screen/wallet"}')).toBe(
      '3',
    );
    expect(
      line('vigil_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/v1/screen/wallet"}'),
    ).toBe('2');
    expect(line('vigil_http_request_duration_seconds_sum{method="GET",route="/v1/screenings"}')).toBe('0.3');
  });
});
