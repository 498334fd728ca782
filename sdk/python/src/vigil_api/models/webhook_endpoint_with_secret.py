import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.webhook_endpoint_with_secret_disabled_reason_type_1 import (
    WebhookEndpointWithSecretDisabledReasonType1,
)
from ..models.webhook_endpoint_with_secret_disabled_reason_type_2_type_1 import (
    WebhookEndpointWithSecretDisabledReasonType2Type1,
)
from ..models.webhook_endpoint_with_secret_disabled_reason_type_3_type_1 import (
    WebhookEndpointWithSecretDisabledReasonType3Type1,
)
from ..models.webhook_endpoint_with_secret_status import WebhookEndpointWithSecretStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookEndpointWithSecret")


@_attrs_define
class WebhookEndpointWithSecret:
    """A webhook endpoint with its signing secret, shown once.

    Attributes:
        id (str): The endpoint id (`whk_…`).
        url (str):
        description (Union[None, str]):
        events (list[str]):
        status (WebhookEndpointWithSecretStatus): Only enabled endpoints receive events.
        disabled_reason (Union[None, WebhookEndpointWithSecretDisabledReasonType1,
            WebhookEndpointWithSecretDisabledReasonType2Type1, WebhookEndpointWithSecretDisabledReasonType3Type1]):
            `manual`: disabled through the API; `gone`: the receiver answered 410; `failing`: every attempt failed for 5
            days.
        failing_since (Union[None, datetime.datetime]): When the current run of failed attempts began; null after a
            success. RFC 3339, UTC, milliseconds.
        paused_until (Union[None, datetime.datetime]): While set, deliveries wait until then: the last 3 or more
            attempts got no answer within 15 s (circuit breaker). Afterwards one delivery at a time is tried; an answer ends
            the pause, another timeout doubles it (30 s, 1 min, … up to 30 min). A retry asked for by hand goes through at
            once; changing the URL or enabling the endpoint ends the pause. Null while deliveries flow. RFC 3339, UTC,
            milliseconds.
        previous_secret_expires_at (Union[None, datetime.datetime]): Until when a secret replaced by rotation still
            signs deliveries, if one does. RFC 3339, UTC, milliseconds.
        created_at (datetime.datetime): When the endpoint was created. RFC 3339, UTC, milliseconds.
        updated_at (datetime.datetime): When the endpoint last changed. RFC 3339, UTC, milliseconds.
        secret (Union[Unset, str]): The signing secret, `whsec_` + base64 of 32 bytes. Shown only in this response:
            store it now. Verify deliveries with it (Standard Webhooks). Absent when the request is an idempotent replay
            (`Idempotent-Replayed: true`): the secret is never stored, so a client that lost the first answer rotates the
            secret.
    """

    id: str
    url: str
    description: Union[None, str]
    events: list[str]
    status: WebhookEndpointWithSecretStatus
    disabled_reason: Union[
        None,
        WebhookEndpointWithSecretDisabledReasonType1,
        WebhookEndpointWithSecretDisabledReasonType2Type1,
        WebhookEndpointWithSecretDisabledReasonType3Type1,
    ]
    failing_since: Union[None, datetime.datetime]
    paused_until: Union[None, datetime.datetime]
    previous_secret_expires_at: Union[None, datetime.datetime]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    secret: Union[Unset, str] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        description: Union[None, str]
        description = self.description

        events = self.events

        status = self.status.value

        disabled_reason: Union[None, str]
        if isinstance(
            self.disabled_reason, WebhookEndpointWithSecretDisabledReasonType1
        ):
            disabled_reason = self.disabled_reason.value
        elif isinstance(
            self.disabled_reason, WebhookEndpointWithSecretDisabledReasonType2Type1
        ):
            disabled_reason = self.disabled_reason.value
        elif isinstance(
            self.disabled_reason, WebhookEndpointWithSecretDisabledReasonType3Type1
        ):
            disabled_reason = self.disabled_reason.value
        else:
            disabled_reason = self.disabled_reason

        failing_since: Union[None, str]
        if isinstance(self.failing_since, datetime.datetime):
            failing_since = self.failing_since.isoformat()
        else:
            failing_since = self.failing_since

        paused_until: Union[None, str]
        if isinstance(self.paused_until, datetime.datetime):
            paused_until = self.paused_until.isoformat()
        else:
            paused_until = self.paused_until

        previous_secret_expires_at: Union[None, str]
        if isinstance(self.previous_secret_expires_at, datetime.datetime):
            previous_secret_expires_at = self.previous_secret_expires_at.isoformat()
        else:
            previous_secret_expires_at = self.previous_secret_expires_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "description": description,
                "events": events,
                "status": status,
                "disabled_reason": disabled_reason,
                "failing_since": failing_since,
                "paused_until": paused_until,
                "previous_secret_expires_at": previous_secret_expires_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        def _parse_description(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        description = _parse_description(d.pop("description"))

        events = cast(list[str], d.pop("events"))

        status = WebhookEndpointWithSecretStatus(d.pop("status"))

        def _parse_disabled_reason(
            data: object,
        ) -> Union[
            None,
            WebhookEndpointWithSecretDisabledReasonType1,
            WebhookEndpointWithSecretDisabledReasonType2Type1,
            WebhookEndpointWithSecretDisabledReasonType3Type1,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_1 = WebhookEndpointWithSecretDisabledReasonType1(
                    data
                )

                return disabled_reason_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_2_type_1 = (
                    WebhookEndpointWithSecretDisabledReasonType2Type1(data)
                )

                return disabled_reason_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_3_type_1 = (
                    WebhookEndpointWithSecretDisabledReasonType3Type1(data)
                )

                return disabled_reason_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    WebhookEndpointWithSecretDisabledReasonType1,
                    WebhookEndpointWithSecretDisabledReasonType2Type1,
                    WebhookEndpointWithSecretDisabledReasonType3Type1,
                ],
                data,
            )

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        def _parse_failing_since(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failing_since_type_0 = isoparse(data)

                return failing_since_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        failing_since = _parse_failing_since(d.pop("failing_since"))

        def _parse_paused_until(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_until_type_0 = isoparse(data)

                return paused_until_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        paused_until = _parse_paused_until(d.pop("paused_until"))

        def _parse_previous_secret_expires_at(
            data: object,
        ) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_secret_expires_at_type_0 = isoparse(data)

                return previous_secret_expires_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        previous_secret_expires_at = _parse_previous_secret_expires_at(
            d.pop("previous_secret_expires_at")
        )

        created_at = isoparse(d.pop("created_at"))

        updated_at = isoparse(d.pop("updated_at"))

        secret = d.pop("secret", UNSET)

        webhook_endpoint_with_secret = cls(
            id=id,
            url=url,
            description=description,
            events=events,
            status=status,
            disabled_reason=disabled_reason,
            failing_since=failing_since,
            paused_until=paused_until,
            previous_secret_expires_at=previous_secret_expires_at,
            created_at=created_at,
            updated_at=updated_at,
            secret=secret,
        )

        webhook_endpoint_with_secret.additional_properties = d
        return webhook_endpoint_with_secret

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
