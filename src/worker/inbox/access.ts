import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * Cloudflare Access, checked in the worker (the edge alone is not trusted): the token from the
 * `Cf-Access-Jwt-Assertion` header or the `CF_Authorization` cookie must be signed by one of the
 * team's keys (`<team domain>/cdn-cgi/access/certs`), for this application's audience (AUD tag),
 * issued by the team domain, and not expired. jose's remote key set caches the keys and fetches
 * them again when a token names a key it does not know (Access rotates its keys).
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keysOf(teamDomain: string) {
  let set = keySets.get(teamDomain);
  if (!set) {
    set = createRemoteJWKSet(new URL('/cdn-cgi/access/certs', teamDomain), { timeoutDuration: 5000 });
    keySets.set(teamDomain, set);
  }
  return set;
}

/** The token a request carries: the header Access adds, else the cookie Access sets. */
export function accessToken(req: Request): string | null {
  const header = req.headers.get('cf-access-jwt-assertion');
  if (header) return header.trim();
  const cookie = req.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)CF_Authorization=([^;]+)/.exec(cookie);
  return match ? match[1]!.trim() : null;
}

/** Who the token names: the e-mail claim (users), else the service token's common name, else the subject. */
const identityOf = (p: JWTPayload): string | null =>
  (typeof p.email === 'string' && p.email) ||
  (typeof p.common_name === 'string' && p.common_name) ||
  (typeof p.sub === 'string' && p.sub) ||
  null;

/** The identity of a valid token; null for any token that fails a check (the reason is logged, never shown). */
export async function verifyAccess(token: string, teamDomain: string, audience: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keysOf(teamDomain), {
      audience,
      issuer: teamDomain,
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
    });
    return identityOf(payload);
  } catch (error) {
    const why = error instanceof Error ? ((error as { code?: string }).code ?? error.name) : 'error';
    console.warn(`inbox: Access token refused (${why})`);
    return null;
  }
}
