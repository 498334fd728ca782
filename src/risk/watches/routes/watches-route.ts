/** The route factory of this module's endpoints: their handlers are given the watches service. */
import { routeFactory } from '../../../http/route.ts';
import type { WatchesService } from '../watches-service.ts';

export const watchesRoute = routeFactory<{ watches: WatchesService }>();
