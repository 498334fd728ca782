/** The route factory of this module's endpoints: their handlers are given the labels service. */
import { routeFactory } from '../../../http/route.ts';
import type { LabelsService } from '../labels-service.ts';

export const labelsRoute = routeFactory<{ labels: LabelsService }>();
