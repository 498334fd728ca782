/** The route factory of this module's endpoints: their handlers are given the reports service. */
import { routeFactory } from '../../../http/route.ts';
import type { ReportsService } from '../reports-service.ts';

export const reportsRoute = routeFactory<{ reports: ReportsService }>();
