/** The route factory of this module's endpoints: their handlers are given the sites service. */
import { routeFactory } from '../../../http/route.ts';
import type { SitesService } from '../sites-service.ts';

export const sitesRoute = routeFactory<{ sites: SitesService }>();
