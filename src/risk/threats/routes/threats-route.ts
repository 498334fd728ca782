/** The route factory of this module's endpoints: their handlers are given the threats service. */
import { routeFactory } from '../../../http/route.ts';
import type { ThreatsService } from '../threats-service.ts';

export const threatsRoute = routeFactory<{ threats: ThreatsService }>();
