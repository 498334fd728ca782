/**
 * Where the tracking watcher's findings go: `asset.dark` to the workspaces following a vessel or
 * to a `dark` rule; `asset.loitering`, `asset.encounter`, `asset.speed_above` to the rule that
 * asked; and sites' `dark_activity`, `loitering` and `encounter` detections with track evidence.
 * Everything is written with the executor given: the transaction of the positions or the check.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Executor } from '../../store/store.ts';
import type { DetectionsService } from '../detections/index.ts';
import { type AssetEventKind, recordAssetEvent } from '../history/index.ts';
import { containsPoint } from '../zones/index.ts';
import type { DarkEvent } from './dark-watch.ts';
import {
  darkConfidence,
  darkEvidence,
  encounterConfidence,
  loiteringConfidence,
  type TrackSource,
  trackEvidence,
} from './track-evidence.ts';
import { DEFAULT_ENCOUNTER, DEFAULT_LOITERING } from './tracking-defaults.ts';
import type { TRACKING_EVENTS } from './tracking-events.ts';
import { FOLLOW_KEY, type Target } from './tracking-plan.ts';
import type { TrackEvent, TrackFix } from './tracking-types.ts';

/** What the publisher needs to know of the watcher's current plan. */
export interface Routes {
  /** Asset → workspaces following it. */
  followers: ReadonlyMap<string, ReadonlySet<string>>;
  targets: ReadonlyMap<string, Target>;
  /** The asset's expected reporting interval, seconds, for a dark detection's confidence. */
  expectedIntervalS(assetId: string): number | undefined;
}

/** How a finding was found: judged late (after newer positions), and its end when that showed it. */
export interface Found {
  late: boolean;
  /** A silence found late between two fixes: the second. */
  after?: TrackFix | undefined;
  /** An episode found late whose end the late positions showed. */
  until?: number | null | undefined;
  now: number;
}

export interface TrackingPublisher {
  /** Tells a silence, and records it as a dark gap of each workspace it is told to. */
  dark(db: Executor, event: DarkEvent, routes: Routes, found: Found): Promise<void>;
  /** Only `started` episodes are told: once per episode, and recorded as an asset event. */
  episode(db: Executor, event: TrackEvent, fix: TrackFix, routes: Routes, found: Found): Promise<void>;
}

/** A fix as an asset event's evidence shows it (the tracking fixes keep no heading or altitude). */
export function positionOf(fix: Pick<TrackFix, 'at' | 'lon' | 'lat' | 'speedKn' | 'courseDeg'>) {
  return {
    at: toRfc3339(fix.at),
    lon: fix.lon,
    lat: fix.lat,
    speed_kn: fix.speedKn,
    course_deg: fix.courseDeg,
    heading_deg: null,
    altitude_ft: null,
  };
}

const EVENT_KINDS: Record<TrackEvent['kind'], AssetEventKind> = {
  loitering: 'loitering',
  encounter: 'encounter',
  speed_above: 'speed',
};

