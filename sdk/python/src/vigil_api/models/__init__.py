"""Contains all the data models used in inputs/outputs"""

from .action_executed_event import ActionExecutedEvent
from .action_executed_event_data import ActionExecutedEventData
from .action_executed_event_data_action import ActionExecutedEventDataAction
from .action_executed_event_data_reference import ActionExecutedEventDataReference
from .action_executed_event_data_status import ActionExecutedEventDataStatus
from .add_case_item_request import AddCaseItemRequest
from .add_case_item_request_kind import AddCaseItemRequestKind
from .agent_alert_event import AgentAlertEvent
from .agent_alert_event_data import AgentAlertEventData
from .agent_alert_event_data_alert import AgentAlertEventDataAlert
from .agent_alert_event_data_alert_severity import AgentAlertEventDataAlertSeverity
from .agent_status import AgentStatus
from .agent_status_latency_ms import AgentStatusLatencyMs
from .agent_status_recent import AgentStatusRecent
from .agent_status_status import AgentStatusStatus
from .alert_rule import AlertRule
from .alert_rule_channel import AlertRuleChannel
from .alert_rule_channel_type import AlertRuleChannelType
from .alert_rule_page import AlertRulePage
from .alert_rule_status import AlertRuleStatus
from .alert_rule_what import AlertRuleWhat
from .alert_rule_what_behaviour import AlertRuleWhatBehaviour
from .alert_where_circle import AlertWhereCircle
from .alert_where_site import AlertWhereSite
from .alert_where_zone import AlertWhereZone
from .api_key import ApiKey
from .api_key_page import ApiKeyPage
from .api_key_status import ApiKeyStatus
from .api_key_with_secret import ApiKeyWithSecret
from .api_key_with_secret_status import ApiKeyWithSecretStatus
from .area import Area
from .area_type_type_0 import AreaTypeType0
from .area_type_type_1 import AreaTypeType1
from .asset import Asset
from .asset_dark_event import AssetDarkEvent
from .asset_dark_event_data import AssetDarkEventData
from .asset_dark_event_data_last_position import AssetDarkEventDataLastPosition
from .asset_details import AssetDetails
from .asset_details_flag_type_0 import AssetDetailsFlagType0
from .asset_distress_event import AssetDistressEvent
from .asset_distress_event_data import AssetDistressEventData
from .asset_distress_event_data_kind import AssetDistressEventDataKind
from .asset_distress_event_data_position import AssetDistressEventDataPosition
from .asset_encounter_event import AssetEncounterEvent
from .asset_encounter_event_data import AssetEncounterEventData
from .asset_encounter_event_data_zone import AssetEncounterEventDataZone
from .asset_encounter_event_data_zone_kind import AssetEncounterEventDataZoneKind
from .asset_former_names_item import AssetFormerNamesItem
from .asset_identifiers import AssetIdentifiers
from .asset_kind import AssetKind
from .asset_last_position_type_0 import AssetLastPositionType0
from .asset_loitering_event import AssetLoiteringEvent
from .asset_loitering_event_data import AssetLoiteringEventData
from .asset_loitering_event_data_zone import AssetLoiteringEventDataZone
from .asset_loitering_event_data_zone_kind import AssetLoiteringEventDataZoneKind
from .asset_position import AssetPosition
from .asset_position_after_type_0 import AssetPositionAfterType0
from .asset_position_before_type_0 import AssetPositionBeforeType0
from .asset_position_position_type_0 import AssetPositionPositionType0
from .asset_position_reason_type_1 import AssetPositionReasonType1
from .asset_position_reason_type_2_type_1 import AssetPositionReasonType2Type1
from .asset_position_reason_type_3_type_1 import AssetPositionReasonType3Type1
from .asset_report_content import AssetReportContent
from .asset_report_content_asset import AssetReportContentAsset
from .asset_report_content_asset_identifiers import AssetReportContentAssetIdentifiers
from .asset_report_content_asset_kind import AssetReportContentAssetKind
from .asset_report_content_kind import AssetReportContentKind
from .asset_report_content_last_position_type_0 import (
    AssetReportContentLastPositionType0,
)
from .asset_report_content_period import AssetReportContentPeriod
from .asset_report_content_sites_item import AssetReportContentSitesItem
from .asset_report_content_sites_item_boundary import (
    AssetReportContentSitesItemBoundary,
)
from .asset_report_content_track import AssetReportContentTrack
from .asset_sanctions_item import AssetSanctionsItem
from .asset_sanctions_item_matched_on_item import AssetSanctionsItemMatchedOnItem
from .asset_silence_type_0 import AssetSilenceType0
from .asset_speed_above_event import AssetSpeedAboveEvent
from .asset_speed_above_event_data import AssetSpeedAboveEventData
from .asset_speed_above_event_data_zone import AssetSpeedAboveEventDataZone
from .asset_speed_above_event_data_zone_kind import AssetSpeedAboveEventDataZoneKind
from .case import Case
from .case_item import CaseItem
from .case_item_kind import CaseItemKind
from .case_item_resource_type_0 import CaseItemResourceType0
from .case_page import CasePage
from .case_report_content import CaseReportContent
from .case_report_content_case import CaseReportContentCase
from .case_report_content_items_item import CaseReportContentItemsItem
from .case_report_content_items_item_details_item import (
    CaseReportContentItemsItemDetailsItem,
)
from .case_report_content_items_item_geometry_type_0 import (
    CaseReportContentItemsItemGeometryType0,
)
from .case_report_content_items_item_kind import CaseReportContentItemsItemKind
from .case_report_content_kind import CaseReportContentKind
from .case_report_content_period import CaseReportContentPeriod
from .case_status import CaseStatus
from .case_with_items import CaseWithItems
from .case_with_items_status import CaseWithItemsStatus
from .compliance_sar_ready_event import ComplianceSarReadyEvent
from .compliance_sar_ready_event_data import ComplianceSarReadyEventData
from .compliance_settings import ComplianceSettings
from .create_alert_request import CreateAlertRequest
from .create_alert_request_channel import CreateAlertRequestChannel
from .create_alert_request_channel_type import CreateAlertRequestChannelType
from .create_alert_request_what import CreateAlertRequestWhat
from .create_alert_request_what_behaviour import CreateAlertRequestWhatBehaviour
from .create_alert_request_where import CreateAlertRequestWhere
from .create_case_request import CreateCaseRequest
from .create_detection_request import CreateDetectionRequest
from .create_detection_request_evidence_item import CreateDetectionRequestEvidenceItem
from .create_key_request import CreateKeyRequest
from .create_label_request import CreateLabelRequest
from .create_o_auth_client_request import CreateOAuthClientRequest
from .create_own_wallet_request import CreateOwnWalletRequest
from .create_port_request import CreatePortRequest
from .create_port_request_kind import CreatePortRequestKind
from .create_report_request import CreateReportRequest
from .create_report_request_subject import CreateReportRequestSubject
from .create_report_request_subject_kind import CreateReportRequestSubjectKind
from .create_sar_draft_request import CreateSarDraftRequest
from .create_site_request import CreateSiteRequest
from .create_site_request_imagery import CreateSiteRequestImagery
from .create_site_request_metadata import CreateSiteRequestMetadata
from .create_webhook_request import CreateWebhookRequest
from .custom_event_data import CustomEventData
from .deposit_received_data import DepositReceivedData
from .detection import Detection
from .detection_created_event import DetectionCreatedEvent
from .detection_created_event_data import DetectionCreatedEventData
from .detection_created_event_data_detection import DetectionCreatedEventDataDetection
from .detection_created_event_data_detection_feedback_type_0 import (
    DetectionCreatedEventDataDetectionFeedbackType0,
)
from .detection_created_event_data_detection_geometry_type_0 import (
    DetectionCreatedEventDataDetectionGeometryType0,
)
from .detection_feedback_type_0 import DetectionFeedbackType0
from .detection_page import DetectionPage
from .detection_revised_event import DetectionRevisedEvent
from .detection_revised_event_data import DetectionRevisedEventData
from .detection_revised_event_data_detection import DetectionRevisedEventDataDetection
from .detection_revised_event_data_detection_feedback_type_0 import (
    DetectionRevisedEventDataDetectionFeedbackType0,
)
from .detection_revised_event_data_detection_geometry_type_0 import (
    DetectionRevisedEventDataDetectionGeometryType0,
)
from .detection_revised_event_data_revision import DetectionRevisedEventDataRevision
from .detection_with_evidence import DetectionWithEvidence
from .detection_with_evidence_chips_item import DetectionWithEvidenceChipsItem
from .detection_with_evidence_evidence_item import DetectionWithEvidenceEvidenceItem
from .detection_with_evidence_feedback_type_0 import DetectionWithEvidenceFeedbackType0
from .detection_with_evidence_revisions_item import DetectionWithEvidenceRevisionsItem
from .detection_with_evidence_revisions_item_evidence_item import (
    DetectionWithEvidenceRevisionsItemEvidenceItem,
)
from .feature_collection import FeatureCollection
from .feature_collection_type import FeatureCollectionType
from .feed_resumed_event import FeedResumedEvent
from .feed_resumed_event_data import FeedResumedEventData
from .feed_resumed_event_data_source import FeedResumedEventDataSource
from .feed_resumed_event_data_source_kind import FeedResumedEventDataSourceKind
from .feed_silent_event import FeedSilentEvent
from .feed_silent_event_data import FeedSilentEventData
from .feed_silent_event_data_source import FeedSilentEventDataSource
from .feed_silent_event_data_source_kind import FeedSilentEventDataSourceKind
from .field_error import FieldError
from .filing_institution import FilingInstitution
from .filing_institution_address import FilingInstitutionAddress
from .filing_institution_contact import FilingInstitutionContact
from .filing_institution_tin_type import FilingInstitutionTinType
from .follow import Follow
from .follow_page import FollowPage
from .geometry import Geometry
from .get_agents_status_response import GetAgentsStatusResponse
from .get_asset_track_format import GetAssetTrackFormat
from .get_entity_graph_response import GetEntityGraphResponse
from .get_entity_graph_response_edges_item import GetEntityGraphResponseEdgesItem
from .get_entity_graph_response_edges_item_amounts_item import (
    GetEntityGraphResponseEdgesItemAmountsItem,
)
from .get_entity_graph_response_entity import GetEntityGraphResponseEntity
from .get_entity_graph_response_entity_labels_item import (
    GetEntityGraphResponseEntityLabelsItem,
)
from .get_entity_graph_response_nodes_item import GetEntityGraphResponseNodesItem
from .get_entity_graph_response_nodes_item_labels_item import (
    GetEntityGraphResponseNodesItemLabelsItem,
)
from .get_health_response import GetHealthResponse
from .get_health_response_status import GetHealthResponseStatus
from .get_health_response_store import GetHealthResponseStore
from .get_open_api_response import GetOpenApiResponse
from .get_readiness_response import GetReadinessResponse
from .get_readiness_response_checks import GetReadinessResponseChecks
from .get_readiness_response_failing_item import GetReadinessResponseFailingItem
from .get_readiness_response_status import GetReadinessResponseStatus
from .get_vessel_track_format import GetVesselTrackFormat
from .give_detection_feedback_request import GiveDetectionFeedbackRequest
from .health_check import HealthCheck
from .health_check_status import HealthCheckStatus
from .hold import Hold
from .hold_page import HoldPage
from .hold_reference import HoldReference
from .hold_status import HoldStatus
from .hold_with_history import HoldWithHistory
from .hold_with_history_history_item import HoldWithHistoryHistoryItem
from .hold_with_history_history_item_action import HoldWithHistoryHistoryItemAction
from .hold_with_history_reference import HoldWithHistoryReference
from .hold_with_history_status import HoldWithHistoryStatus
from .identity_history import IdentityHistory
from .identity_history_history_item import IdentityHistoryHistoryItem
from .identity_history_history_item_field import IdentityHistoryHistoryItemField
from .imagery_scan import ImageryScan
from .imagery_scan_page import ImageryScanPage
from .imagery_scan_progress import ImageryScanProgress
from .imagery_scan_reason import ImageryScanReason
from .imagery_scan_scenes_item import ImageryScanScenesItem
from .imagery_scan_scenes_item_left_out_item import ImageryScanScenesItemLeftOutItem
from .imagery_scan_scenes_item_outcome_type_1 import ImageryScanScenesItemOutcomeType1
from .imagery_scan_scenes_item_outcome_type_2_type_1 import (
    ImageryScanScenesItemOutcomeType2Type1,
)
from .imagery_scan_scenes_item_outcome_type_3_type_1 import (
    ImageryScanScenesItemOutcomeType3Type1,
)
from .imagery_scan_scenes_item_status import ImageryScanScenesItemStatus
from .imagery_scan_search import ImageryScanSearch
from .imagery_scan_status import ImageryScanStatus
from .imagery_tuning import ImageryTuning
from .imagery_tuning_change import ImageryTuningChange
from .imagery_tuning_change_change import ImageryTuningChangeChange
from .imagery_tuning_change_page import ImageryTuningChangePage
from .imagery_tuning_mutes_item import ImageryTuningMutesItem
from .imagery_tuning_mutes_item_geometry_type_0 import (
    ImageryTuningMutesItemGeometryType0,
)
from .imagery_tuning_thresholds_item import ImageryTuningThresholdsItem
from .imagery_tuning_thresholds_item_type import ImageryTuningThresholdsItemType
from .ingest_event_request import IngestEventRequest
from .ingest_event_response import IngestEventResponse
from .ingest_event_response_status import IngestEventResponseStatus
from .ingest_result import IngestResult
from .ingest_result_errors_item import IngestResultErrorsItem
from .label import Label
from .label_page import LabelPage
from .label_source import LabelSource
from .list_alerts_behaviour import ListAlertsBehaviour
from .list_asset_positions_kind import ListAssetPositionsKind
from .list_asset_positions_response import ListAssetPositionsResponse
from .list_asset_positions_response_data_item import ListAssetPositionsResponseDataItem
from .list_asset_positions_response_data_item_kind import (
    ListAssetPositionsResponseDataItemKind,
)
from .list_detections_suppressed import ListDetectionsSuppressed
from .list_holds_status import ListHoldsStatus
from .list_keys_status import ListKeysStatus
from .list_ports_source import ListPortsSource
from .list_screenings_risk_category import ListScreeningsRiskCategory
from .list_sites_status import ListSitesStatus
from .list_threats_min_severity import ListThreatsMinSeverity
from .list_threats_severity_item import ListThreatsSeverityItem
from .list_threats_status import ListThreatsStatus
from .list_watches_risk_category import ListWatchesRiskCategory
from .list_webhook_deliveries_event_type import ListWebhookDeliveriesEventType
from .list_webhook_deliveries_status import ListWebhookDeliveriesStatus
from .list_webhooks_status import ListWebhooksStatus
from .o_auth_client import OAuthClient
from .o_auth_client_page import OAuthClientPage
from .o_auth_client_token_endpoint_auth_method import OAuthClientTokenEndpointAuthMethod
from .o_auth_error import OAuthError
from .o_auth_error_error import OAuthErrorError
from .o_auth_token import OAuthToken
from .o_auth_token_request import OAuthTokenRequest
from .o_auth_token_token_type import OAuthTokenTokenType
from .own_key import OwnKey
from .own_key_type import OwnKeyType
from .own_key_workspace import OwnKeyWorkspace
from .own_wallet import OwnWallet
from .own_wallet_page import OwnWalletPage
from .place_hold_request import PlaceHoldRequest
from .place_hold_request_reference import PlaceHoldRequestReference
from .port import Port
from .port_kind import PortKind
from .port_page import PortPage
from .port_source import PortSource
from .port_wpi_type_0 import PortWpiType0
from .problem import Problem
from .problem_code import ProblemCode
from .put_compliance_settings_request import PutComplianceSettingsRequest
from .release_hold_request import ReleaseHoldRequest
from .report import Report
from .report_completed_event import ReportCompletedEvent
from .report_completed_event_data import ReportCompletedEventData
from .report_completed_event_data_status import ReportCompletedEventDataStatus
from .report_downloads_type_0 import ReportDownloadsType0
from .report_page import ReportPage
from .report_period import ReportPeriod
from .report_status import ReportStatus
from .report_subject import ReportSubject
from .report_subject_kind import ReportSubjectKind
from .rotate_key_request import RotateKeyRequest
from .rotate_webhook_secret_request import RotateWebhookSecretRequest
from .sar_content import SarContent
from .sar_content_activity_institution import SarContentActivityInstitution
from .sar_content_filing_institution import SarContentFilingInstitution
from .sar_content_filing_institution_address import SarContentFilingInstitutionAddress
from .sar_content_filing_institution_status import SarContentFilingInstitutionStatus
from .sar_content_filing_type import SarContentFilingType
from .sar_content_form import SarContentForm
from .sar_content_narrative import SarContentNarrative
from .sar_content_narrative_sentences_item import SarContentNarrativeSentencesItem
from .sar_content_narrative_sentences_item_section import (
    SarContentNarrativeSentencesItemSection,
)
from .sar_content_sanctions_type_0 import SarContentSanctionsType0
from .sar_content_sanctions_type_0_entries_item import (
    SarContentSanctionsType0EntriesItem,
)
from .sar_content_subjects_item import SarContentSubjectsItem
from .sar_content_subjects_item_addresses_item import (
    SarContentSubjectsItemAddressesItem,
)
from .sar_content_subjects_item_kind import SarContentSubjectsItemKind
from .sar_content_subjects_item_role_in_activity import (
    SarContentSubjectsItemRoleInActivity,
)
from .sar_content_suspicious_activity import SarContentSuspiciousActivity
from .sar_content_suspicious_activity_amounts_item import (
    SarContentSuspiciousActivityAmountsItem,
)
from .sar_content_suspicious_activity_categories_item import (
    SarContentSuspiciousActivityCategoriesItem,
)
from .sar_content_suspicious_activity_cyber_event_type_0 import (
    SarContentSuspiciousActivityCyberEventType0,
)
from .sar_content_suspicious_activity_cyber_event_type_0_against import (
    SarContentSuspiciousActivityCyberEventType0Against,
)
from .sar_content_suspicious_activity_cyber_indicators_item import (
    SarContentSuspiciousActivityCyberIndicatorsItem,
)
from .sar_content_suspicious_activity_cyber_indicators_item_indicator import (
    SarContentSuspiciousActivityCyberIndicatorsItemIndicator,
)
from .sar_content_suspicious_activity_cyber_indicators_item_kind import (
    SarContentSuspiciousActivityCyberIndicatorsItemKind,
)
from .sar_content_suspicious_activity_date_range import (
    SarContentSuspiciousActivityDateRange,
)
from .sar_content_threat import SarContentThreat
from .sar_content_threat_severity import SarContentThreatSeverity
from .sar_draft import SarDraft
from .sar_draft_downloads_type_0 import SarDraftDownloadsType0
from .sar_draft_status import SarDraftStatus
from .sar_signature import SarSignature
from .sar_signature_algorithm import SarSignatureAlgorithm
from .scope import Scope
from .screen_transaction_request import ScreenTransactionRequest
from .screen_transaction_request_exposure_method import (
    ScreenTransactionRequestExposureMethod,
)
from .screen_transaction_request_inputs_item import ScreenTransactionRequestInputsItem
from .screen_transaction_request_outputs_item import ScreenTransactionRequestOutputsItem
from .screen_wallet_request import ScreenWalletRequest
from .screen_wallet_request_exposure_method import ScreenWalletRequestExposureMethod
from .screening_changed_event import ScreeningChangedEvent
from .screening_changed_event_data import ScreeningChangedEventData
from .screening_changed_event_data_after import ScreeningChangedEventDataAfter
from .screening_changed_event_data_after_risk_category import (
    ScreeningChangedEventDataAfterRiskCategory,
)
from .screening_changed_event_data_before import ScreeningChangedEventDataBefore
from .screening_changed_event_data_before_risk_category import (
    ScreeningChangedEventDataBeforeRiskCategory,
)
from .screening_changed_event_data_reason import ScreeningChangedEventDataReason
from .screening_record import ScreeningRecord
from .screening_record_coverage import ScreeningRecordCoverage
from .screening_record_coverage_limits_item import ScreeningRecordCoverageLimitsItem
from .screening_record_coverage_status import ScreeningRecordCoverageStatus
from .screening_record_kind import ScreeningRecordKind
from .screening_record_labels_item import ScreeningRecordLabelsItem
from .screening_record_list_versions_item import ScreeningRecordListVersionsItem
from .screening_record_request import ScreeningRecordRequest
from .screening_record_result import ScreeningRecordResult
from .screening_record_risk_category import ScreeningRecordRiskCategory
from .screening_record_trigger_type_1 import ScreeningRecordTriggerType1
from .screening_record_trigger_type_2_type_1 import ScreeningRecordTriggerType2Type1
from .screening_record_trigger_type_3_type_1 import ScreeningRecordTriggerType3Type1
from .screening_summary import ScreeningSummary
from .screening_summary_kind import ScreeningSummaryKind
from .screening_summary_page import ScreeningSummaryPage
from .screening_summary_risk_category import ScreeningSummaryRiskCategory
from .screening_summary_trigger_type_1 import ScreeningSummaryTriggerType1
from .screening_summary_trigger_type_2_type_1 import ScreeningSummaryTriggerType2Type1
from .screening_summary_trigger_type_3_type_1 import ScreeningSummaryTriggerType3Type1
from .search_assets_kind import SearchAssetsKind
from .search_assets_response import SearchAssetsResponse
from .send_webhook_test_event_request import SendWebhookTestEventRequest
from .signing_key import SigningKey
from .signing_key_algorithm import SigningKeyAlgorithm
from .signing_key_page import SigningKeyPage
from .signing_key_public_key_jwk import SigningKeyPublicKeyJwk
from .signing_key_public_key_jwk_alg import SigningKeyPublicKeyJwkAlg
from .signing_key_public_key_jwk_use import SigningKeyPublicKeyJwkUse
from .signing_key_status import SigningKeyStatus
from .site import Site
from .site_imagery_type_0 import SiteImageryType0
from .site_metadata_type_0 import SiteMetadataType0
from .site_page import SitePage
from .site_report_content import SiteReportContent
from .site_report_content_detections import SiteReportContentDetections
from .site_report_content_detections_by_day_item import (
    SiteReportContentDetectionsByDayItem,
)
from .site_report_content_detections_by_type_item import (
    SiteReportContentDetectionsByTypeItem,
)
from .site_report_content_detections_feedback import SiteReportContentDetectionsFeedback
from .site_report_content_detections_latest_item import (
    SiteReportContentDetectionsLatestItem,
)
from .site_report_content_detections_latest_item_assets_item import (
    SiteReportContentDetectionsLatestItemAssetsItem,
)
from .site_report_content_detections_latest_item_chips_item import (
    SiteReportContentDetectionsLatestItemChipsItem,
)
from .site_report_content_detections_latest_item_geometry_type_0 import (
    SiteReportContentDetectionsLatestItemGeometryType0,
)
from .site_report_content_kind import SiteReportContentKind
from .site_report_content_period import SiteReportContentPeriod
from .site_report_content_site import SiteReportContentSite
from .site_report_content_site_boundary import SiteReportContentSiteBoundary
from .site_report_content_site_status import SiteReportContentSiteStatus
from .site_state import SiteState
from .site_state_feedback import SiteStateFeedback
from .site_status import SiteStatus
from .threat import Threat
from .threat_detail import ThreatDetail
from .threat_detail_disposition_type_1 import ThreatDetailDispositionType1
from .threat_detail_disposition_type_2_type_1 import ThreatDetailDispositionType2Type1
from .threat_detail_disposition_type_3_type_1 import ThreatDetailDispositionType3Type1
from .threat_detail_evidence import ThreatDetailEvidence
from .threat_detail_evidence_alerts_item import ThreatDetailEvidenceAlertsItem
from .threat_detail_evidence_alerts_item_addresses_item import (
    ThreatDetailEvidenceAlertsItemAddressesItem,
)
from .threat_detail_evidence_alerts_item_facts import (
    ThreatDetailEvidenceAlertsItemFacts,
)
from .threat_detail_evidence_alerts_item_severity import (
    ThreatDetailEvidenceAlertsItemSeverity,
)
from .threat_detail_evidence_alerts_item_transfers_item import (
    ThreatDetailEvidenceAlertsItemTransfersItem,
)
from .threat_detail_evidence_events_item import ThreatDetailEvidenceEventsItem
from .threat_detail_graph import ThreatDetailGraph
from .threat_detail_graph_edges_item import ThreatDetailGraphEdgesItem
from .threat_detail_graph_edges_item_type import ThreatDetailGraphEdgesItemType
from .threat_detail_graph_nodes_item import ThreatDetailGraphNodesItem
from .threat_detail_graph_nodes_item_labels_item import (
    ThreatDetailGraphNodesItemLabelsItem,
)
from .threat_detail_graph_nodes_item_type import ThreatDetailGraphNodesItemType
from .threat_detail_severity import ThreatDetailSeverity
from .threat_detail_status import ThreatDetailStatus
from .threat_detected_event import ThreatDetectedEvent
from .threat_detected_event_data import ThreatDetectedEventData
from .threat_detected_event_data_reason import ThreatDetectedEventDataReason
from .threat_detected_event_data_severity import ThreatDetectedEventDataSeverity
from .threat_disposition_type_1 import ThreatDispositionType1
from .threat_disposition_type_2_type_1 import ThreatDispositionType2Type1
from .threat_disposition_type_3_type_1 import ThreatDispositionType3Type1
from .threat_history_entry import ThreatHistoryEntry
from .threat_history_entry_change import ThreatHistoryEntryChange
from .threat_history_entry_change_assignee import ThreatHistoryEntryChangeAssignee
from .threat_history_entry_change_disposition import ThreatHistoryEntryChangeDisposition
from .threat_history_entry_change_disposition_from_type_1 import (
    ThreatHistoryEntryChangeDispositionFromType1,
)
from .threat_history_entry_change_disposition_from_type_2_type_1 import (
    ThreatHistoryEntryChangeDispositionFromType2Type1,
)
from .threat_history_entry_change_disposition_from_type_3_type_1 import (
    ThreatHistoryEntryChangeDispositionFromType3Type1,
)
from .threat_history_entry_change_disposition_to_type_1 import (
    ThreatHistoryEntryChangeDispositionToType1,
)
from .threat_history_entry_change_disposition_to_type_2_type_1 import (
    ThreatHistoryEntryChangeDispositionToType2Type1,
)
from .threat_history_entry_change_disposition_to_type_3_type_1 import (
    ThreatHistoryEntryChangeDispositionToType3Type1,
)
from .threat_history_entry_change_merged_into import ThreatHistoryEntryChangeMergedInto
from .threat_history_entry_change_status import ThreatHistoryEntryChangeStatus
from .threat_history_entry_change_status_from import ThreatHistoryEntryChangeStatusFrom
from .threat_history_entry_change_status_to import ThreatHistoryEntryChangeStatusTo
from .threat_page import ThreatPage
from .threat_severity import ThreatSeverity
from .threat_status import ThreatStatus
from .token_approval_data import TokenApprovalData
from .token_approval_data_kind import TokenApprovalDataKind
from .track import Track
from .track_assets_item import TrackAssetsItem
from .track_points_item import TrackPointsItem
from .transaction_screening import TransactionScreening
from .transaction_screening_counterparties_item import (
    TransactionScreeningCounterpartiesItem,
)
from .transaction_screening_counterparties_item_coverage import (
    TransactionScreeningCounterpartiesItemCoverage,
)
from .transaction_screening_counterparties_item_coverage_limits_item import (
    TransactionScreeningCounterpartiesItemCoverageLimitsItem,
)
from .transaction_screening_counterparties_item_coverage_status import (
    TransactionScreeningCounterpartiesItemCoverageStatus,
)
from .transaction_screening_counterparties_item_matches_item import (
    TransactionScreeningCounterpartiesItemMatchesItem,
)
from .transaction_screening_counterparties_item_matches_item_amounts_item import (
    TransactionScreeningCounterpartiesItemMatchesItemAmountsItem,
)
from .transaction_screening_counterparties_item_matches_item_direction_type_1 import (
    TransactionScreeningCounterpartiesItemMatchesItemDirectionType1,
)
from .transaction_screening_counterparties_item_matches_item_direction_type_2_type_1 import (
    TransactionScreeningCounterpartiesItemMatchesItemDirectionType2Type1,
)
from .transaction_screening_counterparties_item_matches_item_direction_type_3_type_1 import (
    TransactionScreeningCounterpartiesItemMatchesItemDirectionType3Type1,
)
from .transaction_screening_counterparties_item_matches_item_exposure import (
    TransactionScreeningCounterpartiesItemMatchesItemExposure,
)
from .transaction_screening_counterparties_item_matches_item_listed_on_item import (
    TransactionScreeningCounterpartiesItemMatchesItemListedOnItem,
)
from .transaction_screening_counterparties_item_matches_item_via_entity import (
    TransactionScreeningCounterpartiesItemMatchesItemViaEntity,
)
from .transaction_screening_counterparties_item_risk_category import (
    TransactionScreeningCounterpartiesItemRiskCategory,
)
from .transaction_screening_counterparties_item_role import (
    TransactionScreeningCounterpartiesItemRole,
)
from .transaction_screening_coverage import TransactionScreeningCoverage
from .transaction_screening_coverage_limits_item import (
    TransactionScreeningCoverageLimitsItem,
)
from .transaction_screening_coverage_status import TransactionScreeningCoverageStatus
from .transaction_screening_matches_item import TransactionScreeningMatchesItem
from .transaction_screening_matches_item_amounts_item import (
    TransactionScreeningMatchesItemAmountsItem,
)
from .transaction_screening_matches_item_direction_type_1 import (
    TransactionScreeningMatchesItemDirectionType1,
)
from .transaction_screening_matches_item_direction_type_2_type_1 import (
    TransactionScreeningMatchesItemDirectionType2Type1,
)
from .transaction_screening_matches_item_direction_type_3_type_1 import (
    TransactionScreeningMatchesItemDirectionType3Type1,
)
from .transaction_screening_matches_item_exposure import (
    TransactionScreeningMatchesItemExposure,
)
from .transaction_screening_matches_item_listed_on_item import (
    TransactionScreeningMatchesItemListedOnItem,
)
from .transaction_screening_matches_item_via_entity import (
    TransactionScreeningMatchesItemViaEntity,
)
from .transaction_screening_parties_from import TransactionScreeningPartiesFrom
from .transaction_screening_risk_category import TransactionScreeningRiskCategory
from .transfer_observed_data import TransferObservedData
from .transfer_observed_data_inputs_item import TransferObservedDataInputsItem
from .transfer_observed_data_outputs_item import TransferObservedDataOutputsItem
from .update_alert_request import UpdateAlertRequest
from .update_alert_request_channel import UpdateAlertRequestChannel
from .update_alert_request_channel_type import UpdateAlertRequestChannelType
from .update_alert_request_status import UpdateAlertRequestStatus
from .update_case_request import UpdateCaseRequest
from .update_case_request_status import UpdateCaseRequestStatus
from .update_site_request import UpdateSiteRequest
from .update_site_request_imagery_type_0 import UpdateSiteRequestImageryType0
from .update_site_request_metadata_type_0 import UpdateSiteRequestMetadataType0
from .update_threat_request import UpdateThreatRequest
from .update_threat_request_disposition_type_1 import (
    UpdateThreatRequestDispositionType1,
)
from .update_threat_request_disposition_type_2_type_1 import (
    UpdateThreatRequestDispositionType2Type1,
)
from .update_threat_request_disposition_type_3_type_1 import (
    UpdateThreatRequestDispositionType3Type1,
)
from .update_threat_request_status import UpdateThreatRequestStatus
from .update_webhook_request import UpdateWebhookRequest
from .update_webhook_request_status import UpdateWebhookRequestStatus
from .wallet_screening import WalletScreening
from .wallet_screening_coverage import WalletScreeningCoverage
from .wallet_screening_coverage_limits_item import WalletScreeningCoverageLimitsItem
from .wallet_screening_coverage_status import WalletScreeningCoverageStatus
from .wallet_screening_matches_item import WalletScreeningMatchesItem
from .wallet_screening_matches_item_amounts_item import (
    WalletScreeningMatchesItemAmountsItem,
)
from .wallet_screening_matches_item_direction_type_1 import (
    WalletScreeningMatchesItemDirectionType1,
)
from .wallet_screening_matches_item_direction_type_2_type_1 import (
    WalletScreeningMatchesItemDirectionType2Type1,
)
from .wallet_screening_matches_item_direction_type_3_type_1 import (
    WalletScreeningMatchesItemDirectionType3Type1,
)
from .wallet_screening_matches_item_exposure import WalletScreeningMatchesItemExposure
from .wallet_screening_matches_item_listed_on_item import (
    WalletScreeningMatchesItemListedOnItem,
)
from .wallet_screening_matches_item_via_entity import (
    WalletScreeningMatchesItemViaEntity,
)
from .wallet_screening_risk_category import WalletScreeningRiskCategory
from .watch import Watch
from .watch_import import WatchImport
from .watch_import_format import WatchImportFormat
from .watch_import_lines_item import WatchImportLinesItem
from .watch_import_lines_item_status import WatchImportLinesItemStatus
from .watch_import_status import WatchImportStatus
from .watch_input import WatchInput
from .watch_page import WatchPage
from .watch_risk_category_type_1 import WatchRiskCategoryType1
from .watch_risk_category_type_2_type_1 import WatchRiskCategoryType2Type1
from .watch_risk_category_type_3_type_1 import WatchRiskCategoryType3Type1
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem
from .webhook_delivery_attempts_item_trigger import WebhookDeliveryAttemptsItemTrigger
from .webhook_delivery_page import WebhookDeliveryPage
from .webhook_delivery_status import WebhookDeliveryStatus
from .webhook_delivery_with_payload import WebhookDeliveryWithPayload
from .webhook_delivery_with_payload_attempts_item import (
    WebhookDeliveryWithPayloadAttemptsItem,
)
from .webhook_delivery_with_payload_attempts_item_trigger import (
    WebhookDeliveryWithPayloadAttemptsItemTrigger,
)
from .webhook_delivery_with_payload_status import WebhookDeliveryWithPayloadStatus
from .webhook_endpoint import WebhookEndpoint
from .webhook_endpoint_disabled_reason_type_1 import WebhookEndpointDisabledReasonType1
from .webhook_endpoint_disabled_reason_type_2_type_1 import (
    WebhookEndpointDisabledReasonType2Type1,
)
from .webhook_endpoint_disabled_reason_type_3_type_1 import (
    WebhookEndpointDisabledReasonType3Type1,
)
from .webhook_endpoint_page import WebhookEndpointPage
from .webhook_endpoint_status import WebhookEndpointStatus
from .webhook_endpoint_with_secret import WebhookEndpointWithSecret
from .webhook_endpoint_with_secret_disabled_reason_type_1 import (
    WebhookEndpointWithSecretDisabledReasonType1,
)
from .webhook_endpoint_with_secret_disabled_reason_type_2_type_1 import (
    WebhookEndpointWithSecretDisabledReasonType2Type1,
)
from .webhook_endpoint_with_secret_disabled_reason_type_3_type_1 import (
    WebhookEndpointWithSecretDisabledReasonType3Type1,
)
from .webhook_endpoint_with_secret_status import WebhookEndpointWithSecretStatus
from .webhook_event_selector import WebhookEventSelector
from .webhook_test_event import WebhookTestEvent
from .webhook_test_event_data import WebhookTestEventData
from .withdrawal_requested_data import WithdrawalRequestedData
from .zone_entered_event import ZoneEnteredEvent
from .zone_entered_event_data import ZoneEnteredEventData
from .zone_entered_event_data_position import ZoneEnteredEventDataPosition
from .zone_entered_event_data_zone import ZoneEnteredEventDataZone
from .zone_entered_event_data_zone_kind import ZoneEnteredEventDataZoneKind
from .zone_exited_event import ZoneExitedEvent
from .zone_exited_event_data import ZoneExitedEventData
from .zone_exited_event_data_position import ZoneExitedEventDataPosition
from .zone_exited_event_data_zone import ZoneExitedEventDataZone
from .zone_exited_event_data_zone_kind import ZoneExitedEventDataZoneKind

