/** The route factory of this module's endpoints: their handlers are given the entity graphs. */
import { routeFactory } from '../../../http/route.ts';
import type { EntityGraphs } from '../entity-graph.ts';

export const transfersRoute = routeFactory<{ entities: EntityGraphs }>();
