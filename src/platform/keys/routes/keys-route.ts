/** The route factory of this module's endpoints: their handlers are given the keys service. */
import { routeFactory } from '../../../http/route.ts';
import type { KeysService } from '../keys-service.ts';

export const keysRoute = routeFactory<{ keys: KeysService }>();
