/** The route factory of this module's endpoints: their handlers are given the endpoints and deliveries services. */
import { routeFactory } from '../../../http/route.ts';
import type { DeliveriesService } from '../deliveries.ts';
import type { EndpointsService } from '../endpoints-service.ts';

export const webhooksRoute = routeFactory<{
  webhooks: { endpoints: EndpointsService; deliveries: DeliveriesService };
}>();
