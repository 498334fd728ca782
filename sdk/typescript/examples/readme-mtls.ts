// The OAuth client with mutual TLS README.md shows (the region between `// [doc:NAME]` and
// `// [/doc]`, checked to match by test/docs/client-snippets.test.ts), type-checked by
// `npm run typecheck`; test/oauth.test.ts runs the same against a real Vigil.
// [doc:readme-mtls]
import { Vigil } from '@vigil/sdk';
import { Agent, fetch } from 'undici';

export async function mtlsVigil(ca: string, cert: string, key: string): Promise<Vigil> {
  const dispatcher = new Agent({ connect: { ca, cert, key } });
  const mtlsFetch = async (request: Request) =>
    fetch(request.url, {
      method: request.method,
      headers: [...request.headers],
      body: await request.text(),
      dispatcher,
    });

  const bootstrap = new Vigil({ apiKey: 'unused', baseUrl: 'https://vigil.example.com', fetch: mtlsFetch });
  const { access_token } = await bootstrap.oauth.token({
    grant_type: 'client_credentials',
    client_id: 'oac_…',
  });
  return new Vigil({ apiKey: access_token, baseUrl: 'https://vigil.example.com', fetch: mtlsFetch });
}
// [/doc]
