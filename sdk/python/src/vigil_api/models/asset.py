import datetime
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
from dateutil.parser import isoparse

from ..models.asset_kind import AssetKind

if TYPE_CHECKING:
    from ..models.asset_details import AssetDetails
    from ..models.asset_former_names_item import AssetFormerNamesItem
    from ..models.asset_identifiers import AssetIdentifiers
    from ..models.asset_last_position_type_0 import AssetLastPositionType0
    from ..models.asset_sanctions_item import AssetSanctionsItem
    from ..models.asset_silence_type_0 import AssetSilenceType0


T = TypeVar("T", bound="Asset")


@_attrs_define
class Asset:
    """A vessel or an aircraft: reference data shared by every workspace.

    Attributes:
        id (str): The asset id (`ast_…`).
        kind (AssetKind): What the asset is: `vessel`, `aircraft`, or an AIS station that is neither, known by its MMSI
            (ITU-R M.585): `sart` (AIS search-and-rescue transmitter, 970…), `mob` (man-overboard device, 972…), `epirb`
            (EPIRB-AIS, 974…), `aton` (aid to navigation, 99…). Stations are never counted as vessels by zone rules,
            encounters, loitering or the dark watch; an active distress device raises `asset.distress`.
        name (Union[None, str]):
        identifiers (AssetIdentifiers): What identifies the asset, as far as its sources have said.
        details (AssetDetails): Static facts from AIS types 5, 19 and 24, and what the MMSI and positions say.
        former_names (list['AssetFormerNamesItem']): Names it carried before its current one, newest first; search finds
            it by them.
        last_position (Union['AssetLastPositionType0', None]): A reported position.
        followed (bool): Whether this workspace follows the asset.
        silence (Union['AssetSilenceType0', None]): The newest time the asset went dark (`asset.dark`); null if it never
            has.
        sanctions (list['AssetSanctionsItem']): Sanctions list entries the asset matches, from the lists imported with
            `vigil lists import`; empty when none. A call sign alone matches only entries that give no IMO or MMSI. A vessel
            whose name, current or former, is a listed vessel’s name (score 95 or more) matches with `name` in `matched_on`
            and the names in `name_match`.
        updated_at (datetime.datetime): When anything about the asset last changed. RFC 3339, UTC, milliseconds.
    """

    id: str
    kind: AssetKind
    name: Union[None, str]
    identifiers: "AssetIdentifiers"
    details: "AssetDetails"
    former_names: list["AssetFormerNamesItem"]
    last_position: Union["AssetLastPositionType0", None]
    followed: bool
    silence: Union["AssetSilenceType0", None]
    sanctions: list["AssetSanctionsItem"]
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_last_position_type_0 import AssetLastPositionType0
        from ..models.asset_silence_type_0 import AssetSilenceType0

        id = self.id

        kind = self.kind.value

        name: Union[None, str]
        name = self.name

        identifiers = self.identifiers.to_dict()

        details = self.details.to_dict()

        former_names = []
        for former_names_item_data in self.former_names:
            former_names_item = former_names_item_data.to_dict()
            former_names.append(former_names_item)

        last_position: Union[None, dict[str, Any]]
        if isinstance(self.last_position, AssetLastPositionType0):
            last_position = self.last_position.to_dict()
        else:
            last_position = self.last_position

        followed = self.followed

        silence: Union[None, dict[str, Any]]
        if isinstance(self.silence, AssetSilenceType0):
            silence = self.silence.to_dict()
        else:
            silence = self.silence

        sanctions = []
        for sanctions_item_data in self.sanctions:
            sanctions_item = sanctions_item_data.to_dict()
            sanctions.append(sanctions_item)

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "name": name,
                "identifiers": identifiers,
                "details": details,
                "former_names": former_names,
                "last_position": last_position,
                "followed": followed,
                "silence": silence,
                "sanctions": sanctions,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_details import AssetDetails
        from ..models.asset_former_names_item import AssetFormerNamesItem
        from ..models.asset_identifiers import AssetIdentifiers
        from ..models.asset_last_position_type_0 import AssetLastPositionType0
        from ..models.asset_sanctions_item import AssetSanctionsItem
        from ..models.asset_silence_type_0 import AssetSilenceType0

        d = dict(src_dict)
        id = d.pop("id")

        kind = AssetKind(d.pop("kind"))

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        identifiers = AssetIdentifiers.from_dict(d.pop("identifiers"))

        details = AssetDetails.from_dict(d.pop("details"))

        former_names = []
        _former_names = d.pop("former_names")
        for former_names_item_data in _former_names:
            former_names_item = AssetFormerNamesItem.from_dict(former_names_item_data)

            former_names.append(former_names_item)

        def _parse_last_position(data: object) -> Union["AssetLastPositionType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_position_type_0 = AssetLastPositionType0.from_dict(data)

                return last_position_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetLastPositionType0", None], data)

        last_position = _parse_last_position(d.pop("last_position"))

        followed = d.pop("followed")

        def _parse_silence(data: object) -> Union["AssetSilenceType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                silence_type_0 = AssetSilenceType0.from_dict(data)

                return silence_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetSilenceType0", None], data)

        silence = _parse_silence(d.pop("silence"))

        sanctions = []
        _sanctions = d.pop("sanctions")
        for sanctions_item_data in _sanctions:
            sanctions_item = AssetSanctionsItem.from_dict(sanctions_item_data)

            sanctions.append(sanctions_item)

        updated_at = isoparse(d.pop("updated_at"))

        asset = cls(
            id=id,
            kind=kind,
            name=name,
            identifiers=identifiers,
            details=details,
            former_names=former_names,
            last_position=last_position,
            followed=followed,
            silence=silence,
            sanctions=sanctions,
            updated_at=updated_at,
        )

        asset.additional_properties = d
        return asset

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
