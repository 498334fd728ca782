from enum import Enum


class ListWebhookDeliveriesEventType(str, Enum):
    ACTION_EXECUTED = "action.executed"
    AGENT_ALERT = "agent.alert"
    ASSET_DARK = "asset.dark"
    ASSET_DISTRESS = "asset.distress"
    ASSET_ENCOUNTER = "asset.encounter"
    ASSET_LOITERING = "asset.loitering"
    ASSET_SPEED_ABOVE = "asset.speed_above"
    COMPLIANCE_SAR_READY = "compliance.sar_ready"
    DETECTION_CREATED = "detection.created"
    DETECTION_REVISED = "detection.revised"
    FEED_RESUMED = "feed.resumed"
    FEED_SILENT = "feed.silent"
    REPORT_COMPLETED = "report.completed"
    SCREENING_CHANGED = "screening.changed"
    THREAT_DETECTED = "threat.detected"
    WEBHOOK_TEST = "webhook.test"
    ZONE_ENTERED = "zone.entered"
    ZONE_EXITED = "zone.exited"

    def __str__(self) -> str:
        return str(self.value)
