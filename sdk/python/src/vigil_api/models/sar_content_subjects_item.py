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

from ..models.sar_content_subjects_item_kind import SarContentSubjectsItemKind
from ..models.sar_content_subjects_item_role_in_activity import (
    SarContentSubjectsItemRoleInActivity,
)

if TYPE_CHECKING:
    from ..models.sar_content_subjects_item_addresses_item import (
        SarContentSubjectsItemAddressesItem,
    )


T = TypeVar("T", bound="SarContentSubjectsItem")


@_attrs_define
class SarContentSubjectsItem:
    """A subject (Part I). Victims are not subjects; the narrative names them.

    Attributes:
        kind (SarContentSubjectsItemKind): `entity`: the holder of virtual currency addresses (an entity cluster);
            `account`: a customer account of the institution.
        entity_id (Union[None, str]): The entity cluster (`ent_…`).
        account_id (Union[None, str]): The institution’s reference of the customer account.
        name (Union[None, str]): A name a label gives the entity; null when unknown.
        name_unknown (bool): Item 4 "Unknown": no name is known to Vigil.
        tin_unknown (bool):
        address_unknown (bool):
        date_of_birth_unknown (bool):
        role_in_activity (SarContentSubjectsItemRoleInActivity): The subject’s role in the suspicious activity, from the
            direction of its transfers.
        addresses (list['SarContentSubjectsItemAddressesItem']):
    """

    kind: SarContentSubjectsItemKind
    entity_id: Union[None, str]
    account_id: Union[None, str]
    name: Union[None, str]
    name_unknown: bool
    tin_unknown: bool
    address_unknown: bool
    date_of_birth_unknown: bool
    role_in_activity: SarContentSubjectsItemRoleInActivity
    addresses: list["SarContentSubjectsItemAddressesItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        entity_id: Union[None, str]
        entity_id = self.entity_id

        account_id: Union[None, str]
        account_id = self.account_id

        name: Union[None, str]
        name = self.name

        name_unknown = self.name_unknown

        tin_unknown = self.tin_unknown

        address_unknown = self.address_unknown

        date_of_birth_unknown = self.date_of_birth_unknown

        role_in_activity = self.role_in_activity.value

        addresses = []
        for addresses_item_data in self.addresses:
            addresses_item = addresses_item_data.to_dict()
            addresses.append(addresses_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "entity_id": entity_id,
                "account_id": account_id,
                "name": name,
                "name_unknown": name_unknown,
                "tin_unknown": tin_unknown,
                "address_unknown": address_unknown,
                "date_of_birth_unknown": date_of_birth_unknown,
                "role_in_activity": role_in_activity,
                "addresses": addresses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sar_content_subjects_item_addresses_item import (
            SarContentSubjectsItemAddressesItem,
        )

        d = dict(src_dict)
        kind = SarContentSubjectsItemKind(d.pop("kind"))

        def _parse_entity_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        entity_id = _parse_entity_id(d.pop("entity_id"))

        def _parse_account_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        account_id = _parse_account_id(d.pop("account_id"))

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        name_unknown = d.pop("name_unknown")

        tin_unknown = d.pop("tin_unknown")

        address_unknown = d.pop("address_unknown")

        date_of_birth_unknown = d.pop("date_of_birth_unknown")

        role_in_activity = SarContentSubjectsItemRoleInActivity(
            d.pop("role_in_activity")
        )

        addresses = []
        _addresses = d.pop("addresses")
        for addresses_item_data in _addresses:
            addresses_item = SarContentSubjectsItemAddressesItem.from_dict(
                addresses_item_data
            )

            addresses.append(addresses_item)

        sar_content_subjects_item = cls(
            kind=kind,
            entity_id=entity_id,
            account_id=account_id,
            name=name,
            name_unknown=name_unknown,
            tin_unknown=tin_unknown,
            address_unknown=address_unknown,
            date_of_birth_unknown=date_of_birth_unknown,
            role_in_activity=role_in_activity,
            addresses=addresses,
        )

        sar_content_subjects_item.additional_properties = d
        return sar_content_subjects_item

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
