/** The route factory of this module's endpoints: their handlers are given the ports service. */
import { routeFactory } from '../../../http/route.ts';
import type { PortsService } from '../ports-service.ts';

export const portsRoute = routeFactory<{ ports: PortsService }>();