export function createTrackingPublisher(deps: {
  outbox: Outbox<typeof TRACKING_EVENTS>;
  detections: DetectionsService;
  assets: TrackSource;
}): TrackingPublisher {
  const { outbox, detections, assets } = deps;

  async function dark(db: Executor, event: DarkEvent, routes: Routes, found: Found): Promise<void> {
    const { followers, targets } = routes;
    const { late } = found;
    const last = event.lastFix;
    const lastPosition = positionOf(last);
    const data = {
      asset_id: event.assetId,
      last_position: lastPosition,
      silent_for_s: event.silentForS,
      threshold_s: event.thresholdS,
      late,
    };
    /** The dark gap this silence is for the workspace, its end known when it was found late. */
    const gap = (workspaceId: string, owner: { ruleId?: string; siteId?: string }) =>
      recordAssetEvent(db, {
        workspaceId,
        kind: 'dark_gap',
        assetId: event.assetId,
        ruleId: owner.ruleId ?? null,
        siteId: owner.siteId ?? null,
        watch: `dark:${event.key}`,
        subject: event.assetId,
        startedAt: last.at,
        endedAt: found.after?.at ?? null,
        position: [last.lon, last.lat],
        evidence: {
          last_fix: lastPosition,
          first_fix: found.after === undefined ? null : positionOf(found.after),
          threshold_s: event.thresholdS,
        },
        late,
        now: found.now,
      });
    if (event.key === FOLLOW_KEY) {
      for (const workspaceId of followers.get(event.assetId) ?? []) {
        const eventId = await gap(workspaceId, {});
        await outbox.publish(db, workspaceId, 'asset.dark', { ...data, rule_id: null, event_id: eventId });
      }
      return;
    }
    const target = targets.get(event.key);
    // A silence counts for a rule or site only if it began inside (a watched vessel that left first is
    // not theirs). Found late, what of before the rule or site was made is theirs the teller decided
    // (tracking-teller.ts, late-news.ts).
    if (!target || !containsPoint(target.prepared, last.lon, last.lat)) return;
    if (target.kind === 'rule') {
      const eventId = await gap(target.workspaceId, { ruleId: target.ruleId });
      await outbox.publish(
        db,
        target.workspaceId,
        'asset.dark',
        { ...data, rule_id: target.ruleId, event_id: eventId },
        target.webhookId ? { alsoEndpointIds: [target.webhookId] } : {},
      );
      return;
    }
    await gap(target.workspaceId, { siteId: target.siteId });
    const expectedS = routes.expectedIntervalS(event.assetId) ?? event.thresholdS;
    await detections.recordBuiltIn(
      db,
      target.workspaceId,
      {
        site_id: target.siteId,
        type: 'dark_activity',
        confidence: darkConfidence(event.silentForS, expectedS),
        observed_at: last.at,
        geometry: { type: 'Point', coordinates: [last.lon, last.lat] },
        evidence: [
          await darkEvidence(assets, db, event.assetId, last.at, {
            silent_for_s: event.silentForS,
            threshold_s: event.thresholdS,
            expected_interval_s: Math.round(expectedS),
            ...(late ? { late } : {}),
          }),
        ],
      },
      'dark_watch',
    );
  }

  async function episode(
    db: Executor,
    event: TrackEvent,
    fix: TrackFix,
    routes: Routes,
    found: Found,
  ): Promise<void> {
    const { late } = found;
    const target = routes.targets.get(event.key);
    if (!target || event.phase !== 'started') return;
    const range = { from: event.startedAt, to: event.at };
    const center: [number, number] = event.kind === 'speed_above' ? [fix.lon, fix.lat] : event.center;
    const eventId = await recordAssetEvent(db, {
      workspaceId: target.workspaceId,
      kind: EVENT_KINDS[event.kind],
      assetId: event.kind === 'encounter' ? event.assetIds[0] : event.assetId,
      otherAssetId: event.kind === 'encounter' ? event.assetIds[1] : null,
      zone: target.kind === 'rule' ? target.zone : { kind: 'site', id: target.siteId },
      ruleId: target.kind === 'rule' ? target.ruleId : null,
      siteId: target.kind === 'site' ? target.siteId : null,
      watch: `episode:${event.key}`,
      subject: event.kind === 'encounter' ? event.assetIds.join('+') : event.assetId,
      startedAt: event.startedAt,
      endedAt: found.until ?? null,
      position: center,
      evidence: {
        confirmed_at: toRfc3339(event.at),
        center,
        ...(event.kind === 'loitering' ? { mean_speed_kn: event.meanSpeedKn } : {}),
        ...(event.kind === 'encounter' ? { min_distance_m: event.minDistanceM } : {}),
        ...(event.kind === 'speed_above' ? { max_speed_kn: event.maxSpeedKn } : {}),
      },
      late,
      now: found.now,
    });
    if (target.kind === 'rule') {
      const common = {
        rule_id: target.ruleId,
        zone: target.zone,
        started_at: toRfc3339(event.startedAt),
        confirmed_at: toRfc3339(event.at),
        late,
        event_id: eventId,
      };
      const options = target.webhookId ? { alsoEndpointIds: [target.webhookId] } : {};
      if (event.kind === 'loitering') {
        await outbox.publish(
          db,
          target.workspaceId,
          'asset.loitering',
          { asset_id: event.assetId, ...common, center: event.center, mean_speed_kn: event.meanSpeedKn },
          options,
        );
      } else if (event.kind === 'encounter') {
        await outbox.publish(
          db,
          target.workspaceId,
          'asset.encounter',
          { asset_ids: event.assetIds, ...common, center: event.center, min_distance_m: event.minDistanceM },
          options,
        );
      } else {
        await outbox.publish(
          db,
          target.workspaceId,
          'asset.speed_above',
          { asset_id: event.assetId, ...common, center, max_speed_kn: event.maxSpeedKn },
          options,
        );
      }
      return;
    }
    if (event.kind === 'speed_above') return;
    const durationS = Math.round((event.at - event.startedAt) / 1000);
    const input =
      event.kind === 'loitering'
        ? {
            type: 'loitering',
            confidence: loiteringConfidence(event.meanSpeedKn, DEFAULT_LOITERING.maxSpeedKn),
            evidence: [
              await trackEvidence(assets, db, event.assetId, range, {
                duration_s: durationS,
                mean_speed_kn: event.meanSpeedKn,
                ...(late ? { late } : {}),
              }),
            ],
          }
        : {
            type: 'encounter',
            confidence: encounterConfidence(event.minDistanceM, DEFAULT_ENCOUNTER.maxDistanceM),
            evidence: await Promise.all(
              event.assetIds.map((assetId) =>
                trackEvidence(assets, db, assetId, range, {
                  duration_s: durationS,
                  min_distance_m: event.minDistanceM,
                  with_asset_id: event.assetIds.find((other) => other !== assetId),
                }),
              ),
            ),
          };
    await detections.recordBuiltIn(
      db,
      target.workspaceId,
      {
        site_id: target.siteId,
        ...input,
        observed_at: event.at,
        geometry: { type: 'Point', coordinates: event.center },
      },
      'track_detectors',
    );
  }

  return { dark, episode };
}
