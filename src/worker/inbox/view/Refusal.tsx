/** Pages for a request that may not see the inbox: not signed in, or Access not set up. */
export function NotSignedIn() {
  return (
    <p>
      Open the inbox through the site's own address, so that Cloudflare Access asks you to sign in with your team e-mail
      address. If you are signed in and still see this, your sign-in has expired or is not for this site: sign in again.
    </p>
  );
}

export function NotConfigured() {
  return (
    <>
      <p>
        The leads inbox only opens behind Cloudflare Access, and Access is not set up for this site yet. To set it up
        (docs/operators.md, "Cloudflare Access for the inbox"):
      </p>
      <ol>
        <li>In the Cloudflare dashboard open Zero Trust → Access → Applications → Add an application → Self-hosted.</li>
        <li>
          Application domain: this site's domain, path <code>admin</code>. Add a policy: Action Allow, Include Emails:
          the team's addresses.
        </li>
        <li>
          From the application's Overview copy the Application Audience (AUD) tag; from Zero Trust → Settings → Custom
          Pages copy the team domain.
        </li>
        <li>
          Deploy with both:{' '}
          <code>
            ACCESS_TEAM_DOMAIN=https://&lt;team&gt;.cloudflareaccess.com ACCESS_AUD=&lt;AUD tag&gt; npm run deploy
          </code>{' '}
          (with the site's other variables).
        </li>
      </ol>
    </>
  );
}
