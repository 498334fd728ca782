/**
 * Alert rules: where, what behaviour, how confident, which channel. Every rule is validated in
 * full when created; `detection` rules are evaluated here, on each new detection, and the
 * tracking engine evaluates the behaviours that follow assets.
 */
import type { Clock } from '../../lib/clock.ts';
import { type FieldError, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type ChangeNotice, commitChange } from '../../platform/changes/index.ts';
import type { EndpointsService } from '../../platform/webhooks/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import {
  type Area,
  areaContains,
  circleArea,
  DEFAULT_RADIUS_M,
  type Position,
  parseArea,
} from '../geometry/index.ts';
import type { SitesService } from '../sites/index.ts';
import {
  type AlertRuleRow,
  deleteRule,
  findRule,
  insertRule,
  listRules,
  listRulesByBehaviour,
  listRulesOfBehaviours,
  type RuleEdit,
  updateRule,
} from './alerts-repo.ts';
import { type Behaviour, minConfidenceProblem } from './behaviours.ts';
import { anchorProblem, parseRoamingWhere, roamingProblems } from './roaming-where.ts';
import { parseWhat, type What } from './rule-validation.ts';

/** A roaming zone: the circle of `radius_m` around an asset as it moves (geofencing/roaming-fences.ts). */
export type RoamingWhere = { near_asset: string; radius_m: number };
export type Where =
  | { site_id: string }
  | { zone: Area }
  | { coordinates: Position; radius_m: number }
  | RoamingWhere;
export interface Channel {
  type: 'webhook';
  webhook_id?: string | undefined;
}

export interface AlertRuleInput {
  name?: string | undefined;
  where: {
    site_id?: string | undefined;
    zone?: unknown;
    coordinates?: unknown;
    near_asset?: string | undefined;
    radius_m?: number | undefined;
  };
  what: Record<string, unknown>;
  min_confidence?: number | undefined;
  channel: Channel;
}

/** A change to a rule (`PATCH /v1/alerts/:id`): a field given is set, `null` clears it. */
export interface AlertRuleEdit {
  name?: string | null | undefined;
  min_confidence?: number | null | undefined;
  channel?: Channel | undefined;
  status?: 'active' | 'paused' | undefined;
}

export interface AlertRule {
  row: AlertRuleRow;
  where: Where;
  what: What;
  channel: Channel;
}

/** A rule created, changed (paused, resumed, edited) or deleted, as the tracking engines hear of it. */
export type RuleChange = { kind: 'rule'; workspaceId: string; id: string };

function ruleChange(row: AlertRuleRow): RuleChange {
  return { kind: 'rule', workspaceId: row.workspace_id, id: row.id };
}

/** A new detection as the rules see it. */
export interface DetectionFacts {
  siteId: string;
  type: string;
  confidence: number;
  /** Where it is: its geometry's representative point, or the site's centre. */
  point: Position;
}

export interface AlertsService {
  create(workspaceId: string, input: AlertRuleInput): Promise<AlertRule>;
  /**
   * The refusal of a body that failed its schema (`schemaErrors`): those problems and every one the
   * rule's own checks find in the parts well-formed enough to check, so one answer lists them all.
   */
  refusal(workspaceId: string, body: unknown, schemaErrors: FieldError[]): Promise<VigilError>;
  list(
    workspaceId: string,
    options: { behaviour?: Behaviour | undefined; limit: number; before?: string | undefined },
  ): Promise<AlertRule[]>;
  get(workspaceId: string, id: string): Promise<AlertRule>;
  /** Changes a rule; the engines apply it before this returns (a paused rule is told nothing more). */
  update(workspaceId: string, id: string, edit: AlertRuleEdit): Promise<AlertRule>;
  /** The rule, or undefined when the workspace has none of that id. */
  find(workspaceId: string, id: string): Promise<AlertRule | undefined>;
  remove(workspaceId: string, id: string): Promise<void>;
  /** Every rule of these behaviours in every workspace, for the tracking engines. */
  listEverywhere(behaviours: readonly Behaviour[]): Promise<AlertRule[]>;
  /** The `detection` rules a new detection matches, and the endpoints their channels name. */
  matchDetection(
    db: Executor,
    workspaceId: string,
    detection: DetectionFacts,
  ): Promise<{ ruleIds: string[]; endpointIds: string[] }>;
}

