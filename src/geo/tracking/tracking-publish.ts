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

export interface TrackingPublisher {
  /** `late`: found by judging positions that arrived after newer ones (a silence between two fixes). */
  dark(db: Executor, event: DarkEvent, routes: Routes, late: boolean): Promise<void>;
  /** Only `started` episodes are told: once per episode. */
  episode(db: Executor, event: TrackEvent, fix: TrackFix, routes: Routes, late: boolean): Promise<void>;
}

export function createTrackingPublisher(deps: {
  outbox: Outbox<typeof TRACKING_EVENTS>;
  detections: DetectionsService;
  assets: TrackSource;
}): TrackingPublisher {
  const { outbox, detections, assets } = deps;

  async function dark(db: Executor, event: DarkEvent, routes: Routes, late: boolean): Promise<void> {
    const { followers, targets } = routes;
    const last = event.lastFix;
    const data = {
      asset_id: event.assetId,
      last_position: {
        at: toRfc3339(last.at),
        lon: last.lon,
        lat: last.lat,
        speed_kn: last.speedKn,
        course_deg: last.courseDeg,
        // The dark watch keeps neither (the event's schema says so).
        heading_deg: null,
        altitude_ft: null,
      },
      silent_for_s: event.silentForS,
      threshold_s: event.thresholdS,
      late,
    };
    if (event.key === FOLLOW_KEY) {
      for (const workspaceId of followers.get(event.assetId) ?? []) {
        await outbox.publish(db, workspaceId, 'asset.dark', { ...data, rule_id: null });
      }
      return;
    }
    const target = targets.get(event.key);
    // A silence counts for a rule or site only if it began inside (a watched vessel that left first is
    // not theirs), and, found late, after the rule or site was made.
    if (!target || !containsPoint(target.prepared, last.lon, last.lat)) return;
    if (late && last.at < target.since) return;
    if (target.kind === 'rule') {
      await outbox.publish(
        db,
        target.workspaceId,
        'asset.dark',
        { ...data, rule_id: target.ruleId },
        target.webhookId ? { alsoEndpointIds: [target.webhookId] } : {},
      );
      return;
    }
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
    late: boolean,
  ): Promise<void> {
    const target = routes.targets.get(event.key);
    if (!target || event.phase !== 'started') return;
    // Found late, an episode that began before the rule or site was made is not theirs.
    if (late && event.startedAt < target.since) return;
    const range = { from: event.startedAt, to: event.at };
    if (target.kind === 'rule') {
      const common = {
        rule_id: target.ruleId,
        zone: target.zone,
        started_at: toRfc3339(event.startedAt),
        confirmed_at: toRfc3339(event.at),
        late,
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
          { asset_id: event.assetId, ...common, center: [fix.lon, fix.lat], max_speed_kn: event.maxSpeedKn },
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
