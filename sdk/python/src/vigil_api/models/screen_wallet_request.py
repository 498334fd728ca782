from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

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
        max_hops (Union[Unset, int]): How far funds are followed (default `VIGIL_SCREENING_MAX_HOPS`, 3).
    """

    address: str
    chain: str
    exposure_method: Union[Unset, ScreenWalletRequestExposureMethod] = UNSET
    max_hops: Union[Unset, int] = UNSET

    def to_dict(self) -> dict[str, Any]:
        address = self.address

        chain = self.chain

        exposure_method: Union[Unset, str] = UNSET
        if not isinstance(self.exposure_method, Unset):
            exposure_method = self.exposure_method.value

        max_hops = self.max_hops

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

        screen_wallet_request = cls(
            address=address,
            chain=chain,
            exposure_method=exposure_method,
            max_hops=max_hops,
        )

        return screen_wallet_request
