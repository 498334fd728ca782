/**
 * Where the geofence engine's crossings meet the ledger: they are checked against it together in
 * the caller's transaction (see ledger-rules.ts), and only news is told, so an asset placed afresh
 * after a restart, or judged by a second process, does not enter twice. A rule's crossing becomes a
 * `zone.entered` / `zone.exited` event for its workspace (and its channel's endpoint), published
 * together per workspace in the order the crossings happened; a site's entry, a presence detection.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import type { EventToPublish, Outbox } from '../../platform/outbox/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { DetectionsService } from '../detections/index.ts';
import { type AssetEventChange, writeAssetEvents } from '../history/index.ts';
import type { AssetKind } from '../ingest/index.ts';
import { type LateReplay, noteMany, peekMany, presenceConfidence } from '../tracking/index.ts';
import type { Transition } from '../zones/index.ts';
import type { PortTag, PortVisits } from './port-visits.ts';
import type { RoamingEvidence } from './roaming-fences.ts';
import type { ZONE_EVENTS } from './zone-events.ts';

export type RuleTag = {
  kind: 'rule';
  workspaceId: string;
  ruleId: string;
  /** When the rule was made: what happened before it is not its to tell, even when judged late. */
  since: number;
  behaviour: 'zone_entry' | 'zone_exit';
  zone: { kind: 'site' | 'area' | 'asset'; id: string };
  webhookId: string | undefined;
  /** A roaming zone's crossing: the two positions compared and their distance (roaming-fences.ts). */
  roaming?: RoamingEvidence;
};
/** `types`: the detection types the site takes; null: every type. `since`: when the site was made. */
export type SiteTag = {
  kind: 'site';
  siteId: string;
  workspaceId: string;
  types: string[] | null;
  since: number;
};

/**
 * Crossings found by judging an asset again from an earlier time. What of a time before a zone was
 * made is its news is `replay`'s to say (geo/tracking late-news.ts, the rule silences and episodes
 * share); a crossing is shown by the fix before it and those up to its confirmation, among
 * `fixTimes` (the times of the fixes judged again, oldest first).
 */
export interface LateCrossings {
  replay: LateReplay;
  fixTimes: readonly number[];
}

/** The time of the last fix before `at` among `times` (oldest first), or `at` when there is none. */
function fixBefore(times: readonly number[], at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((times[mid] as number) < at) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? at : (times[low - 1] as number);
}

/** Whether the crossing is one its tag tells (a rule's behaviour, a site's entry; a port's never). */
function told(transition: Transition, tag: RuleTag | SiteTag | PortTag): boolean {
  if (tag.kind === 'port') return false;
  if (tag.kind === 'site') return transition.kind === 'entered';
  return transition.kind === (tag.behaviour === 'zone_entry' ? 'entered' : 'exited');
}

/** A vessel or aircraft that re-enters a site within this long after its last presence there adds no new detection. */
export const PRESENCE_REPEAT_MS = 60 * 60 * 1000;

export interface ZoneTeller {
  /**
   * Tells the crossings that are news, in `db`'s transaction. `late`: they were found by judging an
   * asset again from an earlier time (positions that arrived late): an entry's stay then ends at
   * the asset's next exit in the list, and what is told says `late: true`.
   */
  tell(db: Executor, transitions: readonly Transition[], late?: LateCrossings): Promise<void>;
}

/** When the stay an entry (the `i`th crossing) begins ends: the asset's next exit of that zone in the list. */
function exitAfter(list: readonly { transition: Transition }[], i: number): number | null {
  const entry = list[i]?.transition;
  if (entry === undefined) return null;
  for (let k = i + 1; k < list.length; k++) {
    const next = list[k]?.transition;
    if (next?.zoneId === entry.zoneId && next.assetId === entry.assetId && next.kind === 'exited')
      return next.crossedAt;
  }
  return null;
}

/** The crossing's position as events show it. */
function positionOf(transition: Transition) {
  const fix = transition.fix;
  return {
    at: toRfc3339(fix.at),
    lon: fix.lon,
    lat: fix.lat,
    speed_kn: fix.speedKn ?? null,
    course_deg: fix.courseDeg ?? null,
    heading_deg: fix.headingDeg ?? null,
    altitude_ft: fix.altitudeFt ?? null,
  };
}

/** What a zone event says of how its crossing was found. */
function howFound(transition: Transition, late: boolean) {
  return {
    interpolated: transition.gapMs !== null,
    gap_s: transition.gapMs === null ? null : Math.round(transition.gapMs / 1000),
    late,
  };
}

/**
 * A crossing to tell with its zone's tag, the ledger's watch of it (made once: the ledger, the
 * visit and its end name it), and how events show it, made when first asked (the visit's evidence
 * and the event show the same position and time).
 */
interface Tagged {
  transition: Transition;
  tag: RuleTag | SiteTag | PortTag;
  watch: string;
  shown: { position: ReturnType<typeof positionOf>; crossedAt: string } | undefined;
}

