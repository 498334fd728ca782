import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { ComplianceSettingsSchema, serializeSettings } from './sar-schemas.ts';

export const getComplianceSettings = defineRoute({
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
