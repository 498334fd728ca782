/**
 * Alert rules: where, what behaviour with its parameters, how confident, which channel; checked
 * whole when created, matched against detections here and against positions by the tracking engines.
 */

export { rulesNamingGroup } from './alerts-repo.ts';
export {
  type AlertRule,
  type AlertsService,
  createAlertsService,
  type RoamingWhere,
  type RuleChange,
} from './alerts-service.ts';
export {
  BEHAVIOUR_PARAMETERS,
  type Behaviour,
  DEFAULT_HYSTERESIS_M,
  DEFAULT_MAX_GAP_S,
  ROAMING_MAX_RADIUS_M,
  ROAMING_MIN_RADIUS_M,
} from './behaviours.ts';
export { AlertRuleSchema, RoamingEvidenceSchema, ZoneRefSchema } from './routes/alert-schemas.ts';
export { createAlert } from './routes/create-alert.ts';
export { deleteAlert } from './routes/delete-alert.ts';
export { getAlert } from './routes/get-alert.ts';
export { listAlerts } from './routes/list-alerts.ts';
export { updateAlert } from './routes/update-alert.ts';
export { profileTestOf, SHIP_TYPE_CATEGORIES } from './rule-filters.ts';
