/** The route factory of this module's endpoints: their handlers are given the live event streams. */
import { routeFactory } from '../../../http/route.ts';
import type { EventStreamHub } from '../stream/event-stream-hub.ts';

export const outboxRoute = routeFactory<{ eventStream: EventStreamHub }>();
