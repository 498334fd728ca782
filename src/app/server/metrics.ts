/** Prometheus metrics for `GET /metrics`: Node's own, plus a count and latency of every request. */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface HttpMetrics {
  registry: Registry;
  observe(method: string, route: string, status: number, seconds: number): void;
}

export function createHttpMetrics(): HttpMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'vigil_' });
  const requests = new Counter({
    name: 'vigil_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'vigil_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its response.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    observe(method, route, status, seconds) {
      requests.inc({ method, route, status });
      duration.observe({ method, route }, seconds);
    },
  };
}
