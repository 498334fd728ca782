/**
 * From the typologies of a threat to the FinCEN SAR's types of suspicious activity (items 29–38 of
 * the 2018 form: 29 Structuring, 31 Fraud, 33 Money laundering, 35 Other suspicious activities, …),
 * and the cyber event it amounts to (the narrative's reasons are written from the alerts' facts:
 * `sar-why.ts`).
 * The subtype texts are the form's own; `Other` carries the text the form asks for with it.
 * docs/agents.md ("SAR drafts") prints this map.
 */
import type { SarCategory } from './sar-content.ts';

interface CategoryChoice {
  item: number;
  category: string;
  subtype: string;
  other_text?: string;
}

export interface TypologyFiling {
  categories: CategoryChoice[];
  /** Whether the activity is a cyber event against the institution's customers. */
  cyberEventAgainstCustomers: boolean;
}

const STRUCTURING = { item: 29, category: 'Structuring' };
const FRAUD = { item: 31, category: 'Fraud' };
const MONEY_LAUNDERING = { item: 33, category: 'Money laundering' };
const OTHER = { item: 35, category: 'Other suspicious activities' };

export const TYPOLOGY_FILINGS: Readonly<Record<string, TypologyFiling>> = {
  sanctions: {
    categories: [{ ...OTHER, subtype: 'Other', other_text: 'Transfers with an address on a sanctions list' }],
    cyberEventAgainstCustomers: false,
  },
  mixer: {
    categories: [
      { ...MONEY_LAUNDERING, subtype: 'Suspicion concerning the source of funds' },
      { ...MONEY_LAUNDERING, subtype: 'Other', other_text: 'Use of a virtual currency mixing service' },
    ],
    cyberEventAgainstCustomers: false,
  },
  peel_chain: {
    categories: [{ ...MONEY_LAUNDERING, subtype: 'Suspicious use of multiple accounts' }],
    cyberEventAgainstCustomers: false,
  },
  layering: {
    categories: [
      { ...MONEY_LAUNDERING, subtype: 'Suspicious use of multiple accounts' },
      { ...OTHER, subtype: 'Transaction with no apparent economic, business, or lawful purpose' },
    ],
    cyberEventAgainstCustomers: false,
  },
  // The CTR (31 CFR 1010.311) covers cash, not virtual currency: the form's CTR box would say what
  // did not happen. The agent compares values to USD 10,000, so its own words under `Other`.
  structuring: {
    categories: [
      {
        ...STRUCTURING,
        subtype: 'Other',
        other_text: 'Virtual currency transactions each kept just under USD 10,000 within a day',
      },
    ],
    cyberEventAgainstCustomers: false,
  },
  address_poisoning: {
    categories: [{ ...FRAUD, subtype: 'Other', other_text: 'Address poisoning with a look-alike address' }],
    cyberEventAgainstCustomers: true,
  },
  drainer_approval: {
    categories: [
      { ...FRAUD, subtype: 'Other', other_text: 'Wallet drainer: token approval obtained by deception' },
      { ...OTHER, subtype: 'Account takeover' },
    ],
    cyberEventAgainstCustomers: true,
  },
};

/** A typology no filing is written down for. */
function otherFiling(typology: string): TypologyFiling {
  return {
    categories: [
      { ...OTHER, subtype: 'Other', other_text: `Activity flagged as ${typology.replaceAll('_', ' ')}` },
    ],
    cyberEventAgainstCustomers: false,
  };
}

export function filingOf(typology: string): TypologyFiling {
  return TYPOLOGY_FILINGS[typology] ?? otherFiling(typology);
}

/** The categories of a set of typologies, each once, by item then subtype, with the typologies behind it. */
export function categoriesOf(typologies: readonly string[]): SarCategory[] {
  const byChoice = new Map<string, SarCategory>();
  for (const typology of [...typologies].sort()) {
    for (const choice of filingOf(typology).categories) {
      const key = `${choice.item}|${choice.subtype}|${choice.other_text ?? ''}`;
      const found = byChoice.get(key);
      if (found) found.typologies.push(typology);
      else
        byChoice.set(key, {
          item: choice.item,
          category: choice.category,
          subtype: choice.subtype,
          other_text: choice.other_text ?? null,
          typologies: [typology],
        });
    }
  }
  return [...byChoice.values()].sort(
    (a, b) => a.item - b.item || (a.subtype < b.subtype ? -1 : a.subtype > b.subtype ? 1 : 0),
  );
}
