import { Type } from 'typebox';
import { ref } from '../../../lib/schemas.ts';
import { AgentStatusSchema, serializeAgentStatus } from './agent-status-schemas.ts';
import { agentsRoute } from './agents-route.ts';

export const getAgentsStatus = agentsRoute({
  method: 'GET',
  url: '/v1/agents/status',
  scope: 'agents:read',
  operationId: 'getAgentsStatus',
  summary: 'Detection agents’ status',
  description:
    'Every registered agent, those that have processed nothing yet included, with its health and counters. Counters and health are the whole service’s (every process adds to them); latency is that of the process that answers.',
  tag: 'Agents',
  schema: {
    response: {
      200: Type.Object(
        { data: Type.Array(ref(AgentStatusSchema)) },
        { description: 'One entry per agent, in a fixed order.' },
      ),
    },
  },
  handler: async (_request, _reply, { agents }) => {
    const statuses = await agents.status();
    return { data: statuses.map(serializeAgentStatus) };
  },
});
