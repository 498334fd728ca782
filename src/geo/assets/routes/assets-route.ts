/** The route factory of this module's endpoints: their handlers are given the assets service and the clock. */
import { routeFactory } from '../../../http/route.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AssetsService } from '../assets-service.ts';

export const assetsRoute = routeFactory<{ assets: AssetsService; clock: Clock }>();
