/**
 * Keeps the tracking engines of this process in step with what every process changes. A rule,
 * site or follow made here is applied before the request is answered and announced to the others
 * in its transaction (platform/changes); one made elsewhere is applied as its announcement
 * arrives, reading only the one row. Everything is read again at start, after a gap in the
 * announcements, and every SYNC_INTERVAL_MS as a backstop. Loads and changes take turns, so a
 * change applied while a load was reading is never overwritten by the load's older picture.
 */
import type { Logger } from 'pino';
import type { ZoneWatcher } from '../geo/geofencing/index.ts';
import type { TrackingWatcher, WatchChange, WatchInputs } from '../geo/tracking/index.ts';
import type { ChangeFeed, ChangeNotice } from '../platform/changes/index.ts';

const TOPIC = 'watch';

export interface Watching {
  /** What the services tell of the rules, sites and follows they change. */
  notice: ChangeNotice<WatchChange>;
  /** Loads everything and brings the engines' rules, zones and sites in line. */
  sync(): Promise<void>;
}

export function createWatching(deps: {
  inputs: WatchInputs;
  /** The zone watcher of this process (with NATS: and the roaming zones, judged apart). */
  zones: readonly Pick<ZoneWatcher, 'reconcile' | 'applied'>[];
  /** The tracking watchers of this process (with NATS: one without encounters, one with only them). */
  tracking: readonly TrackingWatcher[];
  feed: ChangeFeed;
  logger: Logger;
  /** False in a process that runs no engine (`VIGIL_ROLE=api`): changes are announced, not applied. */
  active: boolean;
}): Watching {
  const { inputs, zones, tracking, feed, logger, active } = deps;
  let turn: Promise<void> = Promise.resolve();

  /**
   * Runs `work` after everything before it. A change that fails is logged and a full load follows
   * (what was changed is stored: the answer stands); a load that fails rejects for its caller.
   */
  function inTurn(work: () => Promise<void>, what: string, recover: boolean): Promise<void> {
    const run = turn.then(work);
    turn = run.catch(async (error: unknown) => {
      logger.error({ err: error, change: what }, 'the tracking engines could not apply a change');
      if (!recover) return;
      await load().catch((again: unknown) =>
        logger.error(
          { err: again },
          'reloading the tracking engines failed; the periodic reload tries again',
        ),
      );
    });
    return recover ? turn : run;
  }

  async function load(): Promise<void> {
    if (!active) return;
    await inputs.load();
    for (const watcher of zones) await watcher.reconcile();
    for (const watcher of tracking) await watcher.reconcile();
  }

  async function apply(change: WatchChange): Promise<void> {
    if (!active) return;
    const affected = await inputs.apply(change);
    if (affected === undefined) return;
    for (const watcher of zones) await watcher.applied(affected);
    for (const watcher of tracking) await watcher.applied(affected);
  }

  feed.on(TOPIC, (body) => inTurn(() => apply(body as WatchChange), JSON.stringify(body), true));
  feed.onGap(() => inTurn(() => load(), 'a gap in the change feed', true));

  return {
    notice: {
      announce: (db, change) => feed.announce(db, TOPIC, change),
      apply: (change) => inTurn(() => apply(change), JSON.stringify(change), true),
    },
    sync: () => inTurn(load, 'a full load', false),
  };
}
