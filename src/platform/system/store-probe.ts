/**
 * The store check of readiness: one row written (`health_probe`), since a store that answers reads
 * may still refuse writes (a full disk, a read-only replica); and the writes that failed for the
 * store's sake lately, since a one-row write can pass where real batches fail (a disk with a few
 * pages left: 97 of 120 ingest batches failed while such a probe would have passed).
 */
import { hostname } from 'node:os';
import type { Store } from '../../store/store.ts';
import type { CheckResult } from './readiness.ts';
import { STORE_FAILURE_MEMORY_MS, type StoreFailures } from './store-failures.ts';

const PROBED_BY = `${hostname()}/${process.pid}`;

export async function probeStore(store: Store, failures: StoreFailures, now: number): Promise<CheckResult> {
  const recent = failures.recent(now);
  if (recent !== undefined)
    return {
      status: 'failing',
      detail: `${recent.count} request${recent.count === 1 ? '' : 's'} failed in the last ${STORE_FAILURE_MEMORY_MS / 1000} s because of the store, the last: ${recent.reason}`,
    };
  try {
    await store.db
      .insertInto('health_probe')
      .values({ id: 1, probed_at: now, probed_by: PROBED_BY })
      .onConflict((oc) => oc.column('id').doUpdateSet({ probed_at: now, probed_by: PROBED_BY }))
      .execute();
    return { status: 'ok', detail: `the ${store.dialect.name} store takes writes` };
  } catch (error) {
    const down = store.dialect.unavailable(error);
    const reason = down?.reason ?? (error instanceof Error ? error.message : String(error));
    return { status: 'failing', detail: `the ${store.dialect.name} store refused a write: ${reason}` };
  }
}