export function createAlertsService(deps: {
  store: Store;
  clock: Clock;
  sites: SitesService;
  assets: AssetsService;
  /** The workspace's asset groups, which rules name with `assets: {group_id}`. */
  groups: { find(workspaceId: string, id: string): Promise<unknown> };
  endpoints: EndpointsService;
  /** Told of each rule created, changed or deleted, so every tracking engine watches what the rules say. */
  changes?: ChangeNotice<RuleChange>;
}): AlertsService {
  const { store, clock, sites, assets, groups, endpoints, changes } = deps;

  async function requireRule(workspaceId: string, id: string): Promise<AlertRuleRow> {
    const row = await findRule(store.db, workspaceId, id);
    if (!row) throw notFound('alert rule', id);
    return row;
  }

  /** Checks the endpoint a channel names is one of the workspace's. */
  async function checkChannel(workspaceId: string, channel: Channel, errors: FieldError[]) {
    if (channel.webhook_id === undefined) return;
    const found = await endpoints.get(workspaceId, channel.webhook_id).catch(() => undefined);
    if (!found)
      errors.push({
        pointer: '/channel/webhook_id',
        detail: 'names no webhook endpoint of this workspace',
      });
  }

  /** Checks what the body refers to (site, webhook endpoint, assets) exists in the workspace. */
  async function checkReferences(
    workspaceId: string,
    where: Where | undefined,
    what: What | undefined,
    channel: Channel | undefined,
    errors: FieldError[],
  ) {
    if (where && 'site_id' in where) {
      const [site] = await sites.findMany(workspaceId, [where.site_id]);
      if (!site) errors.push({ pointer: '/where/site_id', detail: 'names no site of this workspace' });
      else if (site.status !== 'active')
        errors.push({ pointer: '/where/site_id', detail: 'names a stopped site' });
    }
    if (where && 'near_asset' in where) {
      const problem = anchorProblem(where.near_asset, await assets.get(where.near_asset));
      if (problem) errors.push({ pointer: '/where/near_asset', detail: problem });
    }
    if (channel) await checkChannel(workspaceId, channel, errors);
    const listed = what?.assets;
    if (typeof listed === 'object' && !Array.isArray(listed) && listed !== null) {
      if ((await groups.find(workspaceId, listed.group_id)) === undefined)
        errors.push({ pointer: '/what/assets/group_id', detail: 'names no group of this workspace' });
    }
    if (Array.isArray(listed)) {
      const known = new Set((await assets.getMany(listed)).map((a) => a.id));
      listed.forEach((id, i) => {
        if (!known.has(id))
          errors.push({ pointer: `/what/assets/${i}`, detail: `no asset has the id '${id}'` });
      });
    }
  }

  /** Every problem the rule's own checks find, with what they could read of `where` and `what`. */
  async function examine(
    workspaceId: string,
    input: { where?: unknown; what?: unknown; channel?: unknown; min_confidence?: unknown },
  ): Promise<{ errors: FieldError[]; parsedWhere: ReturnType<typeof parseWhere>; what: What | undefined }> {
    const errors: FieldError[] = [];
    const whereInput = whereInputOf(input.where);
    const parsedWhere = whereInput ? parseWhere(whereInput, errors) : undefined;
    const what = isRecord(input.what) ? parseWhat(input.what, errors) : undefined;
    const confidenceProblem =
      what !== undefined && input.min_confidence !== undefined ? minConfidenceProblem(what.behaviour) : null;
    if (confidenceProblem !== null) errors.push({ pointer: '/min_confidence', detail: confidenceProblem });
    if (parsedWhere && 'near_asset' in parsedWhere.where && what !== undefined && isRecord(input.what))
      errors.push(...roamingProblems(what.behaviour, input.what));
    await checkReferences(workspaceId, parsedWhere?.where, what, channelOf(input.channel), errors);
    return { errors, parsedWhere, what };
  }

  return {
    async refusal(workspaceId, body, schemaErrors) {
      const own = isRecord(body) ? (await examine(workspaceId, body)).errors : [];
      // The schema's word on a field comes first; the rule's checks add the fields it did not judge.
      const judged = new Set(schemaErrors.map((e) => e.pointer));
      return invalidRule([...schemaErrors, ...own.filter((e) => !judged.has(e.pointer))]);
    },

    async create(workspaceId, input) {
      const { errors, parsedWhere, what } = await examine(workspaceId, input);
      if (!parsedWhere || !what || errors.length > 0) throw invalidRule(errors);
      const channel: Channel = {
        type: 'webhook',
        ...(input.channel.webhook_id ? { webhook_id: input.channel.webhook_id } : {}),
      };
      const row: AlertRuleRow = {
        id: newId('alertRule'),
        workspace_id: workspaceId,
        name: input.name ?? null,
        behaviour: what.behaviour,
        where_spec: JSON.stringify(parsedWhere.where),
        site_id: 'site_id' in parsedWhere.where ? parsedWhere.where.site_id : null,
        zone: parsedWhere.zone ? JSON.stringify(parsedWhere.zone) : null,
        what: JSON.stringify(what),
        min_confidence: input.min_confidence ?? null,
        channel: JSON.stringify(channel),
        created_at: clock.now(),
        status: 'active',
      };
      await commitChange(store.db, changes, ruleChange(row), (tx) => insertRule(tx, row));
      return view(row);
    },

    async list(workspaceId, options) {
      return (await listRules(store.db, workspaceId, options)).map(view);
    },

    async get(workspaceId, id) {
      return view(await requireRule(workspaceId, id));
    },

    async update(workspaceId, id, edit) {
      const current = await requireRule(workspaceId, id);
      const errors: FieldError[] = [];
      // Clearing it (null) is always allowed: rules made before it was refused may carry one.
      const confidenceProblem =
        typeof edit.min_confidence === 'number' ? minConfidenceProblem(current.behaviour as Behaviour) : null;
      if (confidenceProblem !== null) errors.push({ pointer: '/min_confidence', detail: confidenceProblem });
      if (edit.channel !== undefined) await checkChannel(workspaceId, edit.channel, errors);
      if (errors.length > 0) {
        const first = errors[0];
        throw new VigilError(
          'validation_failed',
          first ? `${first.pointer}: ${first.detail}` : 'The change is not valid.',
          { errors },
        );
      }
      const change: RuleEdit = {
        ...(edit.name !== undefined ? { name: edit.name } : {}),
        ...(edit.min_confidence !== undefined ? { min_confidence: edit.min_confidence } : {}),
        ...(edit.status !== undefined ? { status: edit.status } : {}),
        ...(edit.channel !== undefined
          ? {
              channel: JSON.stringify({
                type: 'webhook',
                ...(edit.channel.webhook_id ? { webhook_id: edit.channel.webhook_id } : {}),
              }),
            }
          : {}),
      };
      // Announced as create and delete are: every process's engines read the rule again (a paused
      // one as removed), and this one before the answer, so a pause is in force once it is sent.
      const row = await commitChange(store.db, changes, { kind: 'rule', workspaceId, id }, async (tx) => {
        const updated = await updateRule(tx, workspaceId, id, change);
        if (!updated) throw notFound('alert rule', id);
        return updated;
      });
      return view(row);
    },

    async find(workspaceId, id) {
      const row = await findRule(store.db, workspaceId, id);
      return row ? view(row) : undefined;
    },

    async remove(workspaceId, id) {
      await commitChange(store.db, changes, { kind: 'rule', workspaceId, id }, async (tx) => {
        if (!(await deleteRule(tx, workspaceId, id))) throw notFound('alert rule', id);
      });
    },

    async listEverywhere(behaviours) {
      return (await listRulesOfBehaviours(store.db, behaviours)).map(view);
    },

    async matchDetection(db, workspaceId, detection) {
      const rules = (await listRulesByBehaviour(db, workspaceId, 'detection')).map(view);
      const matched = rules.filter((rule) => matches(rule, detection));
      const endpointIds = matched.flatMap((rule) =>
        rule.channel.webhook_id ? [rule.channel.webhook_id] : [],
      );
      return { ruleIds: matched.map((rule) => rule.row.id), endpointIds: [...new Set(endpointIds)] };
    },
  };
}

