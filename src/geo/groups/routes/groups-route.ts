/** The route factory of this module's endpoints: their handlers are given the groups and assets services. */
import { routeFactory } from '../../../http/route.ts';
import type { AssetsService } from '../../assets/index.ts';
import type { GroupsService } from '../groups-service.ts';

export const groupsRoute = routeFactory<{ groups: GroupsService; assets: AssetsService }>();
