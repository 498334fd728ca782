from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScreeningMatchListedOnItem")


@_attrs_define
class ScreeningMatchListedOnItem:
    """
    Attributes:
        ticker (str): The ticker the list files the address under, e.g. `ETH`, `XBT`.
        chain (Union[None, str]): The chain Vigil reads that ticker as; null for a chain Vigil does not screen (`ETC`).
    """

    ticker: str
    chain: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        ticker = self.ticker

        chain: Union[None, str]
        chain = self.chain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ticker": ticker,
                "chain": chain,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ticker = d.pop("ticker")

        def _parse_chain(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        chain = _parse_chain(d.pop("chain"))

        screening_match_listed_on_item = cls(
            ticker=ticker,
            chain=chain,
        )

        return screening_match_listed_on_item