const taggedOf = (transition: Transition, tag: RuleTag | SiteTag | PortTag): Tagged => ({
  transition,
  tag,
  watch: `zone:${transition.zoneId}`,
  // Made with every field it will have, so the objects keep one shape.
  shown: undefined,
});

function shownOf(crossing: Tagged): NonNullable<Tagged['shown']> {
  crossing.shown ??= {
    position: positionOf(crossing.transition),
    crossedAt: toRfc3339(crossing.transition.crossedAt),
  };
  return crossing.shown;
}

export function createZoneTeller(deps: {
  store: Store;
  outbox: Outbox<typeof ZONE_EVENTS>;
  detections: DetectionsService;
  clock: { now(): number };
  /** How far back the ledger keeps the stays it told (the late horizon), ms. */
  lateHorizonMs: number;
  /** What the watcher knows of an asset it has seen: a presence detection says how sure it is. */
  assetOf(assetId: string): { kind: AssetKind; aisClass: string | null } | undefined;
  /** Port stays: noted for the vessels workspaces follow, their visits ended at the exit. */
  ports: Pick<PortVisits, 'workspacesFor' | 'left'>;
}): ZoneTeller {
  const { store, outbox, detections, clock } = deps;

  async function recordPresence(
    db: Executor,
    tag: SiteTag,
    transition: Transition,
    late: boolean,
  ): Promise<void> {
    const asset = deps.assetOf(transition.assetId);
    if (!asset) return;
    const type = asset.kind === 'vessel' ? 'vessel_presence' : 'aircraft_presence';
    if (tag.types !== null && !tag.types.includes(type)) return;
    const fix = transition.fix;
    await detections.recordBuiltIn(
      db,
      tag.workspaceId,
      {
        site_id: tag.siteId,
        type,
        confidence: presenceConfidence(asset.kind, asset.aisClass, transition.gapMs),
        observed_at: transition.crossedAt,
        geometry: { type: 'Point', coordinates: [fix.lon, fix.lat] },
        evidence: [
          {
            kind: 'track',
            asset_id: transition.assetId,
            from: toRfc3339(fix.at),
            to: toRfc3339(fix.at),
            points: [{ at: toRfc3339(fix.at), lon: fix.lon, lat: fix.lat }],
            ...howFound(transition, late),
          },
        ],
      },
      'geofence',
    );
  }

  /**
   * The stays the ledger noted are zone visits of the zone's workspace: an entry that begins a stay
   * records one, an exit that ends one ends it (a port's exit ends its port visit). Answers each
   * crossing's visit id (null: none, or an exit of a stay whose entry is not known, the asset having
   * been inside when the zone began to be watched). Written together, in the crossings' order, so
   * an exit finds the visit an entry before it in the same batch began (asset-event-batches.ts).
   */
  async function visits(
    db: Executor,
    tagged: readonly Tagged[],
    /** The ledger's decision of each crossing: a visit begins or ends only where it moved on. */
    decisions: readonly { next?: unknown }[],
    late: boolean,
    now: number,
  ): Promise<(string | null)[]> {
    const changes: AssetEventChange[] = [];
    /** The crossing each change stands for. */
    const of: number[] = [];
    for (const [i, one] of tagged.entries()) {
      const { transition, tag, watch } = one;
      if (decisions[i]?.next === undefined) continue;
      if (tag.kind === 'port' && transition.kind === 'entered') continue;
      const ending = { watch, subject: transition.assetId, endedAt: transition.crossedAt, now };
      of.push(i);
      if (tag.kind === 'port') {
        changes.push({ end: ending });
        continue;
      }
      const { interpolated, gap_s } = howFound(transition, late);
      const shown = shownOf(one);
      const crossing = {
        crossed_at: shown.crossedAt,
        interpolated,
        gap_s,
        position: shown.position,
        ...(tag.kind === 'rule' && tag.roaming ? { roaming: tag.roaming } : {}),
      };
      if (transition.kind === 'exited') {
        changes.push({ end: { ...ending, amend: (evidence) => ({ ...evidence, exit: crossing }) } });
        continue;
      }
      changes.push({
        start: {
          workspaceId: tag.workspaceId,
          kind: 'zone_visit',
          assetId: transition.assetId,
          zone: tag.kind === 'rule' ? tag.zone : { kind: 'site', id: tag.siteId },
          ruleId: tag.kind === 'rule' ? tag.ruleId : null,
          siteId: tag.kind === 'site' ? tag.siteId : null,
          watch,
          subject: transition.assetId,
          startedAt: transition.crossedAt,
          position: [transition.fix.lon, transition.fix.lat],
          evidence: { entry: crossing, exit: null },
          late,
          now,
        },
      });
    }
    const ids: (string | null)[] = tagged.map(() => null);
    const written = await writeAssetEvents(db, store.dialect.name, changes);
    written.forEach((answer, k) => {
      const i = of[k];
      if (i !== undefined) ids[i] = typeof answer === 'string' ? answer : (answer[0] ?? null);
    });
    return ids;
  }

  /** What the ledger is asked of each crossing. */
  function ledgerItems(list: readonly Tagged[], late: boolean) {
    return list.map(({ transition, tag, watch }, i) => ({
      watch,
      subject: transition.assetId,
      finding: {
        kind: 'crossing',
        inside: transition.kind === 'entered',
        since: transition.crossedAt,
        ...(late && transition.kind === 'entered' ? { until: exitAfter(list, i) } : {}),
        ...(tag.kind === 'site' ? { repeatAfterMs: PRESENCE_REPEAT_MS } : {}),
      } as const,
    }));
  }

  /**
   * Crossings are told only if the ledger says they are news (each changes the side told last): an
   * asset placed afresh after a restart, or judged by a second process, does not enter twice. The
   * ledger is asked about all of them at once, and the events are published together per
   * workspace, in the order the crossings happened.
   */
  async function publish(
    db: Executor,
    transitions: readonly Transition[],
    lateCrossings?: LateCrossings,
  ): Promise<void> {
    const late = lateCrossings !== undefined;
    /** Late crossings from before their zone was made that are not its news (late-news.ts). */
    const leftOut: Tagged[] = [];
    const tagged = transitions.flatMap((transition): Tagged[] => {
      const tag = transition.tag as RuleTag | SiteTag | PortTag | undefined;
      if (tag === undefined) return [];
      // Judged late, a crossing from before the zone was made is its news only as judging in order
      // would have told it.
      if (
        lateCrossings &&
        transition.crossedAt < tag.since &&
        !lateCrossings.replay.isNews(tag.since, {
          kind: 'crossing',
          at: transition.crossedAt,
          from: fixBefore(lateCrossings.fixTimes, transition.crossedAt),
          to: transition.at,
          assetIds: [transition.assetId],
        })
      ) {
        leftOut.push(taggedOf(transition, tag));
        return [];
      }
      // A port's stays are kept only of the vessels a workspace follows (there are 3,800 ports).
      if (tag.kind === 'port' && deps.ports.workspacesFor(tag, transition.assetId).length === 0) return [];
      return [taggedOf(transition, tag)];
    });
    const now = clock.now();
    const keepFrom = now - deps.lateHorizonMs;
    const decisions = await noteMany(
      db,
      { rowLocks: store.dialect.rowLocks, now, keepFrom },
      ledgerItems(tagged, late),
    );
    if (lateCrossings && leftOut.length > 0) {
      // Counted as left out: those the rule or site would have told, had they been news.
      const would = await peekMany(db, keepFrom, ledgerItems(leftOut, late));
      lateCrossings.replay.count(
        'crossing',
        leftOut.filter(({ transition, tag }, i) => would[i]?.tell === true && told(transition, tag)).length,
      );
    }
    const visitIds = await visits(db, tagged, decisions, late, now);
    const events = new Map<string, EventToPublish<typeof ZONE_EVENTS>[]>();
    for (const [i, crossing] of tagged.entries()) {
      const { transition, tag } = crossing;
      const decision = decisions[i];
      if (tag.kind === 'port') {
        // An entry is no visit until the vessel stops (port-visits.ts); an exit ends the one it made.
        if (transition.kind === 'exited' && decision?.next !== undefined)
          deps.ports.left(transition.zoneId, transition.assetId);
        continue;
      }
      const eventId = visitIds[i] ?? null;
      if (!decision?.tell) continue;
      if (tag.kind === 'site') {
        await recordPresence(db, tag, transition, late);
        continue;
      }
      const wanted = tag.behaviour === 'zone_entry' ? 'entered' : 'exited';
      if (transition.kind !== wanted) continue;
      const list = events.get(tag.workspaceId) ?? [];
      events.set(tag.workspaceId, list);
      const shown = shownOf(crossing);
      const data = {
        rule_id: tag.ruleId,
        asset_id: transition.assetId,
        position: shown.position,
        zone: tag.zone,
        crossed_at: shown.crossedAt,
        confirmed_at: toRfc3339(transition.at),
        ...howFound(transition, late),
        ...(tag.roaming ? { roaming: tag.roaming } : {}),
      };
      const endpoints = tag.webhookId ? { alsoEndpointIds: [tag.webhookId] } : {};
      if (transition.kind === 'exited') {
        list.push({ type: 'zone.exited', data: { ...data, event_id: eventId }, ...endpoints });
        continue;
      }
      // An entry told always begins a stay in the ledger, so a visit.
      if (eventId === null) throw new Error(`zone entry of ${transition.assetId} told without a visit`);
      list.push({ type: 'zone.entered', data: { ...data, event_id: eventId }, ...endpoints });
    }
    for (const [workspaceId, list] of events) await outbox.publishMany(db, workspaceId, list);
  }

  return { tell: publish };
}