__all__ = (
    "ActionExecutedEvent",
    "ActionExecutedEventData",
    "ActionExecutedEventDataAction",
    "ActionExecutedEventDataReference",
    "ActionExecutedEventDataStatus",
    "AddCaseItemRequest",
    "AddCaseItemRequestKind",
    "AgentAlertEvent",
    "AgentAlertEventData",
    "AgentAlertEventDataAlert",
    "AgentAlertEventDataAlertSeverity",
    "AgentStatus",
    "AgentStatusLatencyMs",
    "AgentStatusRecent",
    "AgentStatusStatus",
    "AlertRule",
    "AlertRuleChannel",
    "AlertRuleChannelType",
    "AlertRulePage",
    "AlertRuleStatus",
    "AlertRuleWhat",
    "AlertRuleWhatBehaviour",
    "AlertWhereCircle",
    "AlertWhereSite",
    "AlertWhereZone",
    "ApiKey",
    "ApiKeyPage",
    "ApiKeyStatus",
    "ApiKeyWithSecret",
    "ApiKeyWithSecretStatus",
    "Area",
    "AreaTypeType0",
    "AreaTypeType1",
    "Asset",
    "AssetDarkEvent",
    "AssetDarkEventData",
    "AssetDarkEventDataLastPosition",
    "AssetDetails",
    "AssetDetailsFlagType0",
    "AssetDistressEvent",
    "AssetDistressEventData",
    "AssetDistressEventDataKind",
    "AssetDistressEventDataPosition",
    "AssetEncounterEvent",
    "AssetEncounterEventData",
    "AssetEncounterEventDataZone",
    "AssetEncounterEventDataZoneKind",
    "AssetFormerNamesItem",
    "AssetIdentifiers",
    "AssetKind",
    "AssetLastPositionType0",
    "AssetLoiteringEvent",
    "AssetLoiteringEventData",
    "AssetLoiteringEventDataZone",
    "AssetLoiteringEventDataZoneKind",
    "AssetPosition",
    "AssetPositionAfterType0",
    "AssetPositionBeforeType0",
    "AssetPositionPositionType0",
    "AssetPositionReasonType1",
    "AssetPositionReasonType2Type1",
    "AssetPositionReasonType3Type1",
    "AssetReportContent",
    "AssetReportContentAsset",
    "AssetReportContentAssetIdentifiers",
    "AssetReportContentAssetKind",
    "AssetReportContentKind",
    "AssetReportContentLastPositionType0",
    "AssetReportContentPeriod",
    "AssetReportContentSitesItem",
    "AssetReportContentSitesItemBoundary",
    "AssetReportContentTrack",
    "AssetSanctionsItem",
    "AssetSanctionsItemMatchedOnItem",
    "AssetSilenceType0",
    "AssetSpeedAboveEvent",
    "AssetSpeedAboveEventData",
    "AssetSpeedAboveEventDataZone",
    "AssetSpeedAboveEventDataZoneKind",
    "Case",
    "CaseItem",
    "CaseItemKind",
    "CaseItemResourceType0",
    "CasePage",
    "CaseReportContent",
    "CaseReportContentCase",
    "CaseReportContentItemsItem",
    "CaseReportContentItemsItemDetailsItem",
    "CaseReportContentItemsItemGeometryType0",
    "CaseReportContentItemsItemKind",
    "CaseReportContentKind",
    "CaseReportContentPeriod",
    "CaseStatus",
    "CaseWithItems",
    "CaseWithItemsStatus",
    "ComplianceSarReadyEvent",
    "ComplianceSarReadyEventData",
    "ComplianceSettings",
    "CreateAlertRequest",
    "CreateAlertRequestChannel",
    "CreateAlertRequestChannelType",
    "CreateAlertRequestWhat",
    "CreateAlertRequestWhatBehaviour",
    "CreateAlertRequestWhere",
    "CreateCaseRequest",
    "CreateDetectionRequest",
    "CreateDetectionRequestEvidenceItem",
    "CreateKeyRequest",
    "CreateLabelRequest",
    "CreateOAuthClientRequest",
    "CreateOwnWalletRequest",
    "CreatePortRequest",
    "CreatePortRequestKind",
    "CreateReportRequest",
    "CreateReportRequestSubject",
    "CreateReportRequestSubjectKind",
    "CreateSarDraftRequest",
    "CreateSiteRequest",
    "CreateSiteRequestImagery",
    "CreateSiteRequestMetadata",
    "CreateWebhookRequest",
    "CustomEventData",
    "DepositReceivedData",
    "Detection",
    "DetectionCreatedEvent",
    "DetectionCreatedEventData",
    "DetectionCreatedEventDataDetection",
    "DetectionCreatedEventDataDetectionFeedbackType0",
    "DetectionCreatedEventDataDetectionGeometryType0",
    "DetectionFeedbackType0",
    "DetectionPage",
    "DetectionRevisedEvent",
    "DetectionRevisedEventData",
    "DetectionRevisedEventDataDetection",
    "DetectionRevisedEventDataDetectionFeedbackType0",
    "DetectionRevisedEventDataDetectionGeometryType0",
    "DetectionRevisedEventDataRevision",
    "DetectionWithEvidence",
    "DetectionWithEvidenceChipsItem",
    "DetectionWithEvidenceEvidenceItem",
    "DetectionWithEvidenceFeedbackType0",
    "DetectionWithEvidenceRevisionsItem",
    "DetectionWithEvidenceRevisionsItemEvidenceItem",
    "FeatureCollection",
    "FeatureCollectionType",
    "FeedResumedEvent",
    "FeedResumedEventData",
    "FeedResumedEventDataSource",
    "FeedResumedEventDataSourceKind",
    "FeedSilentEvent",
    "FeedSilentEventData",
    "FeedSilentEventDataSource",
    "FeedSilentEventDataSourceKind",
    "FieldError",
    "FilingInstitution",
    "FilingInstitutionAddress",
    "FilingInstitutionContact",
    "FilingInstitutionTinType",
    "Follow",
    "FollowPage",
    "Geometry",
    "GetAgentsStatusResponse",
    "GetAssetTrackFormat",
    "GetEntityGraphResponse",
    "GetEntityGraphResponseEdgesItem",
    "GetEntityGraphResponseEdgesItemAmountsItem",
    "GetEntityGraphResponseEntity",
    "GetEntityGraphResponseEntityLabelsItem",
    "GetEntityGraphResponseNodesItem",
    "GetEntityGraphResponseNodesItemLabelsItem",
    "GetHealthResponse",
    "GetHealthResponseStatus",
    "GetHealthResponseStore",
    "GetOpenApiResponse",
    "GetReadinessResponse",
    "GetReadinessResponseChecks",
    "GetReadinessResponseFailingItem",
    "GetReadinessResponseStatus",
    "GetVesselTrackFormat",
    "GiveDetectionFeedbackRequest",
    "HealthCheck",
    "HealthCheckStatus",
    "Hold",
    "HoldPage",
    "HoldReference",
    "HoldStatus",
    "HoldWithHistory",
    "HoldWithHistoryHistoryItem",
    "HoldWithHistoryHistoryItemAction",
    "HoldWithHistoryReference",
    "HoldWithHistoryStatus",
    "IdentityHistory",
    "IdentityHistoryHistoryItem",
    "IdentityHistoryHistoryItemField",
    "ImageryScan",
    "ImageryScanPage",
    "ImageryScanProgress",
    "ImageryScanReason",
    "ImageryScanScenesItem",
    "ImageryScanScenesItemLeftOutItem",
    "ImageryScanScenesItemOutcomeType1",
    "ImageryScanScenesItemOutcomeType2Type1",
    "ImageryScanScenesItemOutcomeType3Type1",
    "ImageryScanScenesItemStatus",
    "ImageryScanSearch",
    "ImageryScanStatus",
    "ImageryTuning",
    "ImageryTuningChange",
    "ImageryTuningChangeChange",
    "ImageryTuningChangePage",
    "ImageryTuningMutesItem",
    "ImageryTuningMutesItemGeometryType0",
    "ImageryTuningThresholdsItem",
    "ImageryTuningThresholdsItemType",
    "IngestEventRequest",
    "IngestEventResponse",
    "IngestEventResponseStatus",
    "IngestResult",
    "IngestResultErrorsItem",
    "Label",
    "LabelPage",
    "LabelSource",
    "ListAlertsBehaviour",
    "ListAssetPositionsKind",
    "ListAssetPositionsResponse",
    "ListAssetPositionsResponseDataItem",
    "ListAssetPositionsResponseDataItemKind",
    "ListDetectionsSuppressed",
    "ListHoldsStatus",
    "ListKeysStatus",
    "ListPortsSource",
    "ListScreeningsRiskCategory",
    "ListSitesStatus",
    "ListThreatsMinSeverity",
    "ListThreatsSeverityItem",
    "ListThreatsStatus",
    "ListWatchesRiskCategory",
    "ListWebhookDeliveriesEventType",
    "ListWebhookDeliveriesStatus",
    "ListWebhooksStatus",
    "OAuthClient",
    "OAuthClientPage",
    "OAuthClientTokenEndpointAuthMethod",
    "OAuthError",
    "OAuthErrorError",
    "OAuthToken",
    "OAuthTokenRequest",
    "OAuthTokenTokenType",
    "OwnKey",
    "OwnKeyType",
    "OwnKeyWorkspace",
    "OwnWallet",
    "OwnWalletPage",
    "PlaceHoldRequest",
    "PlaceHoldRequestReference",
    "Port",
    "PortKind",
    "PortPage",
    "PortSource",
    "PortWpiType0",
    "Problem",
    "ProblemCode",
    "PutComplianceSettingsRequest",
    "ReleaseHoldRequest",
    "Report",
    "ReportCompletedEvent",
    "ReportCompletedEventData",
    "ReportCompletedEventDataStatus",
    "ReportDownloadsType0",
    "ReportPage",
    "ReportPeriod",
    "ReportStatus",
    "ReportSubject",
    "ReportSubjectKind",
    "RotateKeyRequest",
    "RotateWebhookSecretRequest",
    "SarContent",
    "SarContentActivityInstitution",
    "SarContentFilingInstitution",
    "SarContentFilingInstitutionAddress",
    "SarContentFilingInstitutionStatus",
    "SarContentFilingType",
    "SarContentForm",
    "SarContentNarrative",
    "SarContentNarrativeSentencesItem",
    "SarContentNarrativeSentencesItemSection",
    "SarContentSanctionsType0",
    "SarContentSanctionsType0EntriesItem",
    "SarContentSubjectsItem",
    "SarContentSubjectsItemAddressesItem",
    "SarContentSubjectsItemKind",
    "SarContentSubjectsItemRoleInActivity",
    "SarContentSuspiciousActivity",
    "SarContentSuspiciousActivityAmountsItem",
    "SarContentSuspiciousActivityCategoriesItem",
    "SarContentSuspiciousActivityCyberEventType0",
    "SarContentSuspiciousActivityCyberEventType0Against",
    "SarContentSuspiciousActivityCyberIndicatorsItem",
    "SarContentSuspiciousActivityCyberIndicatorsItemIndicator",
    "SarContentSuspiciousActivityCyberIndicatorsItemKind",
    "SarContentSuspiciousActivityDateRange",
    "SarContentThreat",
    "SarContentThreatSeverity",
    "SarDraft",
    "SarDraftDownloadsType0",
    "SarDraftStatus",
    "SarSignature",
    "SarSignatureAlgorithm",
    "Scope",
    "ScreeningChangedEvent",
    "ScreeningChangedEventData",
    "ScreeningChangedEventDataAfter",
    "ScreeningChangedEventDataAfterRiskCategory",
    "ScreeningChangedEventDataBefore",
    "ScreeningChangedEventDataBeforeRiskCategory",
    "ScreeningChangedEventDataReason",
    "ScreeningRecord",
    "ScreeningRecordCoverage",
    "ScreeningRecordCoverageLimitsItem",
    "ScreeningRecordCoverageStatus",
    "ScreeningRecordKind",
    "ScreeningRecordLabelsItem",
    "ScreeningRecordListVersionsItem",
    "ScreeningRecordRequest",
    "ScreeningRecordResult",
    "ScreeningRecordRiskCategory",
    "ScreeningRecordTriggerType1",
    "ScreeningRecordTriggerType2Type1",
    "ScreeningRecordTriggerType3Type1",
    "ScreeningSummary",
    "ScreeningSummaryKind",
    "ScreeningSummaryPage",
    "ScreeningSummaryRiskCategory",
    "ScreeningSummaryTriggerType1",
    "ScreeningSummaryTriggerType2Type1",
    "ScreeningSummaryTriggerType3Type1",
    "ScreenTransactionRequest",
    "ScreenTransactionRequestExposureMethod",
    "ScreenTransactionRequestInputsItem",
    "ScreenTransactionRequestOutputsItem",
    "ScreenWalletRequest",
    "ScreenWalletRequestExposureMethod",
    "SearchAssetsKind",
    "SearchAssetsResponse",
    "SendWebhookTestEventRequest",
    "SigningKey",
    "SigningKeyAlgorithm",
    "SigningKeyPage",
    "SigningKeyPublicKeyJwk",
    "SigningKeyPublicKeyJwkAlg",
    "SigningKeyPublicKeyJwkUse",
    "SigningKeyStatus",
    "Site",
    "SiteImageryType0",
    "SiteMetadataType0",
    "SitePage",
    "SiteReportContent",
    "SiteReportContentDetections",
    "SiteReportContentDetectionsByDayItem",
    "SiteReportContentDetectionsByTypeItem",
    "SiteReportContentDetectionsFeedback",
    "SiteReportContentDetectionsLatestItem",
    "SiteReportContentDetectionsLatestItemAssetsItem",
    "SiteReportContentDetectionsLatestItemChipsItem",
    "SiteReportContentDetectionsLatestItemGeometryType0",
    "SiteReportContentKind",
    "SiteReportContentPeriod",
    "SiteReportContentSite",
    "SiteReportContentSiteBoundary",
    "SiteReportContentSiteStatus",
    "SiteState",
    "SiteStateFeedback",
    "SiteStatus",
    "Threat",
    "ThreatDetail",
    "ThreatDetailDispositionType1",
    "ThreatDetailDispositionType2Type1",
    "ThreatDetailDispositionType3Type1",
    "ThreatDetailEvidence",
    "ThreatDetailEvidenceAlertsItem",
    "ThreatDetailEvidenceAlertsItemAddressesItem",
    "ThreatDetailEvidenceAlertsItemFacts",
    "ThreatDetailEvidenceAlertsItemSeverity",
    "ThreatDetailEvidenceAlertsItemTransfersItem",
    "ThreatDetailEvidenceEventsItem",
    "ThreatDetailGraph",
    "ThreatDetailGraphEdgesItem",
    "ThreatDetailGraphEdgesItemType",
    "ThreatDetailGraphNodesItem",
    "ThreatDetailGraphNodesItemLabelsItem",
    "ThreatDetailGraphNodesItemType",
    "ThreatDetailSeverity",
    "ThreatDetailStatus",
    "ThreatDetectedEvent",
    "ThreatDetectedEventData",
    "ThreatDetectedEventDataReason",
    "ThreatDetectedEventDataSeverity",
    "ThreatDispositionType1",
    "ThreatDispositionType2Type1",
    "ThreatDispositionType3Type1",
    "ThreatHistoryEntry",
    "ThreatHistoryEntryChange",
    "ThreatHistoryEntryChangeAssignee",
    "ThreatHistoryEntryChangeDisposition",
    "ThreatHistoryEntryChangeDispositionFromType1",
    "ThreatHistoryEntryChangeDispositionFromType2Type1",
    "ThreatHistoryEntryChangeDispositionFromType3Type1",
    "ThreatHistoryEntryChangeDispositionToType1",
    "ThreatHistoryEntryChangeDispositionToType2Type1",
    "ThreatHistoryEntryChangeDispositionToType3Type1",
    "ThreatHistoryEntryChangeMergedInto",
    "ThreatHistoryEntryChangeStatus",
    "ThreatHistoryEntryChangeStatusFrom",
    "ThreatHistoryEntryChangeStatusTo",
    "ThreatPage",
    "ThreatSeverity",
    "ThreatStatus",
    "TokenApprovalData",
    "TokenApprovalDataKind",
    "Track",
    "TrackAssetsItem",
    "TrackPointsItem",
    "TransactionScreening",
    "TransactionScreeningCounterpartiesItem",
    "TransactionScreeningCounterpartiesItemCoverage",
    "TransactionScreeningCounterpartiesItemCoverageLimitsItem",
    "TransactionScreeningCounterpartiesItemCoverageStatus",
    "TransactionScreeningCounterpartiesItemMatchesItem",
    "TransactionScreeningCounterpartiesItemMatchesItemAmountsItem",
    "TransactionScreeningCounterpartiesItemMatchesItemDirectionType1",
    "TransactionScreeningCounterpartiesItemMatchesItemDirectionType2Type1",
    "TransactionScreeningCounterpartiesItemMatchesItemDirectionType3Type1",
    "TransactionScreeningCounterpartiesItemMatchesItemExposure",
    "TransactionScreeningCounterpartiesItemMatchesItemListedOnItem",
    "TransactionScreeningCounterpartiesItemMatchesItemViaEntity",
    "TransactionScreeningCounterpartiesItemRiskCategory",
    "TransactionScreeningCounterpartiesItemRole",
    "TransactionScreeningCoverage",
    "TransactionScreeningCoverageLimitsItem",
    "TransactionScreeningCoverageStatus",
    "TransactionScreeningMatchesItem",
    "TransactionScreeningMatchesItemAmountsItem",
    "TransactionScreeningMatchesItemDirectionType1",
    "TransactionScreeningMatchesItemDirectionType2Type1",
    "TransactionScreeningMatchesItemDirectionType3Type1",
    "TransactionScreeningMatchesItemExposure",
    "TransactionScreeningMatchesItemListedOnItem",
    "TransactionScreeningMatchesItemViaEntity",
    "TransactionScreeningPartiesFrom",
    "TransactionScreeningRiskCategory",
    "TransferObservedData",
    "TransferObservedDataInputsItem",
    "TransferObservedDataOutputsItem",
    "UpdateAlertRequest",
    "UpdateAlertRequestChannel",
    "UpdateAlertRequestChannelType",
    "UpdateAlertRequestStatus",
    "UpdateCaseRequest",
    "UpdateCaseRequestStatus",
    "UpdateSiteRequest",
    "UpdateSiteRequestImageryType0",
    "UpdateSiteRequestMetadataType0",
    "UpdateThreatRequest",
    "UpdateThreatRequestDispositionType1",
    "UpdateThreatRequestDispositionType2Type1",
    "UpdateThreatRequestDispositionType3Type1",
    "UpdateThreatRequestStatus",
    "UpdateWebhookRequest",
    "UpdateWebhookRequestStatus",
    "WalletScreening",
    "WalletScreeningCoverage",
    "WalletScreeningCoverageLimitsItem",
    "WalletScreeningCoverageStatus",
    "WalletScreeningMatchesItem",
    "WalletScreeningMatchesItemAmountsItem",
    "WalletScreeningMatchesItemDirectionType1",
    "WalletScreeningMatchesItemDirectionType2Type1",
    "WalletScreeningMatchesItemDirectionType3Type1",
    "WalletScreeningMatchesItemExposure",
    "WalletScreeningMatchesItemListedOnItem",
    "WalletScreeningMatchesItemViaEntity",
    "WalletScreeningRiskCategory",
    "Watch",
    "WatchImport",
    "WatchImportFormat",
    "WatchImportLinesItem",
    "WatchImportLinesItemStatus",
    "WatchImportStatus",
    "WatchInput",
    "WatchPage",
    "WatchRiskCategoryType1",
    "WatchRiskCategoryType2Type1",
    "WatchRiskCategoryType3Type1",
    "WebhookDelivery",
    "WebhookDeliveryAttemptsItem",
    "WebhookDeliveryAttemptsItemTrigger",
    "WebhookDeliveryPage",
    "WebhookDeliveryStatus",
    "WebhookDeliveryWithPayload",
    "WebhookDeliveryWithPayloadAttemptsItem",
    "WebhookDeliveryWithPayloadAttemptsItemTrigger",
    "WebhookDeliveryWithPayloadStatus",
    "WebhookEndpoint",
    "WebhookEndpointDisabledReasonType1",
    "WebhookEndpointDisabledReasonType2Type1",
    "WebhookEndpointDisabledReasonType3Type1",
    "WebhookEndpointPage",
    "WebhookEndpointStatus",
    "WebhookEndpointWithSecret",
    "WebhookEndpointWithSecretDisabledReasonType1",
    "WebhookEndpointWithSecretDisabledReasonType2Type1",
    "WebhookEndpointWithSecretDisabledReasonType3Type1",
    "WebhookEndpointWithSecretStatus",
    "WebhookEventSelector",
    "WebhookTestEvent",
    "WebhookTestEventData",
    "WithdrawalRequestedData",
    "ZoneEnteredEvent",
    "ZoneEnteredEventData",
    "ZoneEnteredEventDataPosition",
    "ZoneEnteredEventDataZone",
    "ZoneEnteredEventDataZoneKind",
    "ZoneExitedEvent",
    "ZoneExitedEventData",
    "ZoneExitedEventDataPosition",
    "ZoneExitedEventDataZone",
    "ZoneExitedEventDataZoneKind",
)
