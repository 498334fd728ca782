/**
 * The console's entry: sign-in, the navigation (only the pages the key may read), and a hash router
 * (`#/map`, `#/threats/thr_…`) so that every view has an address and the browser's back works.
 */
import { clear, clearToast, h } from './lib/dom.ts';
import { liveBadge, startEvents, stopEvents } from './lib/events.ts';
import { startKeyWatch, stopKeyWatch } from './lib/key-watch.ts';
import { can, currentKey, type Family, ownKey, signOut } from './lib/session.ts';
import { renderAgents } from './pages/agents.ts';
import { renderAlerts } from './pages/alerts.ts';
import { renderCases } from './pages/cases.ts';
import { renderDetections } from './pages/detections.ts';
import { renderEvents } from './pages/events.ts';
import { renderMap } from './pages/map.ts';
import { renderScreening } from './pages/screening.ts';
import { renderSignIn } from './pages/sign-in.ts';
import { renderThreats } from './pages/threats.ts';
import { renderWebhooks } from './pages/webhooks.ts';

/** A page draws into `main`; it may return a function that stops what it started (timers, maps). */
export type Render = (main: HTMLElement, params: string[]) => undefined | (() => void);

interface PageEntry {
  path: string;
  title: string;
  needs: Family[];
  render: Render;
}

const PAGES: PageEntry[] = [
  { path: 'map', title: 'Map', needs: ['sites', 'assets', 'alerts'], render: renderMap },
  { path: 'events', title: 'Events', needs: ['assets'], render: renderEvents },
  { path: 'detections', title: 'Detections', needs: ['detections'], render: renderDetections },
  { path: 'cases', title: 'Cases', needs: ['cases'], render: renderCases },
  { path: 'alerts', title: 'Alert rules', needs: ['alerts'], render: renderAlerts },
  { path: 'webhooks', title: 'Webhooks', needs: ['webhooks'], render: renderWebhooks },
  { path: 'screening', title: 'Screening', needs: ['screening'], render: renderScreening },
  { path: 'threats', title: 'Threats', needs: ['threats'], render: renderThreats },
  { path: 'agents', title: 'Agents', needs: ['agents'], render: renderAgents },
];

let stop: (() => void) | undefined;

const visible = () => PAGES.filter((page) => page.needs.some((family) => can(family)));

function route(): void {
  const main = document.getElementById('main');
  const nav = document.getElementById('nav');
  const session = document.getElementById('session');
  if (!main || !nav || !session) return;
  stop?.();
  stop = undefined;
  clearToast();
  if (!currentKey()) {
    stopEvents();
    stopKeyWatch();
    clear(nav);
    clear(session);
    document.title = 'Sign in · Vigil';
    // After sign-in the page asked for (a link to a threat, say) opens, or else the first one.
    renderSignIn(main, route);
    return;
  }
  startEvents();
  startKeyWatch();
  const pages = visible();
  const [path = pages[0]?.path ?? 'map', ...params] = window.location.hash.replace(/^#\/?/, '').split('/');
  const page = pages.find((p) => p.path === path) ?? pages[0];
  // The address names the page shown, without a second route through a hashchange.
  if (page && page.path !== path) window.history.replaceState(null, '', `#/${page.path}`);
  clear(
    nav,
    h(
      'ul',
      {},
      pages.map((p) =>
        h('li', {}, h('a', { href: `#/${p.path}`, 'aria-current': p === page ? 'page' : null }, p.title)),
      ),
    ),
  );
  const self = ownKey();
  clear(
    session,
    self
      ? h(
          'span',
          {
            class: 'who',
            title: `${self.type === 'oauth_client' ? 'OAuth client' : 'Key'} ${self.id}: ${self.scopes.join(' ')}`,
          },
          `Workspace ${self.workspace.name}`,
        )
      : null,
    liveBadge(),
    h('button', { type: 'button', class: 'link', onclick: () => signOut() }, 'Sign out'),
  );
  if (!page) {
    clear(main, h('h1', {}, 'Nothing to show'), h('p', {}, 'This key may read none of the console’s pages.'));
    return;
  }
  document.title = `${page.title} · Vigil`;
  main.className = `page-${page.path}`;
  stop = page.render(main, page.path === path ? params : []) ?? undefined;
}

window.addEventListener('hashchange', route);
window.addEventListener('vigil:signed-out', route);
route();
