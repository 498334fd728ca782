/**
 * The route factory of this module's endpoints: their handlers are given the store (health asks
 * it) and the readiness checks.
 */
import { routeFactory } from '../../http/route.ts';
import type { Store } from '../../store/store.ts';
import type { Readiness } from './readiness.ts';

export const systemRoute = routeFactory<{ store: Store; readiness: Readiness }>();
