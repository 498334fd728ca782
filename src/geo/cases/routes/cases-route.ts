/** The route factory of this module's endpoints: their handlers are given the cases service. */
import { routeFactory } from '../../../http/route.ts';
import type { CasesService } from '../cases-service.ts';

export const casesRoute = routeFactory<{ cases: CasesService }>();
