/** The route factory of this module's endpoints: their handlers are given the detections service. */
import { routeFactory } from '../../../http/route.ts';
import type { DetectionsService } from '../detections-service.ts';

export const detectionsRoute = routeFactory<{ detections: DetectionsService }>();
