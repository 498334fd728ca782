/** The route factory of this module's endpoints: their handlers are given the screening service. */
import { routeFactory } from '../../../http/route.ts';
import type { ScreeningRecords } from '../screening-records.ts';
import type { ScreeningService } from '../screening-service.ts';

export const screeningRoute = routeFactory<{ screening: ScreeningService }>();
/** The audit trail's endpoints: their handlers are given the stored screenings. */
export const screeningRecordsRoute = routeFactory<{ screeningRecords: ScreeningRecords }>();
