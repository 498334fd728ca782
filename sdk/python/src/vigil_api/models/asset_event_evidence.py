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
from dateutil.parser import isoparse

from ..models.asset_event_evidence_confirmed_by import AssetEventEvidenceConfirmedBy
from ..models.asset_event_evidence_mooring_from_type_1 import (
    AssetEventEvidenceMooringFromType1,
)
from ..models.asset_event_evidence_mooring_from_type_2_type_1 import (
    AssetEventEvidenceMooringFromType2Type1,
)
from ..models.asset_event_evidence_mooring_from_type_3_type_1 import (
    AssetEventEvidenceMooringFromType3Type1,
)
from ..models.asset_event_evidence_mooring_type_1 import AssetEventEvidenceMooringType1
from ..models.asset_event_evidence_mooring_type_2_type_1 import (
    AssetEventEvidenceMooringType2Type1,
)
from ..models.asset_event_evidence_mooring_type_3_type_1 import (
    AssetEventEvidenceMooringType3Type1,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.asset_event_evidence_entry import AssetEventEvidenceEntry
    from ..models.asset_event_evidence_exit_type_0 import AssetEventEvidenceExitType0
    from ..models.asset_event_evidence_first_fix_type_0 import (
        AssetEventEvidenceFirstFixType0,
    )
    from ..models.asset_event_evidence_last_fix import AssetEventEvidenceLastFix
    from ..models.asset_event_evidence_stop import AssetEventEvidenceStop


T = TypeVar("T", bound="AssetEventEvidence")


@_attrs_define
class AssetEventEvidence:
    """What was seen: a zone visit’s `entry` and `exit`; an episode’s `confirmed_at`, `center` and its measure
    (`mean_speed_kn`, `min_distance_m`, `max_speed_kn`); a dark gap’s `last_fix` before it, `first_fix` after it and
    `threshold_s`; a port visit’s `port_name`, `confirmed_by`, `stop`, `nav_status`, `gap_s`, `mooring` and
    `mooring_from`.

        Attributes:
            entry (Union[Unset, AssetEventEvidenceEntry]): A crossing of a zone’s edge.
            exit_ (Union['AssetEventEvidenceExitType0', None, Unset]): The exit; null while inside.
            confirmed_at (Union[Unset, datetime.datetime]): Episodes: when it had lasted the rule’s `min_duration_s` and was
                told. RFC 3339, UTC, milliseconds.
            center (Union[Unset, list[float]]): Episodes: `[lon, lat]`, the mean position of the fixes until it was told
                (speed: the confirming fix).
            mean_speed_kn (Union[Unset, float]): Loitering: the mean speed until it was told.
            min_distance_m (Union[Unset, float]): Encounter: the closest the two came until it was told.
            max_speed_kn (Union[Unset, float]): Speed: the highest speed until it was told.
            last_fix (Union[Unset, AssetEventEvidenceLastFix]): A reported position.
            first_fix (Union['AssetEventEvidenceFirstFixType0', None, Unset]): Dark gap: the first position after it; null
                while it goes on.
            threshold_s (Union[Unset, int]): Dark gap: the silence, in seconds, that counted as dark.
            port_name (Union[Unset, str]): Port visit: the port’s name.
            confirmed_by (Union[Unset, AssetEventEvidenceConfirmedBy]): Port visit: what made the stay a visit, a stop (0.2
                kn or less) or a silence of 4 hours or more inside the port.
            stop (Union[Unset, AssetEventEvidenceStop]): Port visit: the first fix that showed the vessel stopped (or, after
                a gap, the first fix after it); `speed_kn` as reported, or derived from the fix before.
            nav_status (Union[None, Unset, int]): Port visit: the AIS navigational status of that fix (ITU-R M.1371 Table
                45; 1 at anchor, 5 moored), when it carried one.
            gap_s (Union[None, Unset, int]): Port visit confirmed by a gap: the seconds between the two fixes.
            mooring (Union[AssetEventEvidenceMooringType1, AssetEventEvidenceMooringType2Type1,
                AssetEventEvidenceMooringType3Type1, None, Unset]): Port visit: at anchor or alongside, where the data says so
                (`mooring_from`); null when it does not.
            mooring_from (Union[AssetEventEvidenceMooringFromType1, AssetEventEvidenceMooringFromType2Type1,
                AssetEventEvidenceMooringFromType3Type1, None, Unset]): What `mooring` was read from: the drawn port’s kind (an
                anchorage), or the stop’s AIS navigational status.
    """

    entry: Union[Unset, "AssetEventEvidenceEntry"] = UNSET
    exit_: Union["AssetEventEvidenceExitType0", None, Unset] = UNSET
    confirmed_at: Union[Unset, datetime.datetime] = UNSET
    center: Union[Unset, list[float]] = UNSET
    mean_speed_kn: Union[Unset, float] = UNSET
    min_distance_m: Union[Unset, float] = UNSET
    max_speed_kn: Union[Unset, float] = UNSET
    last_fix: Union[Unset, "AssetEventEvidenceLastFix"] = UNSET
    first_fix: Union["AssetEventEvidenceFirstFixType0", None, Unset] = UNSET
    threshold_s: Union[Unset, int] = UNSET
    port_name: Union[Unset, str] = UNSET
    confirmed_by: Union[Unset, AssetEventEvidenceConfirmedBy] = UNSET
    stop: Union[Unset, "AssetEventEvidenceStop"] = UNSET
    nav_status: Union[None, Unset, int] = UNSET
    gap_s: Union[None, Unset, int] = UNSET
    mooring: Union[
        AssetEventEvidenceMooringType1,
        AssetEventEvidenceMooringType2Type1,
        AssetEventEvidenceMooringType3Type1,
        None,
        Unset,
    ] = UNSET
    mooring_from: Union[
        AssetEventEvidenceMooringFromType1,
        AssetEventEvidenceMooringFromType2Type1,
        AssetEventEvidenceMooringFromType3Type1,
        None,
        Unset,
    ] = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_event_evidence_exit_type_0 import (
            AssetEventEvidenceExitType0,
        )
        from ..models.asset_event_evidence_first_fix_type_0 import (
            AssetEventEvidenceFirstFixType0,
        )

        entry: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.entry, Unset):
            entry = self.entry.to_dict()

        exit_: Union[None, Unset, dict[str, Any]]
        if isinstance(self.exit_, Unset):
            exit_ = UNSET
        elif isinstance(self.exit_, AssetEventEvidenceExitType0):
            exit_ = self.exit_.to_dict()
        else:
            exit_ = self.exit_

        confirmed_at: Union[Unset, str] = UNSET
        if not isinstance(self.confirmed_at, Unset):
            confirmed_at = self.confirmed_at.isoformat()

        center: Union[Unset, list[float]] = UNSET
        if not isinstance(self.center, Unset):
            center = []
            for center_item_data in self.center:
                center_item: float
                center_item = center_item_data
                center.append(center_item)

        mean_speed_kn = self.mean_speed_kn

        min_distance_m = self.min_distance_m

        max_speed_kn = self.max_speed_kn

        last_fix: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.last_fix, Unset):
            last_fix = self.last_fix.to_dict()

        first_fix: Union[None, Unset, dict[str, Any]]
        if isinstance(self.first_fix, Unset):
            first_fix = UNSET
        elif isinstance(self.first_fix, AssetEventEvidenceFirstFixType0):
            first_fix = self.first_fix.to_dict()
        else:
            first_fix = self.first_fix

        threshold_s = self.threshold_s

        port_name = self.port_name

        confirmed_by: Union[Unset, str] = UNSET
        if not isinstance(self.confirmed_by, Unset):
            confirmed_by = self.confirmed_by.value

        stop: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.stop, Unset):
            stop = self.stop.to_dict()

        nav_status: Union[None, Unset, int]
        if isinstance(self.nav_status, Unset):
            nav_status = UNSET
        else:
            nav_status = self.nav_status

        gap_s: Union[None, Unset, int]
        if isinstance(self.gap_s, Unset):
            gap_s = UNSET
        else:
            gap_s = self.gap_s

        mooring: Union[None, Unset, str]
        if isinstance(self.mooring, Unset):
            mooring = UNSET
        elif isinstance(self.mooring, AssetEventEvidenceMooringType1):
            mooring = self.mooring.value
        elif isinstance(self.mooring, AssetEventEvidenceMooringType2Type1):
            mooring = self.mooring.value
        elif isinstance(self.mooring, AssetEventEvidenceMooringType3Type1):
            mooring = self.mooring.value
        else:
            mooring = self.mooring

        mooring_from: Union[None, Unset, str]
        if isinstance(self.mooring_from, Unset):
            mooring_from = UNSET
        elif isinstance(self.mooring_from, AssetEventEvidenceMooringFromType1):
            mooring_from = self.mooring_from.value
        elif isinstance(self.mooring_from, AssetEventEvidenceMooringFromType2Type1):
            mooring_from = self.mooring_from.value
        elif isinstance(self.mooring_from, AssetEventEvidenceMooringFromType3Type1):
            mooring_from = self.mooring_from.value
        else:
            mooring_from = self.mooring_from

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if entry is not UNSET:
            field_dict["entry"] = entry
        if exit_ is not UNSET:
            field_dict["exit"] = exit_
        if confirmed_at is not UNSET:
            field_dict["confirmed_at"] = confirmed_at
        if center is not UNSET:
            field_dict["center"] = center
        if mean_speed_kn is not UNSET:
            field_dict["mean_speed_kn"] = mean_speed_kn
        if min_distance_m is not UNSET:
            field_dict["min_distance_m"] = min_distance_m
        if max_speed_kn is not UNSET:
            field_dict["max_speed_kn"] = max_speed_kn
        if last_fix is not UNSET:
            field_dict["last_fix"] = last_fix
        if first_fix is not UNSET:
            field_dict["first_fix"] = first_fix
        if threshold_s is not UNSET:
            field_dict["threshold_s"] = threshold_s
        if port_name is not UNSET:
            field_dict["port_name"] = port_name
        if confirmed_by is not UNSET:
            field_dict["confirmed_by"] = confirmed_by
        if stop is not UNSET:
            field_dict["stop"] = stop
        if nav_status is not UNSET:
            field_dict["nav_status"] = nav_status
        if gap_s is not UNSET:
            field_dict["gap_s"] = gap_s
        if mooring is not UNSET:
            field_dict["mooring"] = mooring
        if mooring_from is not UNSET:
            field_dict["mooring_from"] = mooring_from

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_event_evidence_entry import AssetEventEvidenceEntry
        from ..models.asset_event_evidence_exit_type_0 import (
            AssetEventEvidenceExitType0,
        )
        from ..models.asset_event_evidence_first_fix_type_0 import (
            AssetEventEvidenceFirstFixType0,
        )
        from ..models.asset_event_evidence_last_fix import AssetEventEvidenceLastFix
        from ..models.asset_event_evidence_stop import AssetEventEvidenceStop

        d = dict(src_dict)
        _entry = d.pop("entry", UNSET)
        entry: Union[Unset, AssetEventEvidenceEntry]
        if isinstance(_entry, Unset):
            entry = UNSET
        else:
            entry = AssetEventEvidenceEntry.from_dict(_entry)

        def _parse_exit_(
            data: object,
        ) -> Union["AssetEventEvidenceExitType0", None, Unset]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                exit_type_0 = AssetEventEvidenceExitType0.from_dict(data)

                return exit_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetEventEvidenceExitType0", None, Unset], data)

        exit_ = _parse_exit_(d.pop("exit", UNSET))

        _confirmed_at = d.pop("confirmed_at", UNSET)
        confirmed_at: Union[Unset, datetime.datetime]
        if isinstance(_confirmed_at, Unset):
            confirmed_at = UNSET
        else:
            confirmed_at = isoparse(_confirmed_at)

        center = []
        _center = d.pop("center", UNSET)
        for center_item_data in _center or []:

            def _parse_center_item(data: object) -> float:
                return cast(float, data)

            center_item = _parse_center_item(center_item_data)

            center.append(center_item)

        mean_speed_kn = d.pop("mean_speed_kn", UNSET)

        min_distance_m = d.pop("min_distance_m", UNSET)

        max_speed_kn = d.pop("max_speed_kn", UNSET)

        _last_fix = d.pop("last_fix", UNSET)
        last_fix: Union[Unset, AssetEventEvidenceLastFix]
        if isinstance(_last_fix, Unset):
            last_fix = UNSET
        else:
            last_fix = AssetEventEvidenceLastFix.from_dict(_last_fix)

        def _parse_first_fix(
            data: object,
        ) -> Union["AssetEventEvidenceFirstFixType0", None, Unset]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_fix_type_0 = AssetEventEvidenceFirstFixType0.from_dict(data)

                return first_fix_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetEventEvidenceFirstFixType0", None, Unset], data)

        first_fix = _parse_first_fix(d.pop("first_fix", UNSET))

        threshold_s = d.pop("threshold_s", UNSET)

        port_name = d.pop("port_name", UNSET)

        _confirmed_by = d.pop("confirmed_by", UNSET)
        confirmed_by: Union[Unset, AssetEventEvidenceConfirmedBy]
        if isinstance(_confirmed_by, Unset):
            confirmed_by = UNSET
        else:
            confirmed_by = AssetEventEvidenceConfirmedBy(_confirmed_by)

        _stop = d.pop("stop", UNSET)
        stop: Union[Unset, AssetEventEvidenceStop]
        if isinstance(_stop, Unset):
            stop = UNSET
        else:
            stop = AssetEventEvidenceStop.from_dict(_stop)

        def _parse_nav_status(data: object) -> Union[None, Unset, int]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, int], data)

        nav_status = _parse_nav_status(d.pop("nav_status", UNSET))

        def _parse_gap_s(data: object) -> Union[None, Unset, int]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, int], data)

        gap_s = _parse_gap_s(d.pop("gap_s", UNSET))

        def _parse_mooring(
            data: object,
        ) -> Union[
            AssetEventEvidenceMooringType1,
            AssetEventEvidenceMooringType2Type1,
            AssetEventEvidenceMooringType3Type1,
            None,
            Unset,
        ]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mooring_type_1 = AssetEventEvidenceMooringType1(data)

                return mooring_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mooring_type_2_type_1 = AssetEventEvidenceMooringType2Type1(data)

                return mooring_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mooring_type_3_type_1 = AssetEventEvidenceMooringType3Type1(data)

                return mooring_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    AssetEventEvidenceMooringType1,
                    AssetEventEvidenceMooringType2Type1,
                    AssetEventEvidenceMooringType3Type1,
                    None,
                    Unset,
                ],
                data,
            )

        mooring = _parse_mooring(d.pop("mooring", UNSET))

        def _parse_mooring_from(
            data: object,
        ) -> Union[
            AssetEventEvidenceMooringFromType1,
            AssetEventEvidenceMooringFromType2Type1,
            AssetEventEvidenceMooringFromType3Type1,
            None,
            Unset,
        ]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mooring_from_type_1 = AssetEventEvidenceMooringFromType1(data)

                return mooring_from_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mooring_from_type_2_type_1 = AssetEventEvidenceMooringFromType2Type1(
                    data
                )

                return mooring_from_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mooring_from_type_3_type_1 = AssetEventEvidenceMooringFromType3Type1(
                    data
                )

                return mooring_from_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    AssetEventEvidenceMooringFromType1,
                    AssetEventEvidenceMooringFromType2Type1,
                    AssetEventEvidenceMooringFromType3Type1,
                    None,
                    Unset,
                ],
                data,
            )

        mooring_from = _parse_mooring_from(d.pop("mooring_from", UNSET))

        asset_event_evidence = cls(
            entry=entry,
            exit_=exit_,
            confirmed_at=confirmed_at,
            center=center,
            mean_speed_kn=mean_speed_kn,
            min_distance_m=min_distance_m,
            max_speed_kn=max_speed_kn,
            last_fix=last_fix,
            first_fix=first_fix,
            threshold_s=threshold_s,
            port_name=port_name,
            confirmed_by=confirmed_by,
            stop=stop,
            nav_status=nav_status,
            gap_s=gap_s,
            mooring=mooring,
            mooring_from=mooring_from,
        )

        return asset_event_evidence
