/**
 * Where the engines' positions live on NATS JetStream: one stream per store (a PostgreSQL schema or
 * database, so stores that share a NATS server stay apart), one subject per partition.
 */

/** Stream names take letters, digits, `-` and `_`; subjects' tokens too, dots aside. */
function token(scope: string): string {
  return scope.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function streamName(scope: string): string {
  return `VIGIL_POSITIONS_${token(scope)}`;
}

export function subjectOf(scope: string, partition: number): string {
  return `vigil.${token(scope)}.positions.${partition}`;
}

/** Every partition's subject: what the encounter engine reads. */
export function allSubjects(scope: string): string {
  return `vigil.${token(scope)}.positions.*`;
}

/** A message: when the batch was stored, and its positions as the feed writes them. */
export function messageOf(storedAt: number, positions: string): Uint8Array {
  return new TextEncoder().encode(`{"s":${storedAt},"p":${positions}}`);
}

export function readMessage(data: Uint8Array): { storedAt: number; positions: string } {
  const { s, p } = JSON.parse(new TextDecoder().decode(data)) as { s: number; p: unknown };
  return { storedAt: s, positions: JSON.stringify(p) };
}
