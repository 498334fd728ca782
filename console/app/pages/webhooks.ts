/** Webhooks: endpoints, a test event, and each endpoint's delivery log with a retry button. */
import { all, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { badge, clear, count, field, h, readOnly, table, time, toast } from '../lib/dom.ts';
import { can } from '../lib/session.ts';

type Endpoint = Api<'WebhookEndpoint'>;

type Delivery = Api<'WebhookDelivery'>;

export function renderWebhooks(main: HTMLElement, params: string[]): undefined {
  const list = h('div', { class: 'list' });
  const detail = h('section', { class: 'detail', 'aria-live': 'polite' });
  const url = h('input', { type: 'url', required: true, placeholder: 'https://hooks.example.com/vigil' });
  const created = h('p', { class: 'hint', 'aria-live': 'polite' });
  const load = async () => {
    const endpoints = await all<Endpoint>('/v1/webhooks', { status: 'all' }, 500);
    clear(
      list,
      table(
        count(endpoints.length, 'endpoint'),
        ['URL', 'Events', 'Status', 'Created', ''],
        endpoints.map((e) => [
          e.url,
          e.events.join(', '),
          badge(e.status),
          time(e.created_at),
          h('a', { href: `#/webhooks/${e.id}` }, 'Deliveries'),
        ]),
      ),
    );
  };
  const form = h(
    'form',
    {
      class: 'filters',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        try {
          const endpoint = await post<Api<'WebhookEndpointWithSecret'>>('/v1/webhooks', {
            url: url.value,
            events: ['*'],
          });
          created.textContent = `Created. Its signing secret, shown once: ${endpoint.secret}`;
          await load();
        } catch (error) {
          toast(error instanceof Error ? error.message : String(error), 'error');
        }
      },
    },
    field('Endpoint URL (receives every event type)', url),
    h('button', { type: 'submit' }, 'Add endpoint'),
  );
  clear(
    main,
    h('h1', {}, 'Webhooks'),
    can('webhooks', 'write')
      ? form
      : readOnly('Adding endpoints, test events and retries need a key with webhooks:write.'),
    created,
    h('div', { class: 'split' }, list, detail),
  );
  void load().catch((error: unknown) => toast(String(error), 'error'));
  if (params[0])
    void showDeliveries(detail, params[0]).catch((error: unknown) => toast(String(error), 'error'));
  return undefined;
}

async function showDeliveries(detail: HTMLElement, id: string): Promise<void> {
  const deliveries = await all<Delivery>(`/v1/webhooks/${id}/deliveries`, {}, 500);
  const retry = async (delivery: Delivery) => {
    try {
      await post(`/v1/webhooks/${id}/deliveries/${delivery.id}/retry`, {});
      toast('Retry scheduled');
      await showDeliveries(detail, id);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  clear(
    detail,
    h('h2', {}, `Delivery log of ${id}`),
    can('webhooks', 'write')
      ? h(
          'div',
          { class: 'buttons' },
          h(
            'button',
            {
              type: 'button',
              onclick: async () => {
                await post(`/v1/webhooks/${id}/test`, {}).catch((e: unknown) => toast(String(e), 'error'));
                await showDeliveries(detail, id);
              },
            },
            'Send a test event',
          ),
        )
      : null,
    table(
      `${count(deliveries.length, 'delivery', 'deliveries')}, newest first`,
      ['Event', 'Status', 'Last answer', 'Next attempt', ''],
      deliveries.map((d) => {
        const last = d.attempts.at(-1);
        return [
          d.event_type,
          [badge(d.status), ` ${count(d.attempts.length, 'attempt')}`],
          last ? `${last.status_code ?? 'no answer'}${last.error ? ` (${last.error})` : ''}` : '—',
          time(d.next_attempt_at),
          (d.status === 'failed' || d.status === 'pending') && can('webhooks', 'write')
            ? h('button', { type: 'button', class: 'secondary', onclick: () => void retry(d) }, 'Retry')
            : '',
        ];
      }),
    ),
  );
}
