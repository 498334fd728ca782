from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sar_content_suspicious_activity_amounts_item import (
        SarContentSuspiciousActivityAmountsItem,
    )
    from ..models.sar_content_suspicious_activity_categories_item import (
        SarContentSuspiciousActivityCategoriesItem,
    )
    from ..models.sar_content_suspicious_activity_cyber_event_type_0 import (
        SarContentSuspiciousActivityCyberEventType0,
    )
    from ..models.sar_content_suspicious_activity_cyber_indicators_item import (
        SarContentSuspiciousActivityCyberIndicatorsItem,
    )
    from ..models.sar_content_suspicious_activity_date_range import (
        SarContentSuspiciousActivityDateRange,
    )


T = TypeVar("T", bound="SarContentSuspiciousActivity")


@_attrs_define
class SarContentSuspiciousActivity:
    """Part II: suspicious activity information.

    Attributes:
        date_range (SarContentSuspiciousActivityDateRange):
        amount_usd (Union[None, str]): Item 26: total in US dollars (cents) of the distinct movements of the suspicious
            activity that carried `value_usd` (an event resent counts once).
        amount_unknown (bool): Item 26 "Amount unknown": no event carried `value_usd`.
        amounts (list['SarContentSuspiciousActivityAmountsItem']): What moved in the suspicious activity, per chain and
            asset (transfers between victims and genuine counterparties only are context, not counted).
        categories (list['SarContentSuspiciousActivityCategoriesItem']): Items 29–38: the types of suspicious activity.
        cyber_event (Union['SarContentSuspiciousActivityCyberEventType0', None]):
        cyber_indicators (list['SarContentSuspiciousActivityCyberIndicatorsItem']): Addresses and transaction hashes of
            the activity (victims’ addresses left out).
    """

    date_range: "SarContentSuspiciousActivityDateRange"
    amount_usd: Union[None, str]
    amount_unknown: bool
    amounts: list["SarContentSuspiciousActivityAmountsItem"]
    categories: list["SarContentSuspiciousActivityCategoriesItem"]
    cyber_event: Union["SarContentSuspiciousActivityCyberEventType0", None]
    cyber_indicators: list["SarContentSuspiciousActivityCyberIndicatorsItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.sar_content_suspicious_activity_cyber_event_type_0 import (
            SarContentSuspiciousActivityCyberEventType0,
        )

        date_range = self.date_range.to_dict()

        amount_usd: Union[None, str]
        amount_usd = self.amount_usd

        amount_unknown = self.amount_unknown

        amounts = []
        for amounts_item_data in self.amounts:
            amounts_item = amounts_item_data.to_dict()
            amounts.append(amounts_item)

        categories = []
        for categories_item_data in self.categories:
            categories_item = categories_item_data.to_dict()
            categories.append(categories_item)

        cyber_event: Union[None, dict[str, Any]]
        if isinstance(self.cyber_event, SarContentSuspiciousActivityCyberEventType0):
            cyber_event = self.cyber_event.to_dict()
        else:
            cyber_event = self.cyber_event

        cyber_indicators = []
        for cyber_indicators_item_data in self.cyber_indicators:
            cyber_indicators_item = cyber_indicators_item_data.to_dict()
            cyber_indicators.append(cyber_indicators_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date_range": date_range,
                "amount_usd": amount_usd,
                "amount_unknown": amount_unknown,
                "amounts": amounts,
                "categories": categories,
                "cyber_event": cyber_event,
                "cyber_indicators": cyber_indicators,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sar_content_suspicious_activity_amounts_item import (
            SarContentSuspiciousActivityAmountsItem,
        )
        from ..models.sar_content_suspicious_activity_categories_item import (
            SarContentSuspiciousActivityCategoriesItem,
        )
        from ..models.sar_content_suspicious_activity_cyber_event_type_0 import (
            SarContentSuspiciousActivityCyberEventType0,
        )
        from ..models.sar_content_suspicious_activity_cyber_indicators_item import (
            SarContentSuspiciousActivityCyberIndicatorsItem,
        )
        from ..models.sar_content_suspicious_activity_date_range import (
            SarContentSuspiciousActivityDateRange,
        )

        d = dict(src_dict)
        date_range = SarContentSuspiciousActivityDateRange.from_dict(
            d.pop("date_range")
        )

        def _parse_amount_usd(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        amount_usd = _parse_amount_usd(d.pop("amount_usd"))

        amount_unknown = d.pop("amount_unknown")

        amounts = []
        _amounts = d.pop("amounts")
        for amounts_item_data in _amounts:
            amounts_item = SarContentSuspiciousActivityAmountsItem.from_dict(
                amounts_item_data
            )

            amounts.append(amounts_item)

        categories = []
        _categories = d.pop("categories")
        for categories_item_data in _categories:
            categories_item = SarContentSuspiciousActivityCategoriesItem.from_dict(
                categories_item_data
            )

            categories.append(categories_item)

        def _parse_cyber_event(
            data: object,
        ) -> Union["SarContentSuspiciousActivityCyberEventType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cyber_event_type_0 = (
                    SarContentSuspiciousActivityCyberEventType0.from_dict(data)
                )

                return cyber_event_type_0
            except:  # noqa: E722
                pass
            return cast(
                Union["SarContentSuspiciousActivityCyberEventType0", None], data
            )

        cyber_event = _parse_cyber_event(d.pop("cyber_event"))

        cyber_indicators = []
        _cyber_indicators = d.pop("cyber_indicators")
        for cyber_indicators_item_data in _cyber_indicators:
            cyber_indicators_item = (
                SarContentSuspiciousActivityCyberIndicatorsItem.from_dict(
                    cyber_indicators_item_data
                )
            )

            cyber_indicators.append(cyber_indicators_item)

        sar_content_suspicious_activity = cls(
            date_range=date_range,
            amount_usd=amount_usd,
            amount_unknown=amount_unknown,
            amounts=amounts,
            categories=categories,
            cyber_event=cyber_event,
            cyber_indicators=cyber_indicators,
        )

        sar_content_suspicious_activity.additional_properties = d
        return sar_content_suspicious_activity

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
