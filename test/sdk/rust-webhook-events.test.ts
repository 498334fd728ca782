// The Rust client names every webhook event by hand twice (sdk/rust/src/webhooks.rs: `event_type`
// and `parse_event`), because serde cannot read the generated enum tagged by `type`. A new event in
// the API is a compile error there, but cargo runs only in CI's client tier; this reads the
// generated enum and the hand-written file so `npm test` says which event is missing first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const generated = readFileSync('sdk/rust/vigil-api/src/models/webhook_event.rs', 'utf8');
const handWritten = readFileSync('sdk/rust/src/webhooks.rs', 'utf8');

const events = [...generated.matchAll(/#\[serde\(rename="([^"]+)"\)\]\s*(\w+)\(/g)].map(
  ([, type = '', variant = '']) => ({ type, variant }),
);

describe('sdk/rust/src/webhooks.rs', () => {
  it('reads the generated enum', () => {
    expect(events.length).toBeGreaterThan(10);
  });

  it('names every event the API sends, in event_type and in parse_event', () => {
    const missing = events.filter(
      ({ type, variant }) =>
        !handWritten.includes(`WebhookEvent::${variant}(_) => "${type}"`) ||
        !handWritten.includes(`"${type}" => WebhookEvent::${variant}(serde_json::from_value(value)?)`),
    );
    expect(missing.map((e) => e.type)).toEqual([]);
  });
});
