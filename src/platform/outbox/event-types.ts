/**
 * The closed list of event types customers receive as webhooks (API.md §3), each with the schema
 * of its `data`, a sentence on when it happens and an example. This list is the single source: the
 * outbox checks every event against it, the OpenAPI `webhooks` section and the event reference in
 * `docs/webhooks.md` are generated from it, and `test/platform/outbox/event-docs.app.test.ts` keeps them in step.
 */
import { type Static, type TObject, Type } from 'typebox';
import { Nullable, StringEnum } from '../../lib/schemas.ts';

export interface EventDefinition<S extends TObject = TObject> {
  /** When the event happens, for the docs. */
  when: string;
  data: S;
  example: Static<S>;
  /** False for events that are not subscribed to but sent on request (`webhook.test`). */
  subscribable: boolean;
}

function defineEvent<S extends TObject>(definition: EventDefinition<S>): EventDefinition<S> {
  return definition;
}

const Time = (description: string) =>
  Type.String({ format: 'date-time', description: `${description} RFC 3339, UTC, milliseconds.` });
const Id = (description: string) => Type.String({ description });

const Position = Type.Object(
  {
    at: Time('When the position was reported.'),
    lon: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, WGS 84.' }),
    lat: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude, WGS 84.' }),
    speed_kn: Type.Optional(Nullable(Type.Number({ description: 'Speed over ground, knots.' }))),
    course_deg: Type.Optional(Nullable(Type.Number({ description: 'Course over ground, degrees.' }))),
    heading_deg: Type.Optional(Nullable(Type.Number({ description: 'True heading, degrees.' }))),
    altitude_ft: Type.Optional(Nullable(Type.Number({ description: 'Altitude, feet (aircraft).' }))),
  },
  { additionalProperties: false, description: 'A reported position.' },
);

const Geometry = Type.Object(
  {
    type: Type.String({ description: 'A GeoJSON geometry type.' }),
    coordinates: Type.Optional(Type.Unknown({ description: 'GeoJSON coordinates, `[lon, lat]` in WGS 84.' })),
    geometries: Type.Optional(
      Type.Array(Type.Unknown(), { description: 'The members of a GeometryCollection.' }),
    ),
  },
  { description: 'A GeoJSON geometry (RFC 7946).' },
);

const ZoneRef = Type.Object(
  {
    kind: StringEnum(['site', 'area'] as const, {
      description: '`site`: the zone is a site; `area`: the zone or circle drawn on the rule itself.',
    }),
    id: Id('The site id, or for an `area` the rule id.'),
  },
  { additionalProperties: false, description: 'Which zone (the rule’s `where`).' },
);

const zoneCrossing = (direction: 'entered' | 'left') =>
  Type.Object(
    {
      rule_id: Id('The alert rule whose zone was crossed.'),
      asset_id: Id(`The asset that ${direction} the zone.`),
      position: Position,
      zone: ZoneRef,
      crossed_at: Time(
        'When the crossing happened: the time of the first position past the rule’s hysteresis band on the new side; for a crossing no position shows (a passage between two fixes), when the straight path between them reached past the band, interpolated (`interpolated: true`).',
      ),
      confirmed_at: Time(
        'When the crossing was confirmed: the same as `crossed_at` without `dwell_s`; with it, the position (or the instant the dwell ran out) that confirmed the asset stayed.',
      ),
      interpolated: Type.Boolean({
        description:
          'Whether `crossed_at` was interpolated on the path between two fixes (no fix lies on the new side of the crossing); `position` is then the fix after it.',
      }),
      gap_s: Nullable(
        Type.Integer({
          minimum: 0,
          description:
            'For an interpolated crossing, the seconds between the two fixes it was interpolated between (at most the rule’s `max_gap_s`); null otherwise.',
        }),
      ),
      late: Type.Boolean({
        description:
          'Whether the crossing was found by judging positions that arrived after newer ones of the asset had been judged (satellite backfill, a feed or broker that lagged): told late, once.',
      }),
    },
    { additionalProperties: false },
  );

const FeedSource = Type.Object(
  {
    kind: StringEnum(['feed', 'key'] as const, {
      description:
        '`feed`: a feed the service connects to (`VIGIL_FEEDS`); `key`: a key that ingests over HTTP.',
    }),
    id: Id('`feed:<address>` or `key:<key id>`.'),
    name: Type.String({ description: 'The feed’s address, or the key’s name.' }),
  },
  { additionalProperties: false, description: 'Where positions come from.' },
);

const Late = Type.Boolean({
  description:
    'Whether it was found by judging positions that arrived after newer ones of the asset had been judged (satellite backfill, a feed or broker that lagged): told late, once.',
});

