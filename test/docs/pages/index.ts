/** The pages whose examples the docs test runs, in the order it runs them (imports first). */
import type { DocPage } from '../docs-context.ts';
import { agentsPage } from './agents.ts';
import { listsPage } from './lists.ts';
import { screeningPage } from './screening.ts';
import { transfersPage } from './transfers.ts';

export const PAGES: DocPage[] = [listsPage, screeningPage, transfersPage, agentsPage];
