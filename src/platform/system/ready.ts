import { Type } from 'typebox';
import { Nullable, StringEnum } from '../../lib/schemas.ts';
import type { CheckName } from './readiness.ts';
import { systemRoute } from './system-route.ts';

const CHECK_NAMES = ['store', 'disk', 'nats', 'engine', 'partitions'] as const satisfies readonly CheckName[];

const CheckSchema = Type.Object(
  {
    status: StringEnum(['ok', 'failing'] as const),
    detail: Type.String({ description: 'What was found; when failing, what is wrong.' }),
    free_bytes: Type.Optional(Type.Integer({ description: '`disk`: bytes free for the store’s files.' })),
    lag_s: Type.Optional(
      Nullable(
        Type.Number({
          description:
            '`engine`: seconds since the oldest position waiting to be judged was stored (engine lag); null when none waits.',
        }),
      ),
    ),
    held: Type.Optional(
      Type.Array(Type.Integer(), { description: '`partitions`: the engine partitions this process holds.' }),
    ),
    unheld: Type.Optional(
      Type.Array(Type.Integer(), {
        description:
          '`partitions`: partitions no process has held for 10 s or more: nobody judges their positions.',
      }),
    ),
  },
  { title: 'HealthCheck', description: 'One readiness check.' },
);

const checks = Object.fromEntries(CHECK_NAMES.map((name) => [name, Type.Optional(CheckSchema)])) as {
  [K in (typeof CHECK_NAMES)[number]]: Type.TOptional<typeof CheckSchema>;
};

const ReadinessSchema = Type.Object({
  status: StringEnum(['ready', 'degraded'] as const),
  failing: Type.Array(StringEnum(CHECK_NAMES), { description: 'The checks that fail.' }),
  checks: Type.Object(checks, {
    description:
      'Each check that applies to how this process runs: `store` (a write succeeds), `disk` (SQLite: free space above VIGIL_DISK_FREE_MIN_MB), `nats` (with NATS_URL: connected), `engine` (the oldest position waiting to be judged is younger than the reorder window plus 60 s), `partitions` (with several processes: every engine partition has a holder).',
  }),
});

export const ready = systemRoute({
  method: 'GET',
  url: '/v1/health/ready',
  scope: null,
  operationId: 'getReadiness',
  summary: 'Readiness',
  description:
    'Whether this process can do its work now: 200 `ready` when every check passes, 503 `degraded` naming the checks that fail (`failing`) and what is wrong with each. For load balancers and orchestrators; `GET /v1/health` is liveness. Needs no key.',
  tag: 'Operations',
  schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } },
  handler: async (_request, reply, { readiness }) => {
    const report = await readiness.report();
    return reply.code(report.status === 'ready' ? 200 : 503).send(report);
  },
});
