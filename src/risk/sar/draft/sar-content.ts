/**
 * A SAR draft's content: the parts of the FinCEN SAR (BSA E-Filing form, 2018 revision) that a
 * threat's facts can fill, with what they cannot marked unknown, and the narrative. The schema
 * serialises the API response and writes the OpenAPI description.
 */
import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { SEVERITIES } from '../../agents/index.ts';

const Address = Type.Object({
  chain: Type.String(),
  address: Type.String(),
  roles: Type.Array(Type.String(), { description: 'What the alerts say the address did.' }),
  labels: Type.Array(Type.String(), { description: 'Labels screening knows for it (`label (category)`).' }),
});

const Subject = Type.Object(
  {
    kind: StringEnum(['entity', 'account'] as const, {
      description:
        '`entity`: the holder of virtual currency addresses (an entity cluster); `account`: a customer account of the institution.',
    }),
    entity_id: Nullable(Type.String({ description: 'The entity cluster (`ent_…`).' })),
    account_id: Nullable(
      Type.String({ description: 'The institution’s reference of the customer account.' }),
    ),
    name: Nullable(Type.String({ description: 'A name a label gives the entity; null when unknown.' })),
    name_unknown: Type.Boolean({ description: 'Item 4 "Unknown": no name is known to Vigil.' }),
    tin_unknown: Type.Boolean(),
    address_unknown: Type.Boolean(),
    date_of_birth_unknown: Type.Boolean(),
    role_in_activity: StringEnum(['purchaser_sender', 'payee_receiver', 'both', 'unknown'] as const, {
      description: 'The subject’s role in the suspicious activity, from the direction of its transfers.',
    }),
    addresses: Type.Array(Address),
  },
  { description: 'A subject (Part I). Victims are not subjects; the narrative names them.' },
);

const Category = Type.Object({
  item: Type.Integer({ description: 'The FinCEN SAR item, 29–38.' }),
  category: Type.String({ description: 'E.g. `Money laundering`.' }),
  subtype: Type.String({
    description: 'The box ticked, e.g. `Suspicious use of multiple accounts`, or `Other`.',
  }),
  other_text: Nullable(Type.String({ description: 'For `Other`: the text the form asks for.' })),
  typologies: Type.Array(Type.String(), { description: 'The typologies of the threat that led to it.' }),
});

const Amount = Type.Object({
  chain: Type.String(),
  asset: Nullable(Type.String({ description: 'Null when the events did not say.' })),
  amount: Type.String({
    description: 'Summed exactly over distinct transfers: decimal text in units of the asset.',
  }),
  transfers: Type.Integer({ minimum: 0 }),
});

const SanctionsEntry = Type.Object({
  list_source: Type.String({ description: 'E.g. `ofac_sdn`.' }),
  list_version: Nullable(
    Type.String({ description: 'The list’s version the alert matched (OFAC: its issue date).' }),
  ),
  entry_id: Nullable(
    Type.String({ description: 'The entry’s id on the list (OFAC: the SDN entry’s profile id).' }),
  ),
  name: Type.String({ description: 'The entry’s name as listed.' }),
  programs: Type.Array(Type.String(), {
    description: 'Its sanctions programmes, e.g. `ILLICIT-DRUGS-EO14059`.',
  }),
  designated_at: Nullable(Type.String({ description: 'When the list designated it, YYYY-MM-DD.' })),
  listed_address: Type.String({ description: 'The listed address the activity dealt with.' }),
  exposure: Type.String({ description: '`ownership`, `direct` or `indirect`.' }),
  path: Nullable(
    Type.String({ description: 'Indirect exposure: the addresses from the party to the listed one.' }),
  ),
  exposure_usd: Nullable(Type.String({ description: 'The dollar exposure, when known.' })),
  before_designation: Type.Boolean({ description: 'The dealing came before the designation.' }),
  alert_ids: Type.Array(Type.String(), { description: 'The sanctions alerts (`alr_…`) that matched it.' }),
});

const CyberIndicator = Type.Object({
  kind: StringEnum(['virtual_currency_address', 'transaction_hash'] as const),
  indicator: Type.Literal('Other', {
    description: 'The cyber event indicator type the form files it under.',
  }),
  description: Type.String({
    description: 'The text that goes with `Other`, e.g. `Virtual currency address (ethereum)`.',
  }),
  value: Type.String(),
  first_seen_at: Timestamp('When it first appeared in the activity.'),
});

const Institution = Type.Object(
  {
    status: StringEnum(['provided', 'missing'] as const, {
      description: '`missing`: the workspace’s compliance settings have no filing institution yet.',
    }),
    name: Nullable(Type.String()),
    tin: Nullable(Type.String()),
    tin_type: Nullable(Type.String()),
    institution_type: Nullable(Type.String()),
    primary_federal_regulator: Nullable(Type.String()),
    address: Type.Object({
      street: Nullable(Type.String()),
      city: Nullable(Type.String()),
      state: Nullable(Type.String()),
      postal_code: Nullable(Type.String()),
      country: Nullable(Type.String()),
    }),
    contact_office: Nullable(Type.String()),
    contact_phone: Nullable(Type.String()),
    contact_email: Nullable(Type.String()),
  },
  { description: 'Part IV: the filing institution, from the workspace’s compliance settings.' },
);

