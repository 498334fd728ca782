/** The route factory of this module's endpoints: their handlers are given the agent runtime. */
import { routeFactory } from '../../../http/route.ts';
import type { AgentRuntime } from '../agent-runtime.ts';

export const agentsRoute = routeFactory<{ agents: AgentRuntime }>();
