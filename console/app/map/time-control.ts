/**
 * The time slider: live (every asset at its latest position, following the feed), or a chosen time
 * in the last hour, 6 hours or day, where each asset is drawn where it was then (interpolated
 * between fixes, see history.ts), the selected track up to then, and the detections of the window up
 * to then. Play runs the time forward (×60, ×600 or ×3,600); Live goes back to now. Assets in view
 * whose history the console has not seen (it polls from when the map opened) have their tracks read
 * from the API when the slider is first used on them; the status line says how many it could place.
 * The events of the window in view (`GET /v1/asset-events`) are ticks under the slider in their
 * kinds' colours, a list whose entries move the slider to each one's start, and marks on the map of
 * those begun by the time shown.
 */
import { all, get } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, count, field, h, toast } from '../lib/dom.ts';
import { fixesOf } from './asset-track.ts';
import type { AssetMark } from './assets-layer.ts';
import { type AssetEvent, EVENT_KINDS } from './event-kinds.ts';
import type { History, Placed } from './history.ts';

type Track = Api<'Track'>;

const WINDOWS: [string, number][] = [
  ['Last hour', 3_600_000],
  ['Last 6 hours', 6 * 3_600_000],
  ['Last 24 hours', 86_400_000],
];
const SPEEDS = [60, 600, 3600];
/** Tracks read at once, and at most per slider use: the API is asked, not flooded. */
const CONCURRENT_TRACKS = 6;
const MAX_BACKFILL = 300;
/** Positions per backfilled track: one every few minutes over a day, enough to place it. */
const BACKFILL_POINTS = 500;
const STEP_MS = 60_000;
/** The status line and the tracks to read follow the slider's steps at most this often. */
const SETTLE_MS = 250;
/** Events read for a window in view: the newest, where more went on. */
const MAX_EVENTS = 1000;

export interface TimeTarget {
  /** Draw at `time` (ms), or live when undefined. */
  setTime(time: number | undefined): void;
  /** The assets in view now (their history is read if missing). */
  inView(): readonly AssetMark[];
  history: History;
  /** The map's view as `west,south,east,north`, for the events of the window in it. */
  bbox(): string;
  /** The events of the window in view, read again when the window or the view changes. */
  setEvents(events: readonly AssetEvent[]): void;
  /** An asset's name where the map knows it. */
  nameOf(id: string): string | undefined;
}

