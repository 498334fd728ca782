/**
 * The shape of a UTXO-chain transaction as the clusterer reads it: who spent (inputs) and who was
 * paid how much (outputs). Amounts are whole base units (satoshis), as the CoinJoin rule compares
 * output values exactly and names dust amounts in satoshis.
 */

export interface UtxoTransfer {
  /** Null for an output that pays no address (OP_RETURN) or an input whose script has none. */
  address: string | null;
  /** Whole base units (satoshis); a safe, non-negative integer. */
  amount: number;
}

export interface UtxoTransaction {
  txHash: string;
  inputs: readonly UtxoTransfer[];
  outputs: readonly UtxoTransfer[];
}
