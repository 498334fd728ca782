/** The route factory of this module's endpoints: their handlers are given the store (health asks it). */
import { routeFactory } from '../../http/route.ts';
import type { Store } from '../../store/store.ts';

export const systemRoute = routeFactory<{ store: Store }>();
