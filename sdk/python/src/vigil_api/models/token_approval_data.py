from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.token_approval_data_kind import TokenApprovalDataKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="TokenApprovalData")


@_attrs_define
class TokenApprovalData:
    """`token.approval`: an owner let a spender move its tokens.

    Attributes:
        chain (str): A chain name or ticker, e.g. `ethereum`, `ETH`, `bitcoin`; stored as the canonical name.
        tx_hash (str): The transaction hash in its chain’s form (`0x` + 64 hex digits on EVM chains; 64 hex digits on
            Bitcoin-like chains, TRON, Monero and the XRP Ledger; a base58 signature on Solana); stored normalised.
        owner (str): The account whose tokens may be moved. Checked and normalised for its chain.
        spender (str): The account allowed to move them. Checked and normalised for its chain.
        token (str): The token contract (or NFT collection). Checked and normalised for its chain.
        kind (TokenApprovalDataKind): `approve` (ERC-20), `set_approval_for_all` (ERC-721/1155) or `permit` (an EIP-2612
            signature).
        log_index (Union[Unset, int]): Account chains: the log of the token transfer within its transaction, when the
            transaction moves several; with `tx_hash` it names the movement (the same movement sent again is one).
        amount (Union[Unset, str]): The allowance in the token’s base units, a decimal integer string (a uint256 does
            not fit a JSON number). Required for `approve` and `permit`; not given for `set_approval_for_all`.
        approved (Union[Unset, bool]): `set_approval_for_all` only: `false` revokes (default `true`).
    """

    chain: str
    tx_hash: str
    owner: str
    spender: str
    token: str
    kind: TokenApprovalDataKind
    log_index: Union[Unset, int] = UNSET
    amount: Union[Unset, str] = UNSET
    approved: Union[Unset, bool] = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        tx_hash = self.tx_hash

        owner = self.owner

        spender = self.spender

        token = self.token

        kind = self.kind.value

        log_index = self.log_index

        amount = self.amount

        approved = self.approved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "tx_hash": tx_hash,
                "owner": owner,
                "spender": spender,
                "token": token,
                "kind": kind,
            }
        )
        if log_index is not UNSET:
            field_dict["log_index"] = log_index
        if amount is not UNSET:
            field_dict["amount"] = amount
        if approved is not UNSET:
            field_dict["approved"] = approved

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        tx_hash = d.pop("tx_hash")

        owner = d.pop("owner")

        spender = d.pop("spender")

        token = d.pop("token")

        kind = TokenApprovalDataKind(d.pop("kind"))

        log_index = d.pop("log_index", UNSET)

        amount = d.pop("amount", UNSET)

        approved = d.pop("approved", UNSET)

        token_approval_data = cls(
            chain=chain,
            tx_hash=tx_hash,
            owner=owner,
            spender=spender,
            token=token,
            kind=kind,
            log_index=log_index,
            amount=amount,
            approved=approved,
        )

        return token_approval_data
