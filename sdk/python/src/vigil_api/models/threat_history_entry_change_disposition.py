from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.threat_history_entry_change_disposition_from_type_1 import (
    ThreatHistoryEntryChangeDispositionFromType1,
)
from ..models.threat_history_entry_change_disposition_from_type_2_type_1 import (
    ThreatHistoryEntryChangeDispositionFromType2Type1,
)
from ..models.threat_history_entry_change_disposition_from_type_3_type_1 import (
    ThreatHistoryEntryChangeDispositionFromType3Type1,
)
from ..models.threat_history_entry_change_disposition_to_type_1 import (
    ThreatHistoryEntryChangeDispositionToType1,
)
from ..models.threat_history_entry_change_disposition_to_type_2_type_1 import (
    ThreatHistoryEntryChangeDispositionToType2Type1,
)
from ..models.threat_history_entry_change_disposition_to_type_3_type_1 import (
    ThreatHistoryEntryChangeDispositionToType3Type1,
)

T = TypeVar("T", bound="ThreatHistoryEntryChangeDisposition")


@_attrs_define
class ThreatHistoryEntryChangeDisposition:
    """The disposition, from and to (null: none).

    Attributes:
        from_ (Union[None, ThreatHistoryEntryChangeDispositionFromType1,
            ThreatHistoryEntryChangeDispositionFromType2Type1, ThreatHistoryEntryChangeDispositionFromType3Type1]):
        to (Union[None, ThreatHistoryEntryChangeDispositionToType1, ThreatHistoryEntryChangeDispositionToType2Type1,
            ThreatHistoryEntryChangeDispositionToType3Type1]):
    """

    from_: Union[
        None,
        ThreatHistoryEntryChangeDispositionFromType1,
        ThreatHistoryEntryChangeDispositionFromType2Type1,
        ThreatHistoryEntryChangeDispositionFromType3Type1,
    ]
    to: Union[
        None,
        ThreatHistoryEntryChangeDispositionToType1,
        ThreatHistoryEntryChangeDispositionToType2Type1,
        ThreatHistoryEntryChangeDispositionToType3Type1,
    ]

    def to_dict(self) -> dict[str, Any]:
        from_: Union[None, str]
        if isinstance(self.from_, ThreatHistoryEntryChangeDispositionFromType1):
            from_ = self.from_.value
        elif isinstance(self.from_, ThreatHistoryEntryChangeDispositionFromType2Type1):
            from_ = self.from_.value
        elif isinstance(self.from_, ThreatHistoryEntryChangeDispositionFromType3Type1):
            from_ = self.from_.value
        else:
            from_ = self.from_

        to: Union[None, str]
        if isinstance(self.to, ThreatHistoryEntryChangeDispositionToType1):
            to = self.to.value
        elif isinstance(self.to, ThreatHistoryEntryChangeDispositionToType2Type1):
            to = self.to.value
        elif isinstance(self.to, ThreatHistoryEntryChangeDispositionToType3Type1):
            to = self.to.value
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_from_(
            data: object,
        ) -> Union[
            None,
            ThreatHistoryEntryChangeDispositionFromType1,
            ThreatHistoryEntryChangeDispositionFromType2Type1,
            ThreatHistoryEntryChangeDispositionFromType3Type1,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_1 = ThreatHistoryEntryChangeDispositionFromType1(data)

                return from_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_2_type_1 = ThreatHistoryEntryChangeDispositionFromType2Type1(
                    data
                )

                return from_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_3_type_1 = ThreatHistoryEntryChangeDispositionFromType3Type1(
                    data
                )

                return from_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    ThreatHistoryEntryChangeDispositionFromType1,
                    ThreatHistoryEntryChangeDispositionFromType2Type1,
                    ThreatHistoryEntryChangeDispositionFromType3Type1,
                ],
                data,
            )

        from_ = _parse_from_(d.pop("from"))

        def _parse_to(
            data: object,
        ) -> Union[
            None,
            ThreatHistoryEntryChangeDispositionToType1,
            ThreatHistoryEntryChangeDispositionToType2Type1,
            ThreatHistoryEntryChangeDispositionToType3Type1,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_1 = ThreatHistoryEntryChangeDispositionToType1(data)

                return to_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_2_type_1 = ThreatHistoryEntryChangeDispositionToType2Type1(data)

                return to_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_3_type_1 = ThreatHistoryEntryChangeDispositionToType3Type1(data)

                return to_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    ThreatHistoryEntryChangeDispositionToType1,
                    ThreatHistoryEntryChangeDispositionToType2Type1,
                    ThreatHistoryEntryChangeDispositionToType3Type1,
                ],
                data,
            )

        to = _parse_to(d.pop("to"))

        threat_history_entry_change_disposition = cls(
            from_=from_,
            to=to,
        )

        return threat_history_entry_change_disposition
