import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A local stand-in for a Cloudflare Access team: a key pair made here, its JWKS served on loopback
 * at /cdn-cgi/access/certs (like <team>.cloudflareaccess.com), and tokens signed as Access signs
 * them (RS256, kid, aud, iss = the team origin, exp, email, sub).
 */
export interface AccessStandIn {
  /** The team domain: http://127.0.0.1:PORT (ACCESS_TEAM_DOMAIN). */
  url: string;
  aud: string;
  /** JWKS requests seen. */
  certsRequests: number;
  token(
    claims?: JWTPayload & { email?: string },
    opts?: { key?: 'team' | 'other'; expiresIn?: number | string },
  ): Promise<string>;
  close(): Promise<void>;
}

export const ACCESS_AUD = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';

export async function startAccess(): Promise<AccessStandIn> {
  const team = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(team.publicKey)), kid: 'team-key-1', alg: 'RS256', use: 'sig' };
  const state = { certsRequests: 0 };
  const server = createServer((req, res) => {
    if (req.url === '/cdn-cgi/access/certs') {
      state.certsRequests++;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ keys: [jwk], public_cert: { kid: jwk.kid }, public_certs: [] }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Claims given win over the defaults (a test's other audience or issuer).
  const sign = (key: CryptoKey, kid: string, claims: JWTPayload, expiresIn: number | string) =>
    new SignJWT({ email: 'asha@studio.example', sub: 'user-7f3a', iss: url, aud: [ACCESS_AUD], ...claims })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  return {
    url,
    aud: ACCESS_AUD,
    get certsRequests() {
      return state.certsRequests;
    },
    token: (claims = {}, opts = {}) =>
      opts.key === 'other'
        ? sign(other.privateKey, 'other-key', claims, opts.expiresIn ?? '1h')
        : sign(team.privateKey, jwk.kid, claims, opts.expiresIn ?? '1h'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
