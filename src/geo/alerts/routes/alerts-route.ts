/** The route factory of this module's endpoints: their handlers are given the alerts service. */
import { routeFactory } from '../../../http/route.ts';
import type { AlertsService } from '../alerts-service.ts';

export const alertsRoute = routeFactory<{ alerts: AlertsService }>();