const Episode = {
  rule_id: Id('The alert rule that asked for it.'),
  zone: ZoneRef,
  started_at: Time('When the behaviour began (its first fix).'),
  confirmed_at: Time('The fix at which it had lasted the rule’s `min_duration_s`.'),
  late: Late,
  center: Type.Tuple([Type.Number(), Type.Number()], {
    description:
      'Where, `[lon, lat]`: the mean position of the fixes so far (loitering, encounter) or the confirming fix (speed).',
  }),
};

const FeedbackOfEvent = Type.Object(
  {
    useful: Type.Boolean({ description: 'Whether the detection was useful.' }),
    comment: Nullable(Type.String()),
    given_at: Time('When the feedback was given.'),
  },
  { additionalProperties: false },
);

/** The detection as `GET /v1/detections/:id` shows it, without its evidence. */
const eventDetection = (feedback: string) =>
  Type.Object(
    {
      id: Id('The detection id (`det_…`).'),
      site_id: Id('The site.'),
      type: Type.String({ description: 'What was detected, e.g. `vessel_presence`, `vegetation_loss`.' }),
      confidence: Type.Number({ minimum: 0, maximum: 1, description: 'From 0 to 1.' }),
      observed_at: Time('When the detected thing was observed.'),
      geometry: Nullable(Geometry),
      // Typed as the detection's feedback is elsewhere (a bare `null` type is no type to generated
      // clients), also where it is always null.
      feedback: Type.Union([FeedbackOfEvent, Type.Null()], { description: feedback }),
      created_at: Time('When the detection was recorded.'),
    },
    { additionalProperties: false, description: 'The detection as `GET /v1/detections/:id` shows it.' },
  );

const examplePosition = {
  at: '2026-11-23T10:00:00.000Z',
  lon: 4.4025,
  lat: 51.2194,
  speed_kn: 11.2,
  course_deg: 274.5,
};

