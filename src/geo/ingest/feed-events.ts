/** The events ingest publishes about its sources: one gone quiet for much longer than it usually is, and back. */
import { Type } from 'typebox';
import { StringEnum, Timestamp } from '../../lib/schemas.ts';
import { defineEvent } from '../../platform/outbox/index.ts';

const FeedSource = Type.Object(
  {
    kind: StringEnum(['feed', 'key'] as const, {
      description:
        '`feed`: a feed the service connects to (`VIGIL_FEEDS`); `key`: a key that ingests over HTTP.',
    }),
    id: Type.String({ description: '`feed:<address>` or `key:<key id>`.' }),
    name: Type.String({ description: 'The feed’s address, or the key’s name.' }),
  },
  { additionalProperties: false, description: 'Where positions come from.' },
);

export const FEED_EVENTS = {
  'feed.silent': defineEvent({
    when: 'A source of positions (a feed the service connects to, or a key that ingests) has gone quiet for much longer than it usually does. Told once; vessels heard only through it are not called dark meanwhile.',
    readScope: 'alerts:read',
    data: Type.Object(
      {
        source: FeedSource,
        last_heard_at: Timestamp('When its last batch of positions arrived.'),
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
    readScope: 'alerts:read',
    data: Type.Object(
      {
        source: FeedSource,
        last_heard_at: Timestamp('When its last batch before the silence arrived.'),
        silent_since: Timestamp('The same: when the silence began.'),
        resumed_at: Timestamp('When it was heard again.'),
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
};
