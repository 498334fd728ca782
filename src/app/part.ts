/**
 * The app is put together from three parts, built in order, each from what the parts before it
 * provide: the platform (platform-part.ts), geo (geo-part.ts) and risk (risk-part.ts). Building a
 * part only makes its services (the CLI builds them without starting anything). `app.ts` then asks
 * each part for the handlers of the jobs it owns and starts it; a part registers everything it
 * starts (a client, a timer, a load) with the lifecycle, which stops them in reverse.
 */
import type { LookupFunction } from 'node:net';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { JobHandlers } from '../platform/jobs/index.ts';
import type { Signer } from '../platform/signing/index.ts';
import type { Jobs } from './job-catalogue.ts';
import type { Lifecycle } from './lifecycle.ts';

/** What a part is started with: the process's lifecycle, and what the process is and has. */
export interface PartRuntime {
  lifecycle: Lifecycle;
  logger: Logger;
  /** The process's metrics, for parts that count what they do. */
  registry: Registry;
  /** The HSM key, when one is configured: webhook deliveries and SAR drafts are signed with it. */
  signer: Signer | undefined;
  /** How outgoing connections resolve host names (tests stand in for DNS). */
  lookup: LookupFunction | undefined;
  /** Whether this process runs jobs, and with them the timers that queue or expire work. */
  runsJobs: boolean;
  /** Whether this process serves the API and stores positions (every role but `engine`). */
  servesApi: boolean;
}

export interface Part<S, J extends keyof Jobs, Started = void> {
  services: S;
  /** The handlers of this part's jobs; what they hold open is registered with the lifecycle. */
  jobHandlers(runtime: PartRuntime): Pick<JobHandlers<Jobs>, J>;
  /** Starts what the part runs in the background, registering how to stop each thing. */
  start(runtime: PartRuntime): Promise<Started>;
}
