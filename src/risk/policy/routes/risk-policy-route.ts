/** The route factory of this module's endpoints: their handlers are given the risk policy service. */
import { routeFactory } from '../../../http/route.ts';
import type { RiskPolicyService } from '../policy-service.ts';

export const riskPolicyRoute = routeFactory<{ riskPolicy: RiskPolicyService }>();
