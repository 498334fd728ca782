import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.sar_signature_algorithm import SarSignatureAlgorithm

T = TypeVar("T", bound="SarSignature")


@_attrs_define
class SarSignature:
    """Detached signatures of the draft made with Vigil’s HSM key when the draft was built; null when no HSM was configured
    then.

        Attributes:
            key_id (str): The signing key (`sigk_…`), listed at `GET /v1/signing-keys`.
            algorithm (SarSignatureAlgorithm): `Ed25519`: EdDSA over the bytes themselves (RFC 8032). `ES256`: ECDSA on
                P-256 over their SHA-256, the signature being r‖s, 64 bytes (RFC 7518 §3.4); used where the HSM has no EdDSA.
            signed_at (datetime.datetime): When the draft was built and signed. RFC 3339, UTC, milliseconds.
            draft_signature (str): Base64 signature over the UTF-8 bytes of `draft` in RFC 8785 canonical form (JSON
                Canonicalization Scheme: object keys sorted, no whitespace).
            pdf_signature (str): Base64 signature over the exact bytes of the PDF at `downloads.pdf`.
            pdf_sha256 (str): SHA-256 of those PDF bytes, hex.
    """

    key_id: str
    algorithm: SarSignatureAlgorithm
    signed_at: datetime.datetime
    draft_signature: str
    pdf_signature: str
    pdf_sha256: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        algorithm = self.algorithm.value

        signed_at = self.signed_at.isoformat()

        draft_signature = self.draft_signature

        pdf_signature = self.pdf_signature

        pdf_sha256 = self.pdf_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key_id": key_id,
                "algorithm": algorithm,
                "signed_at": signed_at,
                "draft_signature": draft_signature,
                "pdf_signature": pdf_signature,
                "pdf_sha256": pdf_sha256,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        algorithm = SarSignatureAlgorithm(d.pop("algorithm"))

        signed_at = isoparse(d.pop("signed_at"))

        draft_signature = d.pop("draft_signature")

        pdf_signature = d.pop("pdf_signature")

        pdf_sha256 = d.pop("pdf_sha256")

        sar_signature = cls(
            key_id=key_id,
            algorithm=algorithm,
            signed_at=signed_at,
            draft_signature=draft_signature,
            pdf_signature=pdf_signature,
            pdf_sha256=pdf_sha256,
        )

        sar_signature.additional_properties = d
        return sar_signature

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
