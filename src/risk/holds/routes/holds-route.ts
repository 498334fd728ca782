/** The route factory of this module's endpoints: their handlers are given the holds service. */
import { routeFactory } from '../../../http/route.ts';
import type { HoldsService } from '../holds-service.ts';

export const holdsRoute = routeFactory<{ holds: HoldsService }>();