export const SarContent = Type.Object(
  {
    form: Type.Literal('FinCEN SAR', { description: 'The form the draft follows.' }),
    filing_type: Type.Literal('initial_report'),
    prepared_at: Timestamp('When the draft was asked for.'),
    threat: Type.Object({
      id: Type.String(),
      severity: StringEnum(SEVERITIES),
      typologies: Type.Array(Type.String()),
      alert_count: Type.Integer({ minimum: 0 }),
      first_seen_at: Timestamp('The earliest activity of the threat.'),
      created_at: Timestamp('When Vigil correlated the threat.'),
    }),
    filing_deadline: Timestamp(
      'The detection (the threat’s `created_at`, when Vigil first correlated its alerts) plus 30 calendar days: 31 CFR 1010.320 and the industry rules under it (1020.320(b)(3), 1022.320(b)(3)) allow 30 calendar days after the initial detection of facts that may constitute a basis for filing. Activity that happened long before it was detected does not move the deadline into the past.',
    ),
    sanctions: Nullable(
      Type.Object(
        {
          entries: Type.Array(SanctionsEntry, {
            description: 'The sanctions list entries the activity dealt with, as the alerts matched them.',
          }),
          blocking_report: Type.String({
            description:
              'The separate report a sanctions case calls for: property of a blocked person is blocked and reported to OFAC within 10 business days (31 CFR 501.603), a rejected transaction likewise (501.604). A SAR does not replace it.',
          }),
        },
        {
          description: 'For a threat with sanctions alerts: what a filer needs of the list; null otherwise.',
        },
      ),
    ),
    subjects: Type.Array(Subject, { description: 'Part I: subject information.' }),
    suspicious_activity: Type.Object(
      {
        date_range: Type.Object({
          from: Timestamp('The earliest activity (item 27).'),
          to: Timestamp('The latest activity (item 27).'),
        }),
        amount_usd: Nullable(
          Type.String({
            description:
              'Item 26: total in US dollars (cents) of the distinct movements of the suspicious activity that carried `value_usd` (an event resent counts once).',
          }),
        ),
        amount_unknown: Type.Boolean({
          description: 'Item 26 "Amount unknown": no event carried `value_usd`.',
        }),
        amounts: Type.Array(Amount, {
          description:
            'What moved in the suspicious activity, per chain and asset (transfers between victims and genuine counterparties only are context, not counted).',
        }),
        categories: Type.Array(Category, { description: 'Items 29–38: the types of suspicious activity.' }),
        cyber_event: Nullable(
          Type.Object({
            against: StringEnum(['financial_institution', 'financial_institution_customers'] as const),
            description: Type.String(),
          }),
        ),
        cyber_indicators: Type.Array(CyberIndicator, {
          description: 'Addresses and transaction hashes of the activity (victims’ addresses left out).',
        }),
      },
      { description: 'Part II: suspicious activity information.' },
    ),
    activity_institution: Type.Object(
      {
        same_as_filing_institution: Type.Literal(true),
        account_ids: Type.Array(Type.String(), {
          description: 'The customer accounts the activity went through.',
        }),
      },
      { description: 'Part III: the financial institution where the activity occurred.' },
    ),
    filing_institution: Institution,
    narrative: Type.Object(
      {
        text: Type.String({ description: 'The whole narrative, its sections in order.' }),
        who: Type.String(),
        what: Type.String(),
        when: Type.String(),
        where: Type.String(),
        why: Type.String(),
        how: Type.String(),
        sentences: Type.Array(
          Type.Object({
            section: StringEnum(['who', 'what', 'when', 'where', 'why', 'how'] as const),
            text: Type.String(),
            basis: Type.Array(Type.String(), {
              description:
                'The facts of the threat the sentence says: `threat:thr_…`, `alert:alr_…`, `address:<chain>:<address>`, `entity:ent_…`, `account:<id>`, `transfer:<chain>:<tx_hash>`, `typology:<name>`.',
            }),
          }),
          { description: 'Every sentence of the narrative, in order, with the facts it rests on.' },
        ),
      },
      { description: 'Part V: the narrative, written from the threat’s facts.' },
    ),
    warnings: Type.Array(Type.String(), {
      description: 'What a person must complete or check before filing.',
    }),
  },
  { $id: 'SarContent', description: 'A SAR draft in the structure of the FinCEN SAR.' },
);

export type SarContent = Static<typeof SarContent>;
export type SarSubject = SarContent['subjects'][number];
export type SarCategory = SarContent['suspicious_activity']['categories'][number];
