/** SAR drafts and compliance settings as the API shows them, and the pieces their routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, ref, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { type ComplianceSettings, FilingInstitutionSchema } from '../compliance-settings.ts';
import { SarContent } from '../draft/sar-content.ts';
import type { SarSummaryRow } from '../sar-repo.ts';
import { parseSarSignature, SarSignatureSchema, serializeSarSignature } from '../sar-signature.ts';

export const SarIdParams = Type.Object({ id: IdParam('sar', 'The SAR draft id (`sar_…`).') });

export const SarDraftSchema = Type.Object(
  {
    id: Type.String({ description: 'The SAR draft id (`sar_…`).' }),
    status: StringEnum(['pending', 'ready', 'failed'] as const),
    threat_id: Type.String({ description: 'The threat it reports (`thr_…`).' }),
    draft: Nullable(ref(SarContent)),
    downloads: Nullable(
      Type.Object(
        { pdf: Type.String({ description: 'The draft as a PDF.' }) },
        { description: 'Once ready.' },
      ),
    ),
    error: Nullable(Type.String({ description: 'Why the draft failed.' })),
    signature: Nullable(ref(SarSignatureSchema)),
    created_at: Timestamp('When the draft was asked for.'),
    completed_at: Nullable(Timestamp('When it became ready or failed.')),
  },
  {
    $id: 'SarDraft',
    description:
      'A suspicious-activity report draft built from a threat: `draft` holds the FinCEN SAR parts and narrative once `status` is `ready`.',
  },
);

export function serializeSar(row: SarSummaryRow) {
  const ready = row.status === 'ready';
  return {
    id: row.id,
    status: row.status,
    threat_id: row.threat_id,
    draft: ready && row.content ? (JSON.parse(row.content) as SarContent) : null,
    downloads: ready ? { pdf: `/v1/compliance/sar/${row.id}/pdf` } : null,
    error: row.error,
    signature: ready ? serializeNullable(parseSarSignature(row.signature)) : null,
    created_at: toRfc3339(row.created_at),
    completed_at: row.completed_at === null ? null : toRfc3339(row.completed_at),
  };
}

function serializeNullable(signature: ReturnType<typeof parseSarSignature>) {
  return signature === null ? null : serializeSarSignature(signature);
}

export const ComplianceSettingsSchema = Type.Object(
  {
    filing_institution: Nullable(ref(FilingInstitutionSchema)),
    updated_at: Nullable(Timestamp('When they were last changed; null if never set.')),
  },
  { $id: 'ComplianceSettings', description: 'The workspace’s compliance settings.' },
);

export function serializeSettings(settings: ComplianceSettings) {
  return {
    filing_institution: settings.filing_institution,
    updated_at: settings.updated_at === null ? null : toRfc3339(settings.updated_at),
  };
}
