/** The route factory of this module's endpoints: their handlers are given the ingest service. */
import { routeFactory } from '../../../http/route.ts';
import type { IngestService } from '../ingest-service.ts';

export const ingestRoute = routeFactory<{ ingest: IngestService }>();
