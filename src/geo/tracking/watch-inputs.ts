/**
 * What the tracking engines watch, held in memory once for both (zones and track detectors): every
 * active rule of a behaviour they evaluate (a paused one is left out, as if removed), every active
 * site, every workspace's follows. `load` reads them all (at start, after a gap in the change feed,
 * and as the periodic backstop); `apply` reads only what one change touched and says which rules
 * and sites it affected, so a new rule costs one row however many there are.
 */
import {
  type AlertRule,
  type AlertsService,
  type Behaviour,
  profileTestOf,
  type RuleChange,
} from '../alerts/index.ts';
import type { AssetsService, FollowsChange } from '../assets/index.ts';
import type { GroupChange } from '../groups/index.ts';
import type { Port, PortChange } from '../ports/index.ts';
import type { Site, SiteChange, SitesService } from '../sites/index.ts';

/** A change the engines apply: a rule, a site, a workspace's follows or one of its own ports. */
export type WatchChange = RuleChange | SiteChange | FollowsChange | PortChange | GroupChange;

/** Which assets a rule watches: every asset, or a set (follows, a list, a group's members). */
export type WatchedAssets = 'all' | ReadonlySet<string>;

/**
 * Who each rule watches, as the engines ask it: the set its `assets` names, and the test its
 * filters make of an asset (ship type, flag, size), read from profiles held in memory.
 */
export interface RuleAssets {
  readonly follows: ReadonlyMap<string, ReadonlySet<string>>;
  assetsOf(rule: AlertRule): WatchedAssets;
  /** The rule's filters as a test of an asset id; undefined when it has none. */
  filterOf(rule: AlertRule): ((assetId: string) => boolean) | undefined;
}

/** What the engines read of the ports workspaces draw (the ports service). */
export interface OperatorPorts {
  listEverywhere(): Promise<{ workspaceId: string; port: Port }[]>;
  findOwn(workspaceId: string, id: string): Promise<Port | undefined>;
}

/** The behaviours the engines evaluate on positions; `detection` rules are matched elsewhere. */
export const WATCHED_BEHAVIOURS = [
  'zone_entry',
  'zone_exit',
  'dark',
  'loitering',
  'encounter',
  'speed_above',
] as const satisfies readonly Behaviour[];
const watched = new Set<string>(WATCHED_BEHAVIOURS);

/** The rules and sites a change touched: each is in force as the inputs now say, or gone. */
export interface Affected {
  ruleIds: string[];
  siteIds: string[];
  /** Whether a workspace's follows changed (the dark watch follows followed vessels, groups' too). */
  follows: boolean;
  /** The workspaces' own ports a change touched (the zone watcher's port visits). */
  portIds?: string[];
}

export interface WatchInputs extends RuleAssets {
  readonly rules: ReadonlyMap<string, AlertRule>;
  readonly sites: ReadonlyMap<string, Site>;
  readonly follows: ReadonlyMap<string, ReadonlySet<string>>;
  /** The ports workspaces drew, by id, with their workspace. */
  readonly ports: ReadonlyMap<string, { workspaceId: string; port: Port }>;
  /** Reads everything again; the engines reconcile with what they hold. */
  load(): Promise<void>;
  /** Reads what `change` touched; undefined when it changed nothing the engines watch. */
  apply(change: WatchChange): Promise<Affected | undefined>;
}

/** Rules on followed assets: the selection is `followed` unless it is `all`, a list or a group. */
export function onFollowedAssets(rule: AlertRule): boolean {
  const selection = rule.what.assets;
  return selection === undefined || selection === 'followed';
}

/** The group a rule watches (`assets: {group_id}`), if any. */
export function groupOf(rule: AlertRule): string | undefined {
  const selection = rule.what.assets;
  return typeof selection === 'object' && !Array.isArray(selection) ? selection.group_id : undefined;
}

const NO_ASSETS: ReadonlySet<string> = new Set();

