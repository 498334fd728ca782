/**
 * The code README.md shows (the regions between `// [doc:NAME]` and `// [/doc]` are its snippets,
 * checked to match by test/docs/client-snippets.test.ts), type-checked by `npm run typecheck` so
 * that it cannot drift from the client. readme-webhook.ts and readme-mtls.ts hold its last two.
 */
// [doc:readme-imports]
import { BadRequestError, Vigil } from '@vigil/sdk';
// [/doc]

export async function screen(): Promise<void> {
  // [doc:readme-screen]
  const vigil = new Vigil({ apiKey: 'vk_…', baseUrl: 'http://127.0.0.1:8080' });

  const result = await vigil.screening.wallet({
    chain: 'ethereum',
    address: '0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c',
  });
  console.log(result.risk_category, result.risk_score, result.sanctions_hit);
  // [/doc]
}

export async function badRequest(vigil: Vigil): Promise<void> {
  // [doc:readme-errors]
  try {
    await vigil.sites.create({ coordinates: [200, 0] });
  } catch (error) {
    if (error instanceof BadRequestError) {
      console.log(error.detail); // what to fix
      for (const e of error.errors) console.log(e.pointer, e.detail); // a JSON Pointer: '/coordinates/0'
      console.log(error.requestId); // quote it when asking for help
    } else throw error;
  }
  // [/doc]
}

export async function openThreats(vigil: Vigil): Promise<void> {
  // [doc:readme-lists]
  for await (const threat of vigil.threats.listAll({ status: 'open', limit: 100 })) {
    console.log(threat.id, threat.severity);
  }
  // [/doc]
}

export async function options(apiKey: string, baseUrl: string, id: string): Promise<void> {
  // [doc:readme-options]
  const vigil = new Vigil({ apiKey, baseUrl, timeoutMs: 10_000, maxRetries: 4 });
  await vigil.reports.create(
    { subject: { kind: 'site', id } },
    { idempotencyKey: `report-${id}-2026-11`, timeoutMs: 60_000 },
  );
  // [/doc]
}
