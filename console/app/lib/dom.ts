/** Building the page from plain DOM: one element helper, formatting, and the status line. */

type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | EventListener | null | undefined>;

/** `h('button', {onclick: f, class: 'x'}, 'Save')`: attributes, listeners (`on…`) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

export function clear(element: Element, ...children: (Child | Child[])[]): void {
  element.replaceChildren();
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
}

/** A time as the reader's local date and time, with the UTC value on hover. */
export function time(iso: string | null | undefined): HTMLElement | string {
  if (!iso) return '—';
  const date = new Date(iso);
  return h(
    'time',
    { datetime: iso, title: iso },
    date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  );
}

/** "1 case", "3 cases": a count with its noun. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString()} ${n === 1 ? one : many}`;
}

/** `YYYY-MM-DDTHH:mm` in the reader's time zone, as a datetime-local field takes it. */
export function localDateTime(ms: number): string {
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** `3 d 4 h`, `2 h 05 min`, `12 min`, `40 s` (as the PDF reports write a length of time). */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** Saves `blob` as a file named `name` (a download from this origin: nothing leaves the browser). */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = h('a', { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function number(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined
    ? '—'
    : value.toLocaleString(undefined, { maximumFractionDigits: digits });
}

let toastTimer: number | undefined;

/** Says something in the status line (read out by screen readers). */
export function toast(message: string, kind: 'info' | 'error' = 'info'): void {
  const box = document.getElementById('toast');
  if (!box) return;
  box.textContent = message;
  box.className = `show ${kind}`;
  window.clearTimeout(toastTimer);
  toastTimer = window.setTimeout(clearToast, 6000);
}

/** Takes the status line away (a message about the page one has left). */
export function clearToast(): void {
  window.clearTimeout(toastTimer);
  const box = document.getElementById('toast');
  if (!box) return;
  box.className = '';
  box.textContent = '';
}

/** A labelled form field. */
export function field(label: string, control: HTMLElement, hint?: string): HTMLElement {
  const id = control.id || `f-${Math.random().toString(36).slice(2, 9)}`;
  control.id = id;
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    control,
    hint ? h('small', {}, hint) : null,
  );
}

/** A table with a caption, its header row and rows of cells. */
export function table(caption: string, headers: string[], rows: (Child | Child[])[][]): HTMLElement {
  return h(
    'table',
    {},
    h('caption', {}, caption),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        headers.map((name) => h('th', { scope: 'col' }, name)),
      ),
    ),
    h(
      'tbody',
      {},
      rows.length === 0
        ? h('tr', {}, h('td', { colspan: headers.length, class: 'empty' }, 'Nothing yet.'))
        : rows.map((cells) =>
            h(
              'tr',
              {},
              cells.map((cell) => h('td', {}, cell)),
            ),
          ),
    ),
  );
}

/** Says which scope would offer the controls a read-only key does not see. */
export function readOnly(text: string): HTMLElement {
  return h('p', { class: 'hint read-only' }, `Read-only: ${text}`);
}

export function badge(text: string, tone = text): HTMLElement {
  return h('span', { class: `badge ${tone.replace(/[^a-z_]/g, '')}` }, text);
}