export const EVENT_TYPES = {
  'detection.created': defineEvent({
    when: 'A detection is recorded at a site, by a built-in detector or through `POST /v1/detections`.',
    subscribable: true,
    data: Type.Object(
      {
        site_id: Id('The site the detection belongs to.'),
        rule_ids: Type.Array(Id('An alert rule (`rule_…`).'), {
          description:
            'The `detection` alert rules this detection matched (site or zone, type, confidence). Empty when it matched none: endpoints subscribed to `detection.created` hear of every detection; a rule’s own channel hears of the ones it matched.',
        }),
        detection: eventDetection('Always null: a new detection has no feedback yet.'),
      },
      { additionalProperties: false },
    ),
    example: {
      site_id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab',
      rule_ids: ['rule_01jq3vb0d1f2g3h4j5k6m7n8pq'],
      detection: {
        id: 'det_01jq3v9m4nf5s0t7y8w9x0z1bc',
        site_id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab',
        type: 'vessel_presence',
        confidence: 0.92,
        observed_at: '2026-11-23T09:58:12.000Z',
        geometry: { type: 'Point', coordinates: [4.4025, 51.2194] },
        feedback: null,
        created_at: '2026-11-23T10:00:00.000Z',
      },
    },
  }),
  'detection.revised': defineEvent({
    when: 'A detection’s confidence changes after it was recorded: an imagery detection seen again by a later clear scene (low → high), or confirmed by another source (→ highest).',
    subscribable: true,
    data: Type.Object(
      {
        site_id: Id('The site the detection belongs to.'),
        rule_ids: Type.Array(Id('An alert rule (`rule_…`).'), {
          description:
            'The `detection` alert rules the new confidence matches and the old one did not (a rule with `min_confidence` 0.8 hears of a detection when it is confirmed). Rules it already matched are not told again.',
        }),
        detection: eventDetection('The feedback given so far, or null.'),
        revision: Type.Object(
          {
            confidence_before: Type.Number({ minimum: 0, maximum: 1 }),
            confidence_after: Type.Number({ minimum: 0, maximum: 1 }),
            reason: Type.String({ description: 'Why, in words, e.g. the scene that saw it again.' }),
            revised_at: Time('When the revision was made.'),
          },
          {
            additionalProperties: false,
            description: 'What changed; `GET /v1/detections/:id` lists every revision.',
          },
        ),
      },
      { additionalProperties: false },
    ),
    example: {
      site_id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab',
      rule_ids: ['rule_01jq3vb0d1f2g3h4j5k6m7n8pq'],
      detection: {
        id: 'det_01jq3v9m4nf5s0t7y8w9x0z1bc',
        site_id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab',
        type: 'vegetation_loss',
        confidence: 0.8,
        observed_at: '2026-11-18T10:20:31.000Z',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [15.0012, 36.1403],
              [15.0034, 36.1403],
              [15.0034, 36.1421],
              [15.0012, 36.1421],
              [15.0012, 36.1403],
            ],
          ],
        },
        feedback: null,
        created_at: '2026-11-18T14:02:11.000Z',
      },
      revision: {
        confidence_before: 0.5,
        confidence_after: 0.8,
        reason: 'seen again by S2B_33SVB_20261123_0_L2A (96 % of its pixels)',
        revised_at: '2026-11-23T14:01:52.000Z',
      },
    },
  }),
  'zone.entered': defineEvent({
    when: "A followed or rule-matched asset enters an alert rule's zone.",
    subscribable: true,
    data: zoneCrossing('entered'),
    example: {
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      position: examplePosition,
      zone: { kind: 'site', id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab' },
      crossed_at: '2026-11-23T10:00:00.000Z',
      confirmed_at: '2026-11-23T10:00:00.000Z',
      interpolated: false,
      gap_s: null,
      late: false,
    },
  }),
  'zone.exited': defineEvent({
    when: "A followed or rule-matched asset leaves an alert rule's zone.",
    subscribable: true,
    data: zoneCrossing('left'),
    example: {
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      position: examplePosition,
      zone: { kind: 'area', id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq' },
      crossed_at: '2026-11-23T09:41:12.000Z',
      confirmed_at: '2026-11-23T09:46:12.000Z',
      interpolated: true,
      gap_s: 1800,
      late: false,
    },
  }),
  'asset.dark': defineEvent({
    when: 'A followed vessel has stopped reporting for longer than its expected interval allows.',
    subscribable: true,
    data: Type.Object(
      {
        asset_id: Id('The silent asset.'),
        rule_id: Nullable(
          Id('The `dark` alert rule whose `quiet_s` was passed; null for a followed vessel’s own threshold.'),
        ),
        last_position: Position,
        silent_for_s: Type.Integer({
          minimum: 0,
          description:
            'Seconds since the last position; for a silence found late between two positions (`late: true`), the seconds between them.',
        }),
        threshold_s: Type.Integer({
          minimum: 0,
          description: 'The silence, in seconds, that counts as dark.',
        }),
        late: Late,
      },
      { additionalProperties: false },
    ),
    example: {
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      rule_id: null,
      last_position: examplePosition,
      silent_for_s: 960,
      threshold_s: 900,
      late: false,
    },
  }),
  'asset.loitering': defineEvent({
    when: 'A vessel a `loitering` alert rule watches has stayed slow inside its zone for `min_duration_s`.',
    subscribable: true,
    data: Type.Object(
      {
        asset_id: Id('The vessel.'),
        ...Episode,
        mean_speed_kn: Type.Number({ description: 'Mean speed over the episode so far, knots.' }),
      },
      { additionalProperties: false },
    ),
    example: {
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      zone: { kind: 'area', id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq' },
      started_at: '2026-11-23T08:58:00.000Z',
      confirmed_at: '2026-11-23T09:58:10.000Z',
      center: [56.4102, 25.1217],
      mean_speed_kn: 0.6,
      late: false,
    },
  }),
  'asset.encounter': defineEvent({
    when: 'Two vessels, one of them watched by an `encounter` alert rule, have stayed close and slow inside its zone for `min_duration_s`.',
    subscribable: true,
    data: Type.Object(
      {
        asset_ids: Type.Tuple([Id('One vessel.'), Id('The other.')], {
          description: 'The two vessels, in a stable order.',
        }),
        ...Episode,
        min_distance_m: Type.Number({ description: 'The closest they came, metres.' }),
      },
      { additionalProperties: false },
    ),
    example: {
      asset_ids: ['ast_01jq3vc2e3f4g5h6j7k8m9n0qr', 'ast_01jq3vc9z8y7x6w5v4t3s2r1qp'],
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      zone: { kind: 'site', id: 'site_01jq3v8k2mf4r9t6y7w8x9z0ab' },
      started_at: '2026-11-23T07:40:00.000Z',
      confirmed_at: '2026-11-23T09:40:00.000Z',
      center: [56.4102, 25.1217],
      min_distance_m: 38,
      late: false,
    },
  }),
  'asset.speed_above': defineEvent({
    when: 'An asset a `speed_above` alert rule watches has gone faster than `speed_kn` inside its zone for `min_duration_s`.',
    subscribable: true,
    data: Type.Object(
      {
        asset_id: Id('The asset.'),
        ...Episode,
        max_speed_kn: Type.Number({ description: 'The highest speed seen so far, knots.' }),
      },
      { additionalProperties: false },
    ),
    example: {
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      rule_id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq',
      zone: { kind: 'area', id: 'rule_01jq3vb0d1f2g3h4j5k6m7n8pq' },
      started_at: '2026-11-23T09:50:00.000Z',
      confirmed_at: '2026-11-23T09:50:00.000Z',
      center: [4.4025, 51.2194],
      max_speed_kn: 31.5,
      late: false,
    },
  }),
  'asset.distress': defineEvent({
    when: 'An AIS distress device (AIS-SART, man overboard, EPIRB-AIS) says it is active: navigational status 14, or its safety message "SART ACTIVE" (or MOB, EPIRB). Told once per activation to every workspace; a device in test mode ("SART TEST", status 15) is never told. An activation ends when the device reports test mode or goes unheard for an hour.',
    subscribable: true,
    data: Type.Object(
      {
        asset_id: Id('The device, an asset of its own kind.'),
        kind: StringEnum(['sart', 'mob', 'epirb'] as const, {
          description: 'Which device: `sart` (MMSI 970…), `mob` (972…), `epirb` (974…).',
        }),
        mmsi: Type.String({ description: 'The device’s MMSI (nine digits).' }),
        position: Position,
        started_at: Time('The first active report of this activation.'),
      },
      { additionalProperties: false },
    ),
    example: {
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      kind: 'sart',
      mmsi: '970012345',
      position: {
        at: '2026-11-23T09:50:00.000Z',
        lon: 4.4025,
        lat: 51.9194,
        speed_kn: 0.4,
        course_deg: 212.5,
      },
      started_at: '2026-11-23T09:50:00.000Z',
    },
  }),
  'feed.silent': defineEvent({
    when: 'A source of positions (a feed the service connects to, or a key that ingests) has gone quiet for much longer than it usually does. Told once; vessels heard only through it are not called dark meanwhile.',
    subscribable: true,
    data: Type.Object(
      {
        source: FeedSource,
        last_heard_at: Time('When its last batch of positions arrived.'),
        silent_for_s: Type.Integer({ minimum: 0, description: 'Seconds since then.' }),
        threshold_s: Type.Integer({
          minimum: 0,
          description:
            'The silence that counts for this source: ten of its usual gaps between batches, from 2 minutes to 12 hours (10 minutes before its cadence is known).',
        }),
      },
      { additionalProperties: false },
    ),
    example: {
      source: { kind: 'feed', id: 'feed:tcp://ais.example.org:5631', name: 'tcp://ais.example.org:5631' },
      last_heard_at: '2026-11-23T09:50:00.000Z',
      silent_for_s: 600,
      threshold_s: 600,
    },
  }),
  'feed.resumed': defineEvent({
    when: 'A source of positions that had gone silent sends again.',
    subscribable: true,
    data: Type.Object(
      {
        source: FeedSource,
        last_heard_at: Time('When its last batch before the silence arrived.'),
        silent_since: Time('The same: when the silence began.'),
        resumed_at: Time('When it was heard again.'),
      },
      { additionalProperties: false },
    ),
    example: {
      source: { kind: 'key', id: 'key:key_01jq3vd4f5g6h7j8k9m0n1p2qr', name: 'receiver uploader' },
      last_heard_at: '2026-11-23T09:50:00.000Z',
      silent_since: '2026-11-23T09:50:00.000Z',
      resumed_at: '2026-11-23T10:20:05.000Z',
    },
  }),
  'report.completed': defineEvent({
    when: 'A report has finished, or has failed (`status`).',
    subscribable: true,
    data: Type.Object(
      {
        report_id: Id('The report (`rpt_…`).'),
        status: StringEnum(['completed', 'failed'] as const),
        error: Nullable(Type.String({ description: 'Why it failed; null when it completed.' })),
      },
      { additionalProperties: false },
    ),
    example: { report_id: 'rpt_01jq3vd4f5g6h7j8k9m0n1p2rs', status: 'completed', error: null },
  }),
  'threat.detected': defineEvent({
    when: 'Agents have correlated a new threat, or raised the severity of one.',
    subscribable: true,
    data: Type.Object(
      {
        threat_id: Id('The threat (`thr_…`).'),
        severity: StringEnum(['low', 'medium', 'high', 'critical'] as const),
        typologies: Type.Array(Type.String(), { description: 'E.g. `sanctions`, `mixer`, `peel_chain`.' }),
        reason: StringEnum(['created', 'severity_raised'] as const, {
          description: '`created`: a new threat; `severity_raised`: an open threat’s severity went up.',
        }),
      },
      { additionalProperties: false },
    ),
    example: {
      threat_id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st',
      severity: 'high',
      typologies: ['mixer', 'peel_chain'],
      reason: 'created',
    },
  }),
  'action.executed': defineEvent({
    when: 'A transaction hold was placed, released, or expired (reached its `expires_at`).',
    subscribable: true,
    data: Type.Object(
      {
        hold_id: Id('The hold (`hold_…`).'),
        action: StringEnum(['hold', 'release', 'expire'] as const, {
          description:
            '`hold`: placed; `release`: released through the API; `expire`: reached its `expires_at`.',
        }),
        status: StringEnum(['active', 'released', 'expired'] as const, { description: 'The hold now.' }),
        reference: Type.Object(
          {
            chain: Type.String({ description: 'The canonical chain name.' }),
            tx_hash: Type.String({ description: 'The transaction held, normalised for its chain.' }),
            transfer_id: Type.Union([Id('A transfer (`xfer_…`).'), Type.Null()], {
              description: 'The transfer the hold was placed by; null when placed by hash.',
            }),
          },
          { additionalProperties: false, description: 'The transaction the hold is on.' },
        ),
        threat_id: Type.Union([Id('A threat (`thr_…`).'), Type.Null()], {
          description: 'The threat that prompted the hold; null when none was given.',
        }),
      },
      { additionalProperties: false },
    ),
    example: {
      hold_id: 'hold_01jq3vf8h9j0k1m2n3p4q5r6tv',
      action: 'hold',
      status: 'active',
      reference: {
        chain: 'ethereum',
        tx_hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
        transfer_id: null,
      },
      threat_id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st',
    },
  }),
  'compliance.sar_ready': defineEvent({
    when: 'A suspicious-activity report draft is ready to read.',
    subscribable: true,
    data: Type.Object(
      { sar_id: Id('The draft (`sar_…`).'), threat_id: Id('The threat it reports.') },
      { additionalProperties: false },
    ),
    example: { sar_id: 'sar_01jq3vg0j1k2m3n4p5q6r7s8vw', threat_id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st' },
  }),
  'agent.alert': defineEvent({
    when: 'One detection agent raised an alert.',
    subscribable: true,
    data: Type.Object(
      {
        agent: Type.String({ description: 'The agent, e.g. `sanctions`, `mixer`, `address_poisoning`.' }),
        threat_id: Id('The threat the alert joined (`thr_…`), as `GET /v1/threats/:id` shows it.'),
        alert: Type.Object(
          {
            id: Id('The alert (`alr_…`), listed in its threat’s evidence.'),
            typology: Type.String({ description: 'What the agent recognised.' }),
            severity: StringEnum(['low', 'medium', 'high', 'critical'] as const),
            summary: Type.String({ description: 'One sentence for a person.' }),
            occurred_at: Time('When the activity behind the alert happened.'),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    example: {
      agent: 'address_poisoning',
      threat_id: 'thr_01jq3ve6g7h8j9k0m1n2p3q4st',
      alert: {
        id: 'alr_01jq3vfz1a2b3c4d5e6f7g8h9j',
        typology: 'address_poisoning',
        severity: 'medium',
        summary: 'A zero-value transfer from a look-alike of a frequent counterparty.',
        occurred_at: '2026-11-23T09:59:40.000Z',
      },
    },
  }),
  'webhook.test': defineEvent({
    when: 'Sent on request to one endpoint by `POST /v1/webhooks/:id/test`; cannot be subscribed to.',
    subscribable: false,
    data: Type.Object(
      {
        endpoint_id: Id('The endpoint the test was sent to.'),
        message: Type.String(),
      },
      { additionalProperties: false },
    ),
    example: {
      endpoint_id: 'whk_01jq3vh2k3m4n5p6q7r8s9t0wx',
      message: 'A test event from Vigil: your endpoint is reachable and can verify signatures.',
    },
  }),
};

export type EventTypes = typeof EVENT_TYPES;
export type EventType = keyof EventTypes;
export type EventData<T extends EventType> = Static<EventTypes[T]['data']>;

export const ALL_EVENT_TYPES = Object.keys(EVENT_TYPES) as EventType[];
export const SUBSCRIBABLE_EVENT_TYPES = ALL_EVENT_TYPES.filter((type) => EVENT_TYPES[type].subscribable);

export function isSubscribableEventType(value: string): value is EventType {
  return (SUBSCRIBABLE_EVENT_TYPES as string[]).includes(value);
}
