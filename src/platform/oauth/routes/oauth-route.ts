/** The route factory of this module's endpoints: their handlers are given the OAuth clients and tokens services. */
import { routeFactory } from '../../../http/route.ts';
import type { OAuthClientsService } from '../oauth-clients-service.ts';
import type { OAuthTokensService } from '../oauth-tokens-service.ts';

export interface OAuthRouteDeps {
  oauth: { clients: OAuthClientsService; tokens: OAuthTokensService };
}

export const oauthRoute = routeFactory<OAuthRouteDeps>();
