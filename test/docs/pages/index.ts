/** The pages whose examples the docs test runs, in the order it runs them (imports first). */
import type { DocPage } from '../docs-context.ts';
import { agentsPage } from './agents.ts';
import { authenticationPage } from './authentication.ts';
import { errorsPage, gettingStartedPage, readmePage } from './basics.ts';
import { chainsPage } from './chains.ts';
import { listsPage } from './lists.ts';
import { monitoringPage } from './monitoring.ts';
import { monitoringRiskPage } from './monitoring-risk.ts';
import { screeningPage } from './screening.ts';
import { trackingPage } from './tracking.ts';
import { transfersPage } from './transfers.ts';
import { webhooksPage } from './webhooks.ts';

export const PAGES: DocPage[] = [
  listsPage,
  screeningPage,
  monitoringRiskPage,
  transfersPage,
  chainsPage,
  agentsPage,
  readmePage,
  gettingStartedPage,
  errorsPage,
  authenticationPage,
  webhooksPage,
  monitoringPage,
  trackingPage,
];
