/** The route factory of this module's endpoints: their handlers are given the SAR and compliance settings services. */
import { routeFactory } from '../../../http/route.ts';
import type { ComplianceSettingsService } from '../compliance-settings.ts';
import type { SarService } from '../sar-service.ts';

export const sarRoute = routeFactory<{ sar: SarService; compliance: ComplianceSettingsService }>();
