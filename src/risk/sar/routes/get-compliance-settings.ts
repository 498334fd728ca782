import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { sarRoute } from './sar-route.ts';
import { ComplianceSettingsSchema, serializeSettings } from './sar-schemas.ts';

export const getComplianceSettings = sarRoute({
  method: 'GET',
  url: '/v1/compliance/settings',
  scope: 'compliance:read',
  operationId: 'getComplianceSettings',
  summary: 'Get the compliance settings',
  description: 'The filing institution SAR drafts name; `filing_institution` is null until it is set.',
  tag: 'Compliance',
  schema: { response: { 200: ref(ComplianceSettingsSchema) } },
  handler: async (request, _reply, { compliance }) =>
    serializeSettings(await compliance.get(principalOf(request).workspaceId)),
});