function invalidRule(errors: FieldError[]): VigilError {
  const summary = errors.map((e) => `${e.pointer || '(body)'}: ${e.detail}`).join('; ');
  return new VigilError(
    'validation_failed',
    summary ? `The rule is not valid: ${summary}.` : 'The rule is not valid.',
    {
      errors,
    },
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `where` as parseWhere reads it, or undefined when its fields are not even of the right types. */
function whereInputOf(value: unknown): AlertRuleInput['where'] | undefined {
  if (!isRecord(value)) return undefined;
  const { site_id, zone, coordinates, near_asset, radius_m } = value;
  if (site_id !== undefined && typeof site_id !== 'string') return undefined;
  if (near_asset !== undefined && typeof near_asset !== 'string') return undefined;
  if (radius_m !== undefined && typeof radius_m !== 'number') return undefined;
  return { site_id, zone, coordinates, near_asset, radius_m };
}

/** The channel, when it names its endpoint (if any) by a string. */
function channelOf(value: unknown): Channel | undefined {
  if (!isRecord(value)) return undefined;
  const { webhook_id } = value;
  if (webhook_id !== undefined && typeof webhook_id !== 'string') return undefined;
  return { type: 'webhook', webhook_id };
}

function view(row: AlertRuleRow): AlertRule {
  return {
    row,
    where: JSON.parse(row.where_spec) as Where,
    what: JSON.parse(row.what) as What,
    channel: JSON.parse(row.channel) as Channel,
  };
}

function matches(rule: AlertRule, detection: DetectionFacts): boolean {
  if (rule.row.min_confidence !== null && detection.confidence < rule.row.min_confidence) return false;
  const types = rule.what.types;
  if (Array.isArray(types) && !types.includes(detection.type)) return false;
  if ('site_id' in rule.where) return rule.where.site_id === detection.siteId;
  if (rule.row.zone === null) return false;
  return areaContains(JSON.parse(rule.row.zone) as Area, detection.point);
}

/** Exactly one of `site_id`, `zone`, `coordinates` (+ `radius_m`) or `near_asset` + `radius_m`, normalised. */
function parseWhere(
  input: AlertRuleInput['where'],
  errors: FieldError[],
): { where: Where; zone: Area | undefined } | undefined {
  const given = (['site_id', 'zone', 'coordinates', 'near_asset'] as const).filter(
    (key) => input[key] !== undefined,
  );
  if (given.length !== 1) {
    errors.push({
      pointer: '/where',
      detail: 'give exactly one of site_id, zone, coordinates with radius_m, or near_asset with radius_m',
    });
    return undefined;
  }
  if (input.radius_m !== undefined && input.coordinates === undefined && input.near_asset === undefined) {
    errors.push({ pointer: '/where/radius_m', detail: 'applies only with coordinates or near_asset' });
    return undefined;
  }
  if (input.site_id !== undefined) return { where: { site_id: input.site_id }, zone: undefined };
  if (input.near_asset !== undefined) {
    const where = parseRoamingWhere(input.near_asset, input.radius_m, errors);
    return where ? { where, zone: undefined } : undefined;
  }
  if (input.zone !== undefined) {
    const parsed = parseArea(input.zone, '/where/zone');
    if (!parsed.ok) {
      errors.push(...parsed.errors);
      return undefined;
    }
    return { where: { zone: parsed.value.geometry }, zone: parsed.value.geometry };
  }
  const radius = input.radius_m ?? DEFAULT_RADIUS_M;
  const parsed = circleArea(input.coordinates, radius, {
    center: '/where/coordinates',
    radius: '/where/radius_m',
  });
  if (!parsed.ok) {
    errors.push(...parsed.errors);
    return undefined;
  }
  const center = input.coordinates as Position;
  return { where: { coordinates: [center[0], center[1]], radius_m: radius }, zone: parsed.value.geometry };
}
