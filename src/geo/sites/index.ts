/**
 * Sites: the areas a workspace monitors, their state and counts, and the detection types there are
 * and that each site takes.
 */

export {
  DETECTION_TYPES,
  type DetectionTypeDefinition,
  detectionTypeProblem,
  detectionTypesOf,
  takesDetectionType,
} from './detection-types.ts';
export { createSite } from './routes/create-site.ts';
export { deleteSite } from './routes/delete-site.ts';
export { getSite } from './routes/get-site.ts';
export { listSites } from './routes/list-sites.ts';
export { SiteSchema } from './routes/site-schemas.ts';
export { updateSite } from './routes/update-site.ts';
export { imageryOf, type SiteImagery, type SiteImageryPort } from './site-imagery.ts';
export type { SiteRow } from './sites-repo.ts';
export { createSitesService, type Site, type SiteChange, type SitesService } from './sites-service.ts';
