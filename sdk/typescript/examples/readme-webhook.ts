// The webhook receiver README.md shows (the region between `// [doc:NAME]` and `// [/doc]`, checked
// to match by test/docs/client-snippets.test.ts), type-checked by `npm run typecheck`.
// [doc:readme-webhook]
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyWebhook, type WebhookEvent, WebhookVerificationError } from '@vigil/sdk';

const secret = process.env.VIGIL_WEBHOOK_SECRET ?? ''; // the endpoint's whsec_…

// http.createServer(onWebhook): the signature is over the raw body as received, so no JSON parsing first.
export async function onWebhook(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  let event: WebhookEvent;
  try {
    event = verifyWebhook(secret, Buffer.concat(chunks), request.headers);
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      response.writeHead(400).end();
      return;
    }
    throw error;
  }
  if (event.type === 'threat.detected') console.log(event.data.threat_id, event.data.severity);
  response.writeHead(204).end();
}
// [/doc]
