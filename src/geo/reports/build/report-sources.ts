/** What report builders read, each through its own domain's service. */
import type { AssetsService } from '../../assets/index.ts';
import type { CasesService } from '../../cases/index.ts';
import type { DetectionsService } from '../../detections/index.ts';
import type { SitesService } from '../../sites/index.ts';

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
