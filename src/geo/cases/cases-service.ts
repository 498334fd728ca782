/**
 * Cases gather the material of an investigation: pinned sites, detections and assets, and notes.
 * A pinned reference must be something the workspace can see; reading a case shows enough of each
 * referenced resource to follow the investigation without another call.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound, VigilError } from '../../lib/errors.ts';
import { type IdKind, isId, newId } from '../../lib/ids.ts';
import type { Store } from '../../store/store.ts';
import type { AssetRow, AssetsService } from '../assets/index.ts';
import type { DetectionSummaryRow, DetectionsService } from '../detections/index.ts';
import type { SiteRow, SitesService } from '../sites/index.ts';
import {
  type CaseItemRow,
  type CaseRow,
  deleteItem,
  findCase,
  findItemByRef,
  insertCase,
  insertItem,
  listCases,
  listItems,
  updateCase,
} from './cases-repo.ts';

export type ItemKind = CaseItemRow['kind'];

const REF_KINDS: Record<Exclude<ItemKind, 'note'>, IdKind> = {
  site: 'site',
  detection: 'detection',
  asset: 'asset',
};

export interface ItemInput {
  kind: ItemKind;
  ref_id?: string | undefined;
  note?: string | undefined;
}

/** A change to a case (`PATCH /v1/cases/:id`). */
export interface CaseEdit {
  title?: string | undefined;
  description?: string | null | undefined;
  status?: 'open' | 'closed' | undefined;
}

/** An item with the resource it refers to, as it is now (null for a note). */
export type ResolvedItem = CaseItemRow &
  (
    | { resource: null }
    | { resource: { kind: 'site'; row: SiteRow } }
    | { resource: { kind: 'detection'; row: DetectionSummaryRow } }
    | { resource: { kind: 'asset'; row: AssetRow } }
  );

export interface CasesService {
  create(workspaceId: string, input: { title: string; description?: string | undefined }): Promise<CaseRow>;
  list(workspaceId: string, options: { limit: number; before?: string | undefined }): Promise<CaseRow[]>;
  get(workspaceId: string, id: string): Promise<{ case: CaseRow; items: ResolvedItem[] }>;
  addItem(workspaceId: string, caseId: string, input: ItemInput): Promise<ResolvedItem>;
  /** Sets the fields given (`description: null` clears it); closing or reopening is `status`. */
  update(workspaceId: string, id: string, edit: CaseEdit): Promise<CaseRow>;
  /** Takes an item out of an open case. */
  removeItem(workspaceId: string, caseId: string, itemId: string): Promise<void>;
  /** The case's row, or not_found. */
  require(workspaceId: string, id: string): Promise<CaseRow>;
}

