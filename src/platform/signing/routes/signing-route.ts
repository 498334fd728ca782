/** The route factory of this module's endpoints: their handlers are given the signing keys service. */
import { routeFactory } from '../../../http/route.ts';
import type { SigningKeysService } from '../signing-keys-service.ts';

export const signingRoute = routeFactory<{ signingKeys: SigningKeysService }>();
