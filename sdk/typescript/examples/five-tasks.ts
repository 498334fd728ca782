/**
 * The five things every integration does, as docs/clients.md shows them (the regions between
 * `// [doc:NAME]` and `// [/doc]` are the doc's snippets, checked to match). test/examples.test.ts
 * runs each against a real Vigil.
 */
import {
  BadRequestError,
  NotFoundError,
  type Schema,
  Vigil,
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
} from '../src/index.ts';

export function authenticate(apiKey: string, baseUrl: string): Vigil {
  // [doc:authenticate]
  // An API key (vk_…) or an OAuth access token, sent as Authorization: Bearer ….
  const vigil = new Vigil({ apiKey, baseUrl });
  // [/doc]
  return vigil;
}

export async function screen(vigil: Vigil, address: string): Promise<Schema<'WalletScreening'>> {
  // [doc:screen]
  // One key per logical request: a retry with it is answered once, never acted on twice.
  // (The client also adds one to every POST by itself and keeps it across its own retries.)
  const result = await vigil.screening.wallet(
    { chain: 'ethereum', address },
    { idempotencyKey: crypto.randomUUID() },
  );
  console.log(result.risk_category, result.risk_score, result.sanctions_hit, result.matched_labels);
  // [/doc]
  return result;
}

export async function everySite(vigil: Vigil): Promise<string[]> {
  const ids: string[] = [];
  // [doc:paginate]
  // Fetches page after page (100 sites each) as the loop goes.
  for await (const site of vigil.sites.listAll({ limit: 100 })) {
    ids.push(site.id);
  }
  // [/doc]
  return ids;
}

export async function readSite(vigil: Vigil, siteId: string): Promise<string | null | undefined> {
  // [doc:problem]
  try {
    const site = await vigil.sites.get(siteId);
    return site.name;
  } catch (error) {
    if (error instanceof NotFoundError) {
      console.log(error.code, error.detail, error.requestId); // not_found, what to fix, the request id
    } else if (error instanceof BadRequestError) {
      for (const e of error.errors) console.log(e.pointer, e.detail); // e.g. /path/id and why it is wrong
    } else throw error;
  }
  // [/doc]
  return undefined;
}

export function receive(secret: string, body: string, headers: WebhookHeaders): WebhookEvent {
  // [doc:webhook]
  // body: the raw body as received (before any JSON parsing); headers: the request's headers.
  // Throws WebhookVerificationError if the signature or timestamp is wrong (answer 400).
  const event = verifyWebhook(secret, body, headers);
  if (event.type === 'threat.detected') console.log(event.data.threat_id, event.data.severity);
  // [/doc]
  return event;
}
