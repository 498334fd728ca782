/** The detection agents' health, refreshed every 10 seconds. */
import { get } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { badge, clear, h, number, table, time, toast } from '../lib/dom.ts';

export function renderAgents(main: HTMLElement): () => void {
  const box = h('div');
  clear(main, h('h1', {}, 'Agents'), box);
  const load = async () => {
    const { data } = await get<Api<'GetAgentsStatusResponse'>>('/v1/agents/status');
    clear(
      box,
      table(
        'Each detection agent',
        ['Agent', 'Status', 'Events', 'Alerts', 'Last event', 'Latency p50 / p99 (ms)', 'Errors'],
        data.map((a) => [
          a.agent,
          badge(a.status),
          number(a.events_processed, 0),
          number(a.alerts_raised, 0),
          time(a.last_event_at),
          `${number(a.latency_ms.p50)} / ${number(a.latency_ms.p99)}`,
          number(a.errors, 0),
        ]),
      ),
    );
  };
  void load().catch((error: unknown) => toast(String(error), 'error'));
  const timer = window.setInterval(() => void load().catch(() => undefined), 10_000);
  return () => window.clearInterval(timer);
}
