/** The route factory of this module's endpoints: their handlers are given the imagery services. */
import { routeFactory } from '../../../http/route.ts';
import type { ImageryService } from '../imagery-service.ts';
import type { TuningService } from '../tuning/tuning-service.ts';

export const imageryRoute = routeFactory<{ imagery: ImageryService; imageryTuning: TuningService }>();
