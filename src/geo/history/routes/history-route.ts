/** The route factory of this module's endpoints: their handlers are given the asset events service. */
import { routeFactory } from '../../../http/route.ts';
import type { AssetEventsService } from '../asset-events-service.ts';

export const historyRoute = routeFactory<{ assetEvents: AssetEventsService }>();