export function createWatchInputs(deps: {
  alerts: AlertsService;
  sites: SitesService;
  assets: AssetsService;
  groups: { membersOf(groupIds: readonly string[]): Promise<Map<string, Set<string>>> };
  ports: OperatorPorts;
}): WatchInputs {
  const { alerts, sites, assets } = deps;
  /** The members of the groups rules name, by group. */
  const groupMembers = new Map<string, Set<string>>();
  /** Group id → the rules that name it. */
  const rulesOnGroup = new Map<string, Set<string>>();
  /** Rule id → its filters' test of an asset id (only rules with filters). */
  const filters = new Map<string, (assetId: string) => boolean>();
  const ports = new Map<string, { workspaceId: string; port: Port }>();
  const rules = new Map<string, AlertRule>();
  const activeSites = new Map<string, Site>();
  const follows = new Map<string, Set<string>>();
  /** Site id → the rules placed on it (whether or not it is active). */
  const rulesOnSite = new Map<string, Set<string>>();
  /** Workspace id → its rules on followed assets. */
  const rulesOnFollows = new Map<string, Set<string>>();

  function index(map: Map<string, Set<string>>, key: string, id: string, add: boolean): void {
    let set = map.get(key);
    if (add) {
      if (set === undefined) {
        set = new Set();
        map.set(key, set);
      }
      set.add(id);
    } else if (set !== undefined) {
      set.delete(id);
      if (set.size === 0) map.delete(key);
    }
  }

  function putRule(id: string, rule: AlertRule | undefined): void {
    const before = rules.get(id);
    if (before !== undefined) {
      if ('site_id' in before.where) index(rulesOnSite, before.where.site_id, id, false);
      if (onFollowedAssets(before)) index(rulesOnFollows, before.row.workspace_id, id, false);
      const group = groupOf(before);
      if (group !== undefined) index(rulesOnGroup, group, id, false);
      filters.delete(id);
      rules.delete(id);
    }
    // A paused rule is as good as removed: no engine evaluates it until it is active again.
    if (rule === undefined || rule.row.status === 'paused' || !watched.has(rule.row.behaviour)) return;
    rules.set(id, rule);
    if ('site_id' in rule.where) index(rulesOnSite, rule.where.site_id, id, true);
    if (onFollowedAssets(rule)) index(rulesOnFollows, rule.row.workspace_id, id, true);
    const group = groupOf(rule);
    if (group !== undefined) index(rulesOnGroup, group, id, true);
    const test = profileTestOf(rule.what);
    if (test !== undefined) filters.set(id, (assetId) => test(assets.profiles.get(assetId)));
  }

  /** Reads the members of the groups rules name that are not held yet, and forgets the others. */
  async function loadGroups(): Promise<void> {
    for (const id of [...groupMembers.keys()]) if (!rulesOnGroup.has(id)) groupMembers.delete(id);
    const missing = [...rulesOnGroup.keys()].filter((id) => !groupMembers.has(id));
    if (missing.length === 0) return;
    for (const [id, members] of await deps.groups.membersOf(missing)) groupMembers.set(id, members);
  }

  /** Profiles are read for each batch only while some rule filters. */
  function noteFilters(): void {
    assets.profiles.inUse = filters.size > 0;
  }

  return {
    rules,
    sites: activeSites,
    follows,
    ports,

    assetsOf(rule) {
      const selection = rule.what.assets;
      if (selection === 'all') return 'all';
      if (Array.isArray(selection)) return new Set(selection);
      const group = groupOf(rule);
      if (group !== undefined) return groupMembers.get(group) ?? NO_ASSETS;
      return follows.get(rule.row.workspace_id) ?? NO_ASSETS;
    },

    filterOf: (rule) => filters.get(rule.row.id),

    async load() {
      const [ruleList, siteList, followMap, portList] = await Promise.all([
        alerts.listEverywhere(WATCHED_BEHAVIOURS),
        sites.listActiveEverywhere(),
        assets.allFollows(),
        deps.ports.listEverywhere(),
      ]);
      ports.clear();
      for (const drawn of portList) ports.set(drawn.port.id, drawn);
      rules.clear();
      rulesOnSite.clear();
      rulesOnFollows.clear();
      rulesOnGroup.clear();
      filters.clear();
      groupMembers.clear();
      for (const rule of ruleList) putRule(rule.row.id, rule);
      await loadGroups();
      noteFilters();
      activeSites.clear();
      for (const site of siteList) activeSites.set(site.row.id, site);
      follows.clear();
      for (const [workspaceId, ids] of followMap) follows.set(workspaceId, ids);
    },

    async apply(change) {
      switch (change.kind) {
        case 'rule': {
          const rule = await alerts.find(change.workspaceId, change.id);
          const known = rules.has(change.id);
          putRule(change.id, rule);
          await loadGroups();
          noteFilters();
          if (!known && !rules.has(change.id)) return undefined;
          return { ruleIds: [change.id], siteIds: [], follows: false };
        }
        case 'site': {
          const site = await sites.findShape(change.workspaceId, change.id);
          if (site?.row.status === 'active') activeSites.set(change.id, site);
          else activeSites.delete(change.id);
          return { ruleIds: [...(rulesOnSite.get(change.id) ?? [])], siteIds: [change.id], follows: false };
        }
        case 'follows': {
          const ids = await assets.followsOf(change.workspaceId);
          if (ids.size === 0) follows.delete(change.workspaceId);
          else follows.set(change.workspaceId, ids);
          return { ruleIds: [...(rulesOnFollows.get(change.workspaceId) ?? [])], siteIds: [], follows: true };
        }
        case 'group': {
          const ruleIds = new Set(rulesOnGroup.get(change.id) ?? []);
          if (ruleIds.size > 0) {
            const members = await deps.groups.membersOf([change.id]);
            groupMembers.set(change.id, members.get(change.id) ?? new Set());
          }
          if (change.follows) {
            const ids = await assets.followsOf(change.workspaceId);
            if (ids.size === 0) follows.delete(change.workspaceId);
            else follows.set(change.workspaceId, ids);
            for (const id of rulesOnFollows.get(change.workspaceId) ?? []) ruleIds.add(id);
          }
          if (ruleIds.size === 0 && !change.follows) return undefined;
          return { ruleIds: [...ruleIds], siteIds: [], follows: change.follows };
        }
        case 'port': {
          const port = await deps.ports.findOwn(change.workspaceId, change.id);
          if (port === undefined) ports.delete(change.id);
          else ports.set(change.id, { workspaceId: change.workspaceId, port });
          return { ruleIds: [], siteIds: [], follows: false, portIds: [change.id] };
        }
      }
    },
  };
}
