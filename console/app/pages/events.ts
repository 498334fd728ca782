/**
 * Events: the behavioural events of the workspace's assets (`GET /v1/asset-events`: zone and port
 * visits, encounters, loitering, dark gaps, speeding), newest first, filtered by kind, asset, time
 * and minimum length. An asset's name opens it on the map.
 */
import { ApiError, get, type Page } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, count, field, h, localDateTime, toast } from '../lib/dom.ts';
import { can } from '../lib/session.ts';
import { type AssetEvent, EVENT_KINDS, type EventKind, eventTable } from '../map/event-kinds.ts';

type Asset = Api<'Asset'>;

const PAGE = 100;
const WEEK_MS = 7 * 86_400_000;

/** What an asset, a site or a rule is called; undefined where the key may not read it. */
async function nameOf(id: string): Promise<string | undefined> {
  try {
    if (id.startsWith('ast_')) {
      const asset = await get<Asset>(`/v1/assets/${id}`);
      return asset.name ?? asset.identifiers.mmsi;
    }
    if (id.startsWith('site_') && can('sites'))
      return (await get<Api<'Site'>>(`/v1/sites/${id}`)).name ?? undefined;
    if (id.startsWith('rule_') && can('alerts'))
      return (await get<Api<'AlertRule'>>(`/v1/alerts/${id}`)).name ?? undefined;
  } catch {
    // A name is a help, not the answer: the id stands in.
  }
  return undefined;
}

export function renderEvents(main: HTMLElement, params: string[]): () => void {
  const kinds = new Map<EventKind, HTMLInputElement>();
  const kindBoxes = (Object.keys(EVENT_KINDS) as EventKind[]).map((kind) => {
    const box = h('input', { type: 'checkbox', checked: true, value: kind });
    kinds.set(kind, box);
    return h('label', { class: 'check' }, box, ` ${EVENT_KINDS[kind].label}`);
  });
  const asset = h('input', {
    type: 'text',
    autocomplete: 'off',
    spellcheck: 'false',
    value: params[0]?.startsWith('ast_') ? params[0] : '',
  });
  const from = h('input', { type: 'datetime-local', value: localDateTime(Date.now() - WEEK_MS) });
  const to = h('input', { type: 'datetime-local' });
  const minMinutes = h('input', { type: 'number', min: 0, step: 1, value: 0 });
  const problems = h('p', { class: 'error', role: 'alert' });
  const list = h('div', { class: 'list', 'aria-live': 'polite' });
  const names = new Map<string, string>();
  let shown: AssetEvent[] = [];
  let next: string | null = null;
  let caption = '';
  let query: Record<string, string | number | string[] | undefined> = {};

  /** Names of the assets, sites and rules the events name, read once each, six at a time. */
  const nameAll = async (events: readonly AssetEvent[]) => {
    const ids = [
      ...new Set(
        events.flatMap((e) => [
          e.asset_id,
          ...(e.other_asset_id ? [e.other_asset_id] : []),
          ...(e.zone ? [e.zone.id] : []),
        ]),
      ),
    ].filter((id) => !names.has(id));
    let i = 0;
    const worker = async () => {
      while (i < ids.length) {
        const id = ids[i++];
        if (!id) break;
        names.set(id, (await nameOf(id)) ?? id);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
  };

  const render = () => {
    clear(
      list,
      eventTable(shown, {
        caption,
        nameOf: (id) => names.get(id),
        openAsset: (id) => {
          window.location.hash = `#/map/${id}`;
        },
        withAsset: true,
      }),
      next
        ? h('button', { type: 'button', class: 'secondary', onclick: () => void more() }, `Show ${PAGE} more`)
        : null,
    );
  };
  const more = async () => {
    if (!next) return;
    const page = await get<Page<AssetEvent>>('/v1/asset-events', { ...query, limit: PAGE, cursor: next });
    await nameAll(page.data);
    shown = [...shown, ...page.data];
    next = page.next_cursor;
    caption = `${count(shown.length, 'event')}${next ? ', newest first; more below' : ', newest first'}`;
    render();
  };

  /** The asset filter: an id as it is, else the one asset a search finds (several: say which). */
  const assetId = async (): Promise<string | undefined | null> => {
    const text = asset.value.trim();
    if (!text) return undefined;
    if (/^ast_/.test(text)) return text;
    const { data } = await get<{ data: Asset[] }>('/v1/assets/search', { q: text, limit: 10 });
    const [only] = data;
    if (data.length === 1 && only) {
      names.set(only.id, only.name ?? only.id);
      return only.id;
    }
    problems.textContent =
      data.length === 0
        ? `No asset matches “${text}”.`
        : `${data.length} assets match “${text}”: ${data.map((a) => `${a.name ?? '?'} (${a.id})`).join(', ')}. Give one’s id.`;
    return null;
  };

  const load = async () => {
    problems.textContent = '';
    const id = await assetId();
    if (id === null) return;
    const chosen = [...kinds].filter(([, box]) => box.checked).map(([kind]) => kind);
    if (chosen.length === 0) {
      problems.textContent = 'Choose at least one kind.';
      return;
    }
    query = {
      asset_id: id,
      kind: chosen.length === kinds.size ? undefined : chosen,
      from: from.value ? new Date(from.value).toISOString() : undefined,
      to: to.value ? new Date(to.value).toISOString() : undefined,
      min_duration_s: Number(minMinutes.value) > 0 ? Math.round(Number(minMinutes.value) * 60) : undefined,
    };
    shown = [];
    next = null;
    clear(list, h('p', { class: 'hint' }, 'Reading…'));
    try {
      const page = await get<Page<AssetEvent>>('/v1/asset-events', { ...query, limit: PAGE });
      await nameAll(page.data);
      shown = page.data;
      next = page.next_cursor;
      caption = `${count(shown.length, 'event')}${next ? ', newest first; more below' : ', newest first'}`;
      render();
    } catch (error) {
      clear(list);
      problems.textContent = error instanceof ApiError ? error.problem.detail : String(error);
    }
  };

  const form = h(
    'form',
    {
      class: 'filters event-filters',
      onsubmit: (event: Event) => {
        event.preventDefault();
        void load().catch((error: unknown) => toast(String(error), 'error'));
      },
    },
    h('fieldset', {}, h('legend', {}, 'Kinds'), kindBoxes),
    field('Asset', asset, 'Its id, or a name, MMSI, IMO or call sign that finds one asset.'),
    field('Going on from', from),
    field('Begun before', to),
    field('Lasting at least (minutes)', minMinutes),
    h('button', { type: 'submit' }, 'Filter'),
    problems,
  );
  clear(
    main,
    h('h1', {}, 'Events'),
    h(
      'p',
      { class: 'hint' },
      'What the detectors found of the assets your rules, sites and follows watch. Port visits are listed once the service detects them.',
    ),
    form,
    list,
  );
  void load().catch((error: unknown) => toast(String(error), 'error'));
  return () => undefined;
}
