/** The case and its items as the API shows them, and the pieces the case routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import type { AssetRow } from '../../assets/index.ts';
import { identifiersOf } from '../../assets/index.ts';
import type { CaseRow } from '../cases-repo.ts';
import type { ResolvedItem } from '../cases-service.ts';

export const CaseIdParams = Type.Object({ id: IdParam('case', 'The case id (`case_…`).') });

const caseFields = {
  id: Type.String({ description: 'The case id (`case_…`).' }),
  title: Type.String(),
  description: Nullable(Type.String()),
  status: StringEnum(['open', 'closed'] as const),
  items_count: Type.Integer({ minimum: 0 }),
  created_at: Timestamp('When the case was opened.'),
  updated_at: Timestamp('When the case last changed (edited, closed or reopened, an item added or removed).'),
};

export const CaseSchema = Type.Object(caseFields, { $id: 'Case', description: 'An investigation.' });

export const CaseItemSchema = Type.Object(
  {
    id: Type.String({ description: 'The item id (`item_…`).' }),
    kind: StringEnum(['site', 'detection', 'asset', 'note'] as const),
    ref_id: Nullable(Type.String({ description: 'The pinned site, detection or asset; null for a note.' })),
    note: Nullable(Type.String()),
    resource: Nullable(
      Type.Object(
        { id: Type.String() },
        {
          additionalProperties: true,
          description:
            'The pinned resource as it is now. A site: `name`, `status`, `center`, `area_km2`, `detections_total`, `last_detection_at`. A detection: `site_id`, `type`, `confidence`, `observed_at`, `geometry`, `useful`. An asset: `kind`, `name`, `identifiers`, `last_position`. Null for a note.',
        },
      ),
    ),
    added_at: Timestamp('When the item was added.'),
  },
  { $id: 'CaseItem', description: 'One piece of a case.' },
);

export const CaseWithItemsSchema = Type.Object(
  { ...caseFields, items: Type.Array(CaseItemSchema, { description: 'Oldest first.' }) },
  { $id: 'CaseWithItems', description: 'A case with its items.' },
);

export function serializeCase(row: CaseRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    items_count: row.items_count,
    created_at: toRfc3339(row.created_at),
    updated_at: toRfc3339(row.updated_at),
  };
}

export function serializeItem(item: ResolvedItem) {
  return {
    id: item.id,
    kind: item.kind,
    ref_id: item.ref_id,
    note: item.note,
    resource: resourceOf(item),
    added_at: toRfc3339(item.created_at),
  };
}

function resourceOf(item: ResolvedItem): ({ id: string } & Record<string, unknown>) | null {
  const { resource } = item;
  if (resource === null) return null;
  switch (resource.kind) {
    case 'site': {
      const site = resource.row;
      return {
        id: site.id,
        name: site.name,
        status: site.status,
        center: [site.center_lon, site.center_lat],
        area_km2: site.area_km2,
        detections_total: site.detections_total,
        last_detection_at: site.last_detection_at === null ? null : toRfc3339(site.last_detection_at),
      };
    }
    case 'detection': {
      const detection = resource.row;
      return {
        id: detection.id,
        site_id: detection.site_id,
        type: detection.type,
        confidence: detection.confidence,
        observed_at: toRfc3339(detection.observed_at),
        geometry: detection.geometry ? (JSON.parse(detection.geometry) as unknown) : null,
        useful: detection.useful === null ? null : detection.useful === 1,
      };
    }
    case 'asset':
      return assetSummary(resource.row);
  }
}

export function assetSummary(asset: AssetRow) {
  const identifiers = identifiersOf(asset);
  return {
    id: asset.id,
    kind: asset.kind,
    name: asset.name,
    identifiers,
    last_position:
      asset.last_at === null
        ? null
        : { at: toRfc3339(asset.last_at), lon: asset.last_lon, lat: asset.last_lat },
  };
}
