/** The route factory of this module's endpoints: their handlers are given the events service. */
import { routeFactory } from '../../../http/route.ts';
import type { EventsService } from '../events-service.ts';

export const eventsRoute = routeFactory<{ events: EventsService }>();
