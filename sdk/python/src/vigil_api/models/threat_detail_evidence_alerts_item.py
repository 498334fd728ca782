import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.threat_detail_evidence_alerts_item_severity import (
    ThreatDetailEvidenceAlertsItemSeverity,
)

if TYPE_CHECKING:
    from ..models.threat_detail_evidence_alerts_item_addresses_item import (
        ThreatDetailEvidenceAlertsItemAddressesItem,
    )
    from ..models.threat_detail_evidence_alerts_item_facts import (
        ThreatDetailEvidenceAlertsItemFacts,
    )
    from ..models.threat_detail_evidence_alerts_item_transfers_item import (
        ThreatDetailEvidenceAlertsItemTransfersItem,
    )


T = TypeVar("T", bound="ThreatDetailEvidenceAlertsItem")


@_attrs_define
class ThreatDetailEvidenceAlertsItem:
    """
    Attributes:
        id (str): The alert (`alr_…`).
        agent (str):
        agent_version (str):
        typology (str):
        severity (ThreatDetailEvidenceAlertsItemSeverity):
        summary (str):
        occurred_at (datetime.datetime): When the activity behind it happened. RFC 3339, UTC, milliseconds.
        raised_at (datetime.datetime): When the agent raised it. RFC 3339, UTC, milliseconds.
        addresses (list['ThreatDetailEvidenceAlertsItemAddressesItem']):
        accounts (list[str]):
        event_ids (list[str]): The events behind it (`ing_…`).
        transfers (list['ThreatDetailEvidenceAlertsItemTransfersItem']): The transfers behind it, as the agent read
            them.
        facts (ThreatDetailEvidenceAlertsItemFacts): The figures the rule compared, with their units in the names.
    """

    id: str
    agent: str
    agent_version: str
    typology: str
    severity: ThreatDetailEvidenceAlertsItemSeverity
    summary: str
    occurred_at: datetime.datetime
    raised_at: datetime.datetime
    addresses: list["ThreatDetailEvidenceAlertsItemAddressesItem"]
    accounts: list[str]
    event_ids: list[str]
    transfers: list["ThreatDetailEvidenceAlertsItemTransfersItem"]
    facts: "ThreatDetailEvidenceAlertsItemFacts"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        agent = self.agent

        agent_version = self.agent_version

        typology = self.typology

        severity = self.severity.value

        summary = self.summary

        occurred_at = self.occurred_at.isoformat()

        raised_at = self.raised_at.isoformat()

        addresses = []
        for addresses_item_data in self.addresses:
            addresses_item = addresses_item_data.to_dict()
            addresses.append(addresses_item)

        accounts = self.accounts

        event_ids = self.event_ids

        transfers = []
        for transfers_item_data in self.transfers:
            transfers_item = transfers_item_data.to_dict()
            transfers.append(transfers_item)

        facts = self.facts.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "agent": agent,
                "agent_version": agent_version,
                "typology": typology,
                "severity": severity,
                "summary": summary,
                "occurred_at": occurred_at,
                "raised_at": raised_at,
                "addresses": addresses,
                "accounts": accounts,
                "event_ids": event_ids,
                "transfers": transfers,
                "facts": facts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.threat_detail_evidence_alerts_item_addresses_item import (
            ThreatDetailEvidenceAlertsItemAddressesItem,
        )
        from ..models.threat_detail_evidence_alerts_item_facts import (
            ThreatDetailEvidenceAlertsItemFacts,
        )
        from ..models.threat_detail_evidence_alerts_item_transfers_item import (
            ThreatDetailEvidenceAlertsItemTransfersItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        agent = d.pop("agent")

        agent_version = d.pop("agent_version")

        typology = d.pop("typology")

        severity = ThreatDetailEvidenceAlertsItemSeverity(d.pop("severity"))

        summary = d.pop("summary")

        occurred_at = isoparse(d.pop("occurred_at"))

        raised_at = isoparse(d.pop("raised_at"))

        addresses = []
        _addresses = d.pop("addresses")
        for addresses_item_data in _addresses:
            addresses_item = ThreatDetailEvidenceAlertsItemAddressesItem.from_dict(
                addresses_item_data
            )

            addresses.append(addresses_item)

        accounts = cast(list[str], d.pop("accounts"))

        event_ids = cast(list[str], d.pop("event_ids"))

        transfers = []
        _transfers = d.pop("transfers")
        for transfers_item_data in _transfers:
            transfers_item = ThreatDetailEvidenceAlertsItemTransfersItem.from_dict(
                transfers_item_data
            )

            transfers.append(transfers_item)

        facts = ThreatDetailEvidenceAlertsItemFacts.from_dict(d.pop("facts"))

        threat_detail_evidence_alerts_item = cls(
            id=id,
            agent=agent,
            agent_version=agent_version,
            typology=typology,
            severity=severity,
            summary=summary,
            occurred_at=occurred_at,
            raised_at=raised_at,
            addresses=addresses,
            accounts=accounts,
            event_ids=event_ids,
            transfers=transfers,
            facts=facts,
        )

        threat_detail_evidence_alerts_item.additional_properties = d
        return threat_detail_evidence_alerts_item

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
