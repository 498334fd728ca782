/** A risk policy as the API shows it and takes it (`/v1/risk-policy`). */
import { type Static, Type } from 'typebox';
import { Nullable, Timestamp } from '../../../lib/schemas.ts';

const Weight = Type.Integer({ minimum: 0, maximum: 100 });

const Band = (description: string) => Type.Integer({ minimum: 1, maximum: 100, description });

const ThresholdsSchema = Type.Object(
  {
    medium: Band('The lowest score that is `medium` (Vigil: 25). A score above 0 and under it is `low`.'),
    high: Band('The lowest score that is `high` (Vigil: 50).'),
    severe: Band('The lowest score that is `severe` (Vigil: 75).'),
  },
  {
    additionalProperties: false,
    description:
      'Where the bands begin; medium < high < severe. A sanctions hit is `severe` whatever they say.',
  },
);

const MinValueUsd = Type.String({
  pattern: '^[0-9]{1,15}(\\.[0-9]{1,2})?$',
  description: 'US dollars as decimal text, e.g. `"1000"` or `"250.50"`.',
});

const AllowedSchema = Type.Object(
  {
    chain: Type.String({ description: 'The canonical chain name.' }),
    address: Type.String({ description: 'The address, normalised for its chain.' }),
    note: Nullable(Type.String({ description: 'Why it is allowed, e.g. `our custodian`.' })),
  },
  { additionalProperties: false },
);

const policyFields = {
  category_weights: Type.Record(Type.String(), Weight, {
    description:
      'Weights (0–100) that replace Vigil’s for their categories (docs: Categories and weights); a category not named keeps Vigil’s. A TagPack tag is weighed by the heaviest of its concepts under these weights.',
  }),
  thresholds: ThresholdsSchema,
  indirect_exposure: Type.Object(
    {
      max_hops: Type.Integer({
        minimum: 1,
        maximum: 6,
        description:
          'How far funds are followed (1: direct counterparties only). A request’s own `max_hops` still overrides it.',
      }),
      min_value_usd: Nullable({
        ...MinValueUsd,
        description:
          'Indirect exposure (2 hops or more) worth less than this does not count: it is shown in `excluded_matches`. Exposure with no dollar value counts. Null: every amount counts.',
      }),
    },
    { additionalProperties: false },
  ),
  allow_list: Type.Array(AllowedSchema, {
    description:
      'Addresses whose labels do not count against anyone the workspace screens (their matches are shown in `excluded_matches`). A sanctions list entry is never allowed.',
  }),
};

export const RiskPolicySchema = Type.Object(
  {
    version: Type.Integer({
      minimum: 0,
      description:
        'The version: 1 for the workspace’s first policy, one more for each change; 0 is Vigil’s defaults.',
    }),
    ...policyFields,
    created_at: Nullable(Timestamp('When this version was set; null for Vigil’s defaults.')),
    created_by: Nullable(Type.String({ description: 'The key that set it; null for Vigil’s defaults.' })),
  },
  {
    $id: 'RiskPolicy',
    additionalProperties: false,
    description:
      'How the workspace’s screenings weigh what they find. Every screening names the version it was made under (`policy_version`).',
  },
);

export type RiskPolicy = Static<typeof RiskPolicySchema>;

/** What a version keeps: the policy without its version, time and author. */
export type PolicyContent = Pick<RiskPolicy, keyof typeof policyFields>;

export const RiskPolicyInputSchema = Type.Object(
  {
    category_weights: Type.Optional(
      Type.Record(Type.String({ minLength: 1, maxLength: 60 }), Weight, {
        maxProperties: 200,
        description:
          'Weights (0–100) that replace Vigil’s, by category. `sanctioned` and `sanction` cannot be lowered: sanctions exposure is weighed in full.',
      }),
    ),
    thresholds: Type.Optional(ThresholdsSchema),
    indirect_exposure: Type.Optional(
      Type.Object(
        {
          max_hops: Type.Optional(
            Type.Integer({ minimum: 1, maximum: 6, description: 'Default: `VIGIL_SCREENING_MAX_HOPS`, 3.' }),
          ),
          min_value_usd: Type.Optional(
            Nullable({ ...MinValueUsd, description: 'Default: null (every amount counts).' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    allow_list: Type.Optional(
      Type.Array(
        Type.Object(
          {
            chain: Type.String({ minLength: 1, maxLength: 40, description: 'A chain name or ticker.' }),
            address: Type.String({ minLength: 1, maxLength: 200 }),
            note: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10_000 },
      ),
    ),
  },
  {
    $id: 'RiskPolicyInput',
    additionalProperties: false,
    description: 'A whole policy: what is left out takes Vigil’s default.',
  },
);

export type RiskPolicyInput = Static<typeof RiskPolicyInputSchema>;

export const PolicyVersionParams = Type.Object({
  version: Type.Integer({ minimum: 0, description: 'The version; 0 is Vigil’s defaults.' }),
});