export function createCasesService(deps: {
  store: Store;
  clock: Clock;
  sites: SitesService;
  detections: DetectionsService;
  assets: AssetsService;
}): CasesService {
  const { store, clock, sites, detections, assets } = deps;

  async function requireCase(workspaceId: string, id: string): Promise<CaseRow> {
    const row = await findCase(store.db, workspaceId, id);
    if (!row) throw notFound('case', id);
    return row;
  }

  /** A closed case is a finished record: its items change only once it is reopened. */
  async function requireOpenCase(workspaceId: string, id: string): Promise<CaseRow> {
    const row = await requireCase(workspaceId, id);
    if (row.status === 'closed') {
      throw new VigilError(
        'conflict',
        `The case '${id}' is closed; reopen it (PATCH with {"status": "open"}) to change its items.`,
      );
    }
    return row;
  }

  /** Looks up every referenced resource in three queries, whatever the number of items. */
  async function resolve(workspaceId: string, items: CaseItemRow[]): Promise<ResolvedItem[]> {
    const idsOf = (kind: ItemKind) => items.flatMap((i) => (i.kind === kind && i.ref_id ? [i.ref_id] : []));
    const [siteRows, detectionRows, assetRows] = await Promise.all([
      sites.findMany(workspaceId, idsOf('site')),
      detections.findMany(workspaceId, idsOf('detection')),
      assets.getMany(idsOf('asset')),
    ]);
    const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    const siteMap = byId(siteRows);
    const detectionMap = byId(detectionRows);
    const assetMap = byId(assetRows);
    return items.map((item): ResolvedItem => {
      const ref = item.ref_id ?? '';
      const site = item.kind === 'site' ? siteMap.get(ref) : undefined;
      if (site) return { ...item, resource: { kind: 'site', row: site } };
      const detection = item.kind === 'detection' ? detectionMap.get(ref) : undefined;
      if (detection) return { ...item, resource: { kind: 'detection', row: detection } };
      const asset = item.kind === 'asset' ? assetMap.get(ref) : undefined;
      if (asset) return { ...item, resource: { kind: 'asset', row: asset } };
      return { ...item, resource: null };
    });
  }

  return {
    async create(workspaceId, input) {
      const now = clock.now();
      const row: CaseRow = {
        id: newId('case'),
        workspace_id: workspaceId,
        title: input.title,
        description: input.description ?? null,
        status: 'open',
        items_count: 0,
        created_at: now,
        updated_at: now,
      };
      await insertCase(store.db, row);
      return row;
    },

    list: (workspaceId, options) => listCases(store.db, workspaceId, options),

    async get(workspaceId, id) {
      const row = await requireCase(workspaceId, id);
      return { case: row, items: await resolve(workspaceId, await listItems(store.db, id)) };
    },

    async addItem(workspaceId, caseId, input) {
      await requireOpenCase(workspaceId, caseId);
      const refId = input.kind === 'note' ? undefined : await checkReference(workspaceId, input);
      if (input.kind === 'note' && input.ref_id !== undefined) {
        throw invalidField('/ref_id', 'a note refers to nothing; pin the resource as its own item');
      }
      if (input.kind === 'note' && !input.note) throw invalidField('/note', 'is required for a note');
      const row: CaseItemRow = {
        id: newId('caseItem'),
        workspace_id: workspaceId,
        case_id: caseId,
        kind: input.kind,
        ref_id: refId ?? null,
        note: input.note ?? null,
        created_at: clock.now(),
      };
      await store.db.transaction().execute(async (tx) => {
        if (refId !== undefined) {
          const existing = await findItemByRef(tx, caseId, input.kind, refId);
          if (existing) {
            throw new VigilError(
              'conflict',
              `The ${input.kind} '${refId}' is already in this case as '${existing.id}'.`,
            );
          }
        }
        await insertItem(tx, row);
      });
      const [resolved] = await resolve(workspaceId, [row]);
      if (!resolved) throw new Error('a resolved item went missing');
      return resolved;
    },

    async update(workspaceId, id, edit) {
      await requireCase(workspaceId, id);
      await updateCase(store.db, workspaceId, id, {
        ...(edit.title !== undefined ? { title: edit.title } : {}),
        ...(edit.description !== undefined ? { description: edit.description } : {}),
        ...(edit.status !== undefined ? { status: edit.status } : {}),
        updated_at: clock.now(),
      });
      return requireCase(workspaceId, id);
    },

    async removeItem(workspaceId, caseId, itemId) {
      await requireOpenCase(workspaceId, caseId);
      const removed = await store.db
        .transaction()
        .execute((tx) => deleteItem(tx, caseId, itemId, clock.now()));
      if (!removed) throw notFound('case item', itemId);
    },

    require: requireCase,
  };

  /** The item's `ref_id`, checked to name something of its kind that the workspace can see. */
  async function checkReference(workspaceId: string, input: ItemInput): Promise<string> {
    const kind = input.kind as Exclude<ItemKind, 'note'>;
    const refId = input.ref_id;
    if (refId === undefined) throw invalidField('/ref_id', `is required to pin a ${kind}`);
    if (!isId(REF_KINDS[kind], refId)) {
      throw invalidField('/ref_id', `is not a ${kind} id; a ${kind} item needs the ${kind}'s own id`);
    }
    const visible =
      kind === 'site'
        ? (await sites.findMany(workspaceId, [refId])).length > 0
        : kind === 'detection'
          ? (await detections.findMany(workspaceId, [refId])).length > 0
          : (await assets.get(refId)) !== undefined;
    if (!visible) throw invalidField('/ref_id', `names no ${kind} this workspace can see`);
    return refId;
  }
}
