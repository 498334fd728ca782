/**
 * How far the service lets V8's heap grow past what the last full collection kept, before it
 * collects again. Set by `serve` (src/main.ts), so it holds however the service is started.
 *
 * V8 sizes the heap after each full collection as what survived times a factor it chooses from how
 * fast the program allocates against how fast the collector runs; on a machine with memory to
 * spare that factor reaches 4. Ingest allocates fast, and what it allocates lives a few seconds
 * (a batch parsed, stored, held for the reorder window, judged), long enough to be moved out of
 * the young generation: it piles up in the old generation as garbage until the next full
 * collection. With 25,000 zone rules and 100,000 live assets about 330 MB survives a full
 * collection, so the heap grew to 1.2–1.4 GB between them during the geofence bench's ingest,
 * nearly all of it garbage (a forced full collection took the RSS from 1,247 to 498 MB; not
 * SQLite, not the allocator: docs/scaling.md, "Memory: what held it"). A factor of 1.5 keeps the
 * heap within half again of what is live; the full collections it adds are mostly concurrent
 * marking, and their cost was measured against the default on the same scene (docs/scaling.md).
 * The flag replaces V8's factor in every mode, so also the 1.1 of its idle memory reducer and the
 * 1.3 it keeps to near the heap limit (4 GB here): both are rare for the service, and 1.5 is close.
 */
import v8 from 'node:v8';

/** The heap may grow to (1 + this / 100) times what the last full collection kept. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * V8 reads the flag at every full collection (heap-controller.cc, `GrowingFactor`), so setting it
 * after start takes effect from the next one on; it replaces the factor V8 would choose.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
