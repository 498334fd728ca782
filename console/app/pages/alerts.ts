/** Alert rules: the list with where, what and channel; delete. New rules are drawn on the map. */
import { all, del } from '../lib/api.ts';
import { clear, count, h, readOnly, table, time, toast } from '../lib/dom.ts';
import { can } from '../lib/session.ts';
import type { AlertRule } from '../map/map-data.ts';

export function renderAlerts(main: HTMLElement): undefined {
  const box = h('div');
  const load = async () => {
    const rules = await all<AlertRule>('/v1/alerts', {}, 1000);
    clear(
      box,
      table(
        count(rules.length, 'alert rule'),
        ['Name', 'Behaviour', 'Where', 'Channel', 'Created', ''],
        rules.map((rule) => [
          rule.name ?? rule.id,
          rule.what.behaviour,
          'site_id' in rule.where
            ? `site ${rule.where.site_id}`
            : 'zone' in rule.where
              ? 'a drawn zone'
              : `a circle of ${rule.where.radius_m.toLocaleString()} m`,
          rule.channel.webhook_id ? `webhook ${rule.channel.webhook_id}` : 'every subscribed webhook',
          time(rule.created_at),
          can('alerts', 'write') &&
            h(
              'button',
              {
                type: 'button',
                class: 'secondary',
                onclick: async () => {
                  if (!confirm(`Delete rule ${rule.name ?? rule.id}?`)) return;
                  await del(`/v1/alerts/${rule.id}`).catch((e: unknown) => toast(String(e), 'error'));
                  await load();
                },
              },
              'Delete',
            ),
        ]),
      ),
    );
  };
  clear(
    main,
    h('h1', {}, 'Alert rules'),
    can('alerts', 'write')
      ? h('p', {}, 'Draw a polygon or circle on the ', h('a', { href: '#/map' }, 'map'), ' to create a rule.')
      : readOnly('Creating and deleting rules need a key with alerts:write.'),
    box,
  );
  void load().catch((error: unknown) => toast(String(error), 'error'));
  return undefined;
}
