/**
 * A workspace's compliance settings (`GET/PUT /v1/compliance/settings`): the filing institution its
 * SAR drafts name in Part IV (and Part III). A draft made before they are set is still made, with
 * the institution marked missing and a warning.
 */
import { type Static, Type } from 'typebox';
import type { Clock } from '../../lib/clock.ts';
import { StringEnum } from '../../lib/schemas.ts';
import type { Executor, Store } from '../../store/store.ts';

const Text = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, description });

export const FilingInstitutionSchema = Type.Object(
  {
    name: Text(150, 'The institution’s legal name.'),
    tin: Type.Optional(Text(25, 'Its taxpayer identification number.')),
    tin_type: Type.Optional(
      StringEnum(['ein', 'ssn_itin', 'foreign'] as const, { description: 'What kind of TIN `tin` is.' }),
    ),
    institution_type: Type.Optional(
      Text(100, 'E.g. `Money services business`, `Depository institution`, `Securities/Futures`.'),
    ),
    primary_federal_regulator: Type.Optional(Text(100, 'E.g. `IRS` (for MSBs), `OCC`, `FDIC`, `SEC`.')),
    address: Type.Optional(
      Type.Object(
        {
          street: Type.Optional(Text(200, 'Street address.')),
          city: Type.Optional(Text(100, 'City.')),
          state: Type.Optional(Text(50, 'State or province.')),
          postal_code: Type.Optional(Text(20, 'ZIP or postal code.')),
          country: Type.Optional(
            Type.String({
              pattern: '^[A-Z]{2}$',
              description: 'ISO 3166-1 alpha-2 country code, e.g. `US`.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    contact: Type.Optional(
      Type.Object(
        {
          office: Type.Optional(Text(150, 'The office to contact for assistance.')),
          phone: Type.Optional(Text(30, 'Its phone number.')),
          email: Type.Optional(
            Type.String({ format: 'email', maxLength: 254, description: 'Its e-mail address.' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  {
    $id: 'FilingInstitution',
    additionalProperties: false,
    description: 'The institution that files the SAR (FinCEN SAR Part IV).',
  },
);

export type FilingInstitution = Static<typeof FilingInstitutionSchema>;

export interface ComplianceSettings {
  filing_institution: FilingInstitution | null;
  updated_at: number | null;
}

export interface ComplianceSettingsService {
  get(workspaceId: string): Promise<ComplianceSettings>;
  /** Replaces the settings; `keyId` is kept as who changed them. */
  put(
    workspaceId: string,
    settings: { filing_institution: FilingInstitution },
    keyId: string,
  ): Promise<ComplianceSettings>;
}

export async function readComplianceSettings(db: Executor, workspaceId: string): Promise<ComplianceSettings> {
  const row = await db
    .selectFrom('compliance_settings')
    .select(['filing_institution', 'updated_at'])
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row
    ? {
        filing_institution: JSON.parse(row.filing_institution) as FilingInstitution,
        updated_at: row.updated_at,
      }
    : { filing_institution: null, updated_at: null };
}

export function createComplianceSettingsService(deps: {
  store: Store;
  clock: Clock;
}): ComplianceSettingsService {
  const { store, clock } = deps;
  return {
    get: (workspaceId) => readComplianceSettings(store.db, workspaceId),
    async put(workspaceId, settings, keyId) {
      const now = clock.now();
      const row = {
        workspace_id: workspaceId,
        filing_institution: JSON.stringify(settings.filing_institution),
        updated_by: keyId,
        updated_at: now,
      };
      await store.db
        .insertInto('compliance_settings')
        .values(row)
        .onConflict((oc) =>
          oc.column('workspace_id').doUpdateSet({
            filing_institution: row.filing_institution,
            updated_by: keyId,
            updated_at: now,
          }),
        )
        .execute();
      return { filing_institution: settings.filing_institution, updated_at: now };
    },
  };
}
