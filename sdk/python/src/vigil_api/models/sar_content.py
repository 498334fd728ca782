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

from ..models.sar_content_filing_type import SarContentFilingType
from ..models.sar_content_form import SarContentForm

if TYPE_CHECKING:
    from ..models.sar_content_activity_institution import SarContentActivityInstitution
    from ..models.sar_content_filing_institution import SarContentFilingInstitution
    from ..models.sar_content_narrative import SarContentNarrative
    from ..models.sar_content_sanctions_type_0 import SarContentSanctionsType0
    from ..models.sar_content_subjects_item import SarContentSubjectsItem
    from ..models.sar_content_suspicious_activity import SarContentSuspiciousActivity
    from ..models.sar_content_threat import SarContentThreat


T = TypeVar("T", bound="SarContent")


@_attrs_define
class SarContent:
    """A SAR draft in the structure of the FinCEN SAR.

    Attributes:
        form (SarContentForm): The form the draft follows.
        filing_type (SarContentFilingType):
        prepared_at (datetime.datetime): When the draft was asked for. RFC 3339, UTC, milliseconds.
        threat (SarContentThreat):
        filing_deadline (datetime.datetime): The detection (the threat’s `created_at`, when Vigil first correlated its
            alerts) plus 30 calendar days: 31 CFR 1010.320 and the industry rules under it (1020.320(b)(3), 1022.320(b)(3))
            allow 30 calendar days after the initial detection of facts that may constitute a basis for filing. Activity
            that happened long before it was detected does not move the deadline into the past. RFC 3339, UTC, milliseconds.
        sanctions (Union['SarContentSanctionsType0', None]): For a threat with sanctions alerts: what a filer needs of
            the list; null otherwise.
        subjects (list['SarContentSubjectsItem']): Part I: subject information.
        suspicious_activity (SarContentSuspiciousActivity): Part II: suspicious activity information.
        activity_institution (SarContentActivityInstitution): Part III: the financial institution where the activity
            occurred.
        filing_institution (SarContentFilingInstitution): Part IV: the filing institution, from the workspace’s
            compliance settings.
        narrative (SarContentNarrative): Part V: the narrative, written from the threat’s facts.
        warnings (list[str]): What a person must complete or check before filing.
    """

    form: SarContentForm
    filing_type: SarContentFilingType
    prepared_at: datetime.datetime
    threat: "SarContentThreat"
    filing_deadline: datetime.datetime
    sanctions: Union["SarContentSanctionsType0", None]
    subjects: list["SarContentSubjectsItem"]
    suspicious_activity: "SarContentSuspiciousActivity"
    activity_institution: "SarContentActivityInstitution"
    filing_institution: "SarContentFilingInstitution"
    narrative: "SarContentNarrative"
    warnings: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.sar_content_sanctions_type_0 import SarContentSanctionsType0

        form = self.form.value

        filing_type = self.filing_type.value

        prepared_at = self.prepared_at.isoformat()

        threat = self.threat.to_dict()

        filing_deadline = self.filing_deadline.isoformat()

        sanctions: Union[None, dict[str, Any]]
        if isinstance(self.sanctions, SarContentSanctionsType0):
            sanctions = self.sanctions.to_dict()
        else:
            sanctions = self.sanctions

        subjects = []
        for subjects_item_data in self.subjects:
            subjects_item = subjects_item_data.to_dict()
            subjects.append(subjects_item)

        suspicious_activity = self.suspicious_activity.to_dict()

        activity_institution = self.activity_institution.to_dict()

        filing_institution = self.filing_institution.to_dict()

        narrative = self.narrative.to_dict()

        warnings = self.warnings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "form": form,
                "filing_type": filing_type,
                "prepared_at": prepared_at,
                "threat": threat,
                "filing_deadline": filing_deadline,
                "sanctions": sanctions,
                "subjects": subjects,
                "suspicious_activity": suspicious_activity,
                "activity_institution": activity_institution,
                "filing_institution": filing_institution,
                "narrative": narrative,
                "warnings": warnings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sar_content_activity_institution import (
            SarContentActivityInstitution,
        )
        from ..models.sar_content_filing_institution import SarContentFilingInstitution
        from ..models.sar_content_narrative import SarContentNarrative
        from ..models.sar_content_sanctions_type_0 import SarContentSanctionsType0
        from ..models.sar_content_subjects_item import SarContentSubjectsItem
        from ..models.sar_content_suspicious_activity import (
            SarContentSuspiciousActivity,
        )
        from ..models.sar_content_threat import SarContentThreat

        d = dict(src_dict)
        form = SarContentForm(d.pop("form"))

        filing_type = SarContentFilingType(d.pop("filing_type"))

        prepared_at = isoparse(d.pop("prepared_at"))

        threat = SarContentThreat.from_dict(d.pop("threat"))

        filing_deadline = isoparse(d.pop("filing_deadline"))

        def _parse_sanctions(data: object) -> Union["SarContentSanctionsType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sanctions_type_0 = SarContentSanctionsType0.from_dict(data)

                return sanctions_type_0
            except:  # noqa: E722
                pass
            return cast(Union["SarContentSanctionsType0", None], data)

        sanctions = _parse_sanctions(d.pop("sanctions"))

        subjects = []
        _subjects = d.pop("subjects")
        for subjects_item_data in _subjects:
            subjects_item = SarContentSubjectsItem.from_dict(subjects_item_data)

            subjects.append(subjects_item)

        suspicious_activity = SarContentSuspiciousActivity.from_dict(
            d.pop("suspicious_activity")
        )

        activity_institution = SarContentActivityInstitution.from_dict(
            d.pop("activity_institution")
        )

        filing_institution = SarContentFilingInstitution.from_dict(
            d.pop("filing_institution")
        )

        narrative = SarContentNarrative.from_dict(d.pop("narrative"))

        warnings = cast(list[str], d.pop("warnings"))

        sar_content = cls(
            form=form,
            filing_type=filing_type,
            prepared_at=prepared_at,
            threat=threat,
            filing_deadline=filing_deadline,
            sanctions=sanctions,
            subjects=subjects,
            suspicious_activity=suspicious_activity,
            activity_institution=activity_institution,
            filing_institution=filing_institution,
            narrative=narrative,
            warnings=warnings,
        )

        sar_content.additional_properties = d
        return sar_content

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