export function timeSection(target: TimeTarget): {
  element: HTMLElement;
  stop: () => void;
  /** The map moved: the events of the window are read for the new view (when not live). */
  moved: () => void;
} {
  const windowSelect = h(
    'select',
    {},
    WINDOWS.map(([label, ms]) => h('option', { value: ms }, label)),
  );
  const slider = h('input', { type: 'range', min: 0, max: 1000, value: 1000, step: 1 });
  const speed = h(
    'select',
    {},
    SPEEDS.map((s) => h('option', { value: s }, `×${s.toLocaleString()}`)),
  );
  const playButton = h('button', { type: 'button', class: 'secondary' }, 'Play');
  const liveButton = h('button', { type: 'button' }, 'Live');
  const status = h(
    'p',
    { class: 'hint', 'aria-live': 'polite' },
    'Live: every asset at its latest position.',
  );
  const backfilled = new Set<string>();
  let live = true;
  let timer: number | undefined;
  const strip = h('div', { class: 'event-strip', 'aria-hidden': 'true' });
  const eventList = h('ul', { class: 'results' });
  const eventCount = h('span', {}, '');
  const eventsBox = h(
    'details',
    { class: 'window-events' },
    h('summary', {}, 'Events of the window in view ', eventCount),
    h('p', { class: 'hint' }, 'Each moves the slider to when it began.'),
    eventList,
  );
  eventsBox.hidden = true;
  let events: AssetEvent[] = [];
  /** What the events were last read for: the window's start and the view. */
  let eventsFor = '';

  const span = () => Number(windowSelect.value);
  /** The slider's time: its share of the window ending now. */
  const timeOf = (value: number) => Date.now() - span() + (value / 1000) * span();
  // One formatter: toLocaleString with options makes one at every call, 4 ms of a slider step.
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  const label = (t: number) => format.format(t);

  /** Reads the tracks of the assets in view not known back to `t`: whether it read any. */
  const backfill = async (t: number, inView: readonly AssetMark[]): Promise<boolean> => {
    const from = new Date(Date.now() - span()).toISOString();
    const missing = inView
      .filter((mark) => !backfilled.has(mark.id) && !target.history.covers(mark.id, t))
      .slice(0, MAX_BACKFILL);
    if (missing.length === 0) return false;
    status.textContent = `Reading the tracks of ${count(missing.length, 'asset')} in view…`;
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const mark = missing[next++];
        if (!mark) break;
        backfilled.add(mark.id);
        const track = await get<Track>(`/v1/assets/${mark.id}/track`, { from, max_points: BACKFILL_POINTS });
        for (const fix of fixesOf(track)) target.history.add(mark.id, fix);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_TRACKS }, worker));
    return true;
  };

  /** Written by each lookup of the status line, which counts the assets placed (10,000 far out). */
  const scratch: Placed = { lon: 0, lat: 0, course: null, speed: null, t: 0, interpolated: false };
  const say = (t: number, marks = target.inView()) => {
    let placed = 0;
    for (const mark of marks) if (target.history.place(mark.id, t, scratch)) placed++;
    const begun = events.filter((event) => Date.parse(event.start) <= t).length;
    status.textContent = `${label(t)}: ${count(placed, 'asset')} in view placed${placed < marks.length ? `; ${marks.length - placed} not known to have been anywhere then` : ''}; ${count(begun, 'event')} of the window begun by then.`;
  };

  /** The slider's value (0–1000) at a time of the window, rounded up so the time is reached. */
  const valueAt = (t: number) =>
    Math.min(1000, Math.max(0, Math.ceil(((t - (Date.now() - span())) / span()) * 1000)));
  const renderEvents = () => {
    const start = Date.now() - span();
    clear(
      strip,
      events.map((event) =>
        h('span', {
          class: 'tick',
          style: `left:${(Math.max(0, Date.parse(event.start) - start) / span()) * 100}%;background:${EVENT_KINDS[event.kind].colour}`,
        }),
      ),
    );
    eventCount.textContent = `(${events.length.toLocaleString()}${events.length >= MAX_EVENTS ? ', the newest' : ''})`;
    clear(
      eventList,
      [...events].reverse().map((event) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'link',
              onclick: () => {
                pause();
                slider.value = String(valueAt(Date.parse(event.start)));
                onSlide();
              },
            },
            `${EVENT_KINDS[event.kind].label}: ${target.nameOf(event.asset_id) ?? event.asset_id}, ${label(Date.parse(event.start))}`,
          ),
        ),
      ),
    );
    eventsBox.hidden = false;
  };
  const loadEvents = async () => {
    const from = Date.now() - span();
    const bbox = target.bbox();
    // Read again for a new view or window, or once the window has moved on by a tenth.
    const key = `${Math.round(from / (span() / 10))}|${bbox}`;
    if (key === eventsFor) return;
    eventsFor = key;
    events = await all<AssetEvent>(
      '/v1/asset-events',
      { from: new Date(from).toISOString(), to: new Date().toISOString(), bbox },
      MAX_EVENTS,
    );
    target.setEvents(events);
    renderEvents();
    if (!live) say(timeOf(Number(slider.value)));
  };
  const readEvents = () =>
    void loadEvents().catch((error: unknown) => {
      eventsFor = '';
      toast(`Events: ${error instanceof Error ? error.message : String(error)}`, 'error');
    });

  /**
   * The status line and the tracks to read follow the steps at most every SETTLE_MS, for the time
   * shown then: looking up every asset in view (10,000 far out) is not part of each step's wait for
   * the map, and a screen reader is not handed a new line at every step of a drag.
   */
  let settling: number | undefined;
  const settle = () => {
    if (settling !== undefined) return;
    settling = window.setTimeout(() => {
      settling = undefined;
      if (live) return;
      const t = timeOf(Number(slider.value));
      const marks = target.inView();
      say(t, marks);
      // Drawn again only when tracks were read: with nothing to read, the step is drawn once.
      void backfill(t, marks)
        .then((read) => {
          if (read && !live) show(Number(slider.value));
        })
        .catch((error: unknown) =>
          toast(`Tracks: ${error instanceof Error ? error.message : String(error)}`, 'error'),
        );
    }, SETTLE_MS);
  };
  /** Draws the time of `value`; the status and any tracks to read follow (settle). */
  const show = (value: number) => {
    live = false;
    liveButton.disabled = false;
    const t = timeOf(value);
    slider.setAttribute('aria-valuetext', label(t));
    target.setTime(t);
    settle();
  };
  const onSlide = () => {
    show(Number(slider.value));
    readEvents();
  };
  const pause = () => {
    window.clearInterval(timer);
    timer = undefined;
    playButton.textContent = 'Play';
  };
  const goLive = () => {
    pause();
    live = true;
    slider.value = '1000';
    slider.setAttribute('aria-valuetext', 'now (live)');
    liveButton.disabled = true;
    target.setTime(undefined);
    status.textContent = 'Live: every asset at its latest position.';
  };
  const play = () => {
    if (timer !== undefined) return pause();
    if (live || Number(slider.value) >= 1000) slider.value = '0';
    onSlide();
    playButton.textContent = 'Pause';
    // Four steps a second, each `speed` × a quarter second of the window's time.
    timer = window.setInterval(() => {
      const step = (Number(speed.value) * 250 * 1000) / span();
      const value = Math.min(1000, Number(slider.value) + step);
      slider.value = String(value);
      show(value);
      if (value >= 1000) pause();
    }, 250);
  };
  slider.addEventListener('input', onSlide);
  slider.addEventListener('keydown', (event) => {
    // Page keys move a minute of the window's time at a time… arrows a thousandth of it.
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    const step = (STEP_MS * 1000) / span();
    slider.value = String(
      Math.max(0, Math.min(1000, Number(slider.value) + (event.key === 'PageUp' ? step : -step))),
    );
    onSlide();
  });
  windowSelect.addEventListener('change', () => {
    backfilled.clear();
    if (!live) onSlide();
  });
  // A click on the strip of ticks moves the slider there (the list is the keyboard's way).
  strip.addEventListener('click', (event) => {
    const box = strip.getBoundingClientRect();
    if (box.width === 0) return;
    pause();
    slider.value = String(Math.round(((event.clientX - box.left) / box.width) * 1000));
    onSlide();
  });
  playButton.addEventListener('click', play);
  liveButton.addEventListener('click', goLive);
  liveButton.disabled = true;
  slider.setAttribute('aria-valuetext', 'now (live)');
  const element = h(
    'section',
    { class: 'time' },
    h('h2', {}, 'Time'),
    field('Window', windowSelect),
    field('Time shown', slider, 'Drag, or use the arrow and Page Up/Down keys.'),
    strip,
    h('div', { class: 'buttons' }, playButton, field('Speed', speed), liveButton),
    status,
    eventsBox,
  );
  return {
    element,
    stop: () => {
      pause();
      window.clearTimeout(settling);
    },
    moved: () => {
      if (!live) readEvents();
    },
  };
}
