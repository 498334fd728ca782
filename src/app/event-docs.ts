/**
 * `npm run docs:events`: rewrites the event reference in `docs/webhooks.md` from the service's
 * event catalogue (the renderer is `platform/outbox/event-docs.ts`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { EVENT_DOC_FILE, withEventReference } from '../platform/outbox/index.ts';
import { EVENTS } from './event-catalogue.ts';

writeFileSync(EVENT_DOC_FILE, withEventReference(readFileSync(EVENT_DOC_FILE, 'utf8'), EVENTS));
process.stdout.write(`wrote the event reference in ${EVENT_DOC_FILE}\n`);
