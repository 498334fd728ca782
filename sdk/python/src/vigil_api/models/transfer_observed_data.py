from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.transfer_observed_data_inputs_item import (
        TransferObservedDataInputsItem,
    )
    from ..models.transfer_observed_data_outputs_item import (
        TransferObservedDataOutputsItem,
    )


T = TypeVar("T", bound="TransferObservedData")


@_attrs_define
class TransferObservedData:
    """`transfer.observed`: value moved on chain. Account chains give `from`, `to` and `amount`; UTXO chains may give
    `inputs` and `outputs` instead. Also stored as a transfer that screening sees at once.

        Attributes:
            chain (str): A chain name or ticker, e.g. `ethereum`, `ETH`, `bitcoin`; stored as the canonical name.
            tx_hash (str): The transaction hash in its chain’s form (`0x` + 64 hex digits on EVM chains; 64 hex digits on
                Bitcoin-like chains, TRON, Monero and the XRP Ledger; a base58 signature on Solana); stored normalised.
            log_index (Union[Unset, int]): Account chains: the log of the token transfer within its transaction, when the
                transaction moves several; with `tx_hash` it names the movement (the same movement sent again is one).
            output_index (Union[Unset, int]): UTXO chains: the output `to` is, within the transaction.
            from_ (Union[Unset, str]): The sender (account chains). Checked and normalised for its chain.
            to (Union[Unset, str]): The receiver (account chains). Checked and normalised for its chain.
            amount (Union[Unset, float, str]): Units of the asset; required with `from` and `to`. Decimal text such as "1.5"
                keeps every digit; a JSON number is read as the double it is. In units of the asset (ETH, not wei): an amount
                finer than the asset divides or larger than its supply is a 400.
            asset (Union[Unset, str]): The asset moved, e.g. `ETH`, `USDT`.
            value_usd (Union[Unset, float, str]): What it was worth in US dollars, when the sender knows (structuring
                compares it to thresholds; exposure across assets is compared in dollars): decimal text such as "9500.00", or a
                number. Without it, the price table values the transfer where it can.
            inputs (Union[Unset, list['TransferObservedDataInputsItem']]): UTXO chains: the inputs, instead of `from`.
            outputs (Union[Unset, list['TransferObservedDataOutputsItem']]): UTXO chains: the outputs, instead of `to`.
            spender (Union[Unset, str]): For a token moved by `transferFrom`: the account that sent the transaction, when it
                is not `from`. Checked and normalised for its chain.
            token (Union[Unset, str]): The token contract, for token transfers. Checked and normalised for its chain.
    """

    chain: str
    tx_hash: str
    log_index: Union[Unset, int] = UNSET
    output_index: Union[Unset, int] = UNSET
    from_: Union[Unset, str] = UNSET
    to: Union[Unset, str] = UNSET
    amount: Union[Unset, float, str] = UNSET
    asset: Union[Unset, str] = UNSET
    value_usd: Union[Unset, float, str] = UNSET
    inputs: Union[Unset, list["TransferObservedDataInputsItem"]] = UNSET
    outputs: Union[Unset, list["TransferObservedDataOutputsItem"]] = UNSET
    spender: Union[Unset, str] = UNSET
    token: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        tx_hash = self.tx_hash

        log_index = self.log_index

        output_index = self.output_index

        from_ = self.from_

        to = self.to

        amount: Union[Unset, float, str]
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        asset = self.asset

        value_usd: Union[Unset, float, str]
        if isinstance(self.value_usd, Unset):
            value_usd = UNSET
        else:
            value_usd = self.value_usd

        inputs: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.inputs, Unset):
            inputs = []
            for inputs_item_data in self.inputs:
                inputs_item = inputs_item_data.to_dict()
                inputs.append(inputs_item)

        outputs: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.outputs, Unset):
            outputs = []
            for outputs_item_data in self.outputs:
                outputs_item = outputs_item_data.to_dict()
                outputs.append(outputs_item)

        spender = self.spender

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "tx_hash": tx_hash,
            }
        )
        if log_index is not UNSET:
            field_dict["log_index"] = log_index
        if output_index is not UNSET:
            field_dict["output_index"] = output_index
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to
        if amount is not UNSET:
            field_dict["amount"] = amount
        if asset is not UNSET:
            field_dict["asset"] = asset
        if value_usd is not UNSET:
            field_dict["value_usd"] = value_usd
        if inputs is not UNSET:
            field_dict["inputs"] = inputs
        if outputs is not UNSET:
            field_dict["outputs"] = outputs
        if spender is not UNSET:
            field_dict["spender"] = spender
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.transfer_observed_data_inputs_item import (
            TransferObservedDataInputsItem,
        )
        from ..models.transfer_observed_data_outputs_item import (
            TransferObservedDataOutputsItem,
        )

        d = dict(src_dict)
        chain = d.pop("chain")

        tx_hash = d.pop("tx_hash")

        log_index = d.pop("log_index", UNSET)

        output_index = d.pop("output_index", UNSET)

        from_ = d.pop("from", UNSET)

        to = d.pop("to", UNSET)

        def _parse_amount(data: object) -> Union[Unset, float, str]:
            if isinstance(data, Unset):
                return data
            return cast(Union[Unset, float, str], data)

        amount = _parse_amount(d.pop("amount", UNSET))

        asset = d.pop("asset", UNSET)

        def _parse_value_usd(data: object) -> Union[Unset, float, str]:
            if isinstance(data, Unset):
                return data
            return cast(Union[Unset, float, str], data)

        value_usd = _parse_value_usd(d.pop("value_usd", UNSET))

        inputs = []
        _inputs = d.pop("inputs", UNSET)
        for inputs_item_data in _inputs or []:
            inputs_item = TransferObservedDataInputsItem.from_dict(inputs_item_data)

            inputs.append(inputs_item)

        outputs = []
        _outputs = d.pop("outputs", UNSET)
        for outputs_item_data in _outputs or []:
            outputs_item = TransferObservedDataOutputsItem.from_dict(outputs_item_data)

            outputs.append(outputs_item)

        spender = d.pop("spender", UNSET)

        token = d.pop("token", UNSET)

        transfer_observed_data = cls(
            chain=chain,
            tx_hash=tx_hash,
            log_index=log_index,
            output_index=output_index,
            from_=from_,
            to=to,
            amount=amount,
            asset=asset,
            value_usd=value_usd,
            inputs=inputs,
            outputs=outputs,
            spender=spender,
            token=token,
        )

        return transfer_observed_data
