/** What report builders read, each through its own domain's service. */
import type { AssetsService } from '../../assets/assets-service.ts';
import type { CasesService } from '../../cases/cases-service.ts';
import type { DetectionsService } from '../../detections/detections-service.ts';
import type { SitesService } from '../../sites/sites-service.ts';

export interface ReportSources {
  sites: SitesService;
  detections: DetectionsService;
  assets: AssetsService;
  cases: CasesService;
}

/** The subject and period of the report being built. */
export interface ReportRequest {
  workspaceId: string;
  subjectId: string;
  from: number | null;
  to: number;
  generatedAt: number;
}
