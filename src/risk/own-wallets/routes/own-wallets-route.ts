/** The route factory of this module's endpoints: their handlers are given the own-wallets service. */
import { routeFactory } from '../../../http/route.ts';
import type { OwnWalletsService } from '../own-wallets-service.ts';

export const ownWalletsRoute = routeFactory<{ ownWallets: OwnWalletsService }>();
