import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { FilingInstitutionSchema } from '../compliance-settings.ts';
import { sarRoute } from './sar-route.ts';
import { ComplianceSettingsSchema, serializeSettings } from './sar-schemas.ts';

export const putComplianceSettings = sarRoute({
  method: 'PUT',
  url: '/v1/compliance/settings',
  scope: 'compliance:write',
  operationId: 'putComplianceSettings',
  summary: 'Set the compliance settings',
  description:
    'Replaces the settings. Drafts asked for afterwards name this filing institution in Parts III and IV; drafts already made keep the one they were made with.',
  tag: 'Compliance',
  schema: {
    body: Type.Object({ filing_institution: ref(FilingInstitutionSchema) }, { additionalProperties: false }),
    response: { 200: ref(ComplianceSettingsSchema) },
  },
  handler: async (request, _reply, { compliance }) => {
    const principal = principalOf(request);
    return serializeSettings(await compliance.put(principal.workspaceId, request.body, principal.keyId));
  },
});
