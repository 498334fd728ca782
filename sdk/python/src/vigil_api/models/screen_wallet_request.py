import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.screen_wallet_request_exposure_method import (
    ScreenWalletRequestExposureMethod,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScreenWalletRequest")


@_attrs_define
class ScreenWalletRequest:
    """
    Attributes:
        address (str):
        chain (str): A chain name or ticker, e.g. `bitcoin`, `ETH`.
        exposure_method (Union[Unset, ScreenWalletRequestExposureMethod]): How indirect exposure is counted (default:
            the service’s `VIGIL_SCREENING_EXPOSURE`, haircut).
        max_hops (Union[Unset, int]): How far funds are followed (default: the workspace’s risk policy, else
            `VIGIL_SCREENING_MAX_HOPS`, 3).
        as_of (Union[Unset, datetime.datetime]): Answer as Vigil would have at this past time: the list versions in
            force then, the labels made and not yet removed by then, and the transfers stored and made by then. The answer
            says what it could not tell as it stood then (`history_gaps`). RFC 3339, UTC, milliseconds.
    """

    address: str
    chain: str
    exposure_method: Union[Unset, ScreenWalletRequestExposureMethod] = UNSET
    max_hops: Union[Unset, int] = UNSET
    as_of: Union[Unset, datetime.datetime] = UNSET

    def to_dict(self) -> dict[str, Any]:
        address = self.address

        chain = self.chain

        exposure_method: Union[Unset, str] = UNSET
        if not isinstance(self.exposure_method, Unset):
            exposure_method = self.exposure_method.value

        max_hops = self.max_hops

        as_of: Union[Unset, str] = UNSET
        if not isinstance(self.as_of, Unset):
            as_of = self.as_of.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "address": address,
                "chain": chain,
            }
        )
        if exposure_method is not UNSET:
            field_dict["exposure_method"] = exposure_method
        if max_hops is not UNSET:
            field_dict["max_hops"] = max_hops
        if as_of is not UNSET:
            field_dict["as_of"] = as_of

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        address = d.pop("address")

        chain = d.pop("chain")

        _exposure_method = d.pop("exposure_method", UNSET)
        exposure_method: Union[Unset, ScreenWalletRequestExposureMethod]
        if isinstance(_exposure_method, Unset):
            exposure_method = UNSET
        else:
            exposure_method = ScreenWalletRequestExposureMethod(_exposure_method)

        max_hops = d.pop("max_hops", UNSET)

        _as_of = d.pop("as_of", UNSET)
        as_of: Union[Unset, datetime.datetime]
        if isinstance(_as_of, Unset):
            as_of = UNSET
        else:
            as_of = isoparse(_as_of)

        screen_wallet_request = cls(
            address=address,
            chain=chain,
            exposure_method=exposure_method,
            max_hops=max_hops,
            as_of=as_of,
        )

        return screen_wallet_request
