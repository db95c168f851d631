import type { ReactNode } from 'react';
import { COPY_SCRIPT_PATH } from '../copy-script';
import { MANIFEST_PATH, THEME_COLOUR } from '../manifest';

export const CSS_PATH = '/admin/inbox.css';
export const PUSH_SCRIPT_PATH = '/admin/push.js';

/** Where the notice on top of a page comes from: a redirect after a change, or an error of this request. */
export interface Notice {
  kind: 'ok' | 'error';
  text: string;
}

export interface LayoutProps {
  title: string;
  actor: string | null;
  /** The nav entry of this page. */
  section?: 'leads' | 'reports' | 'person' | 'status' | 'team' | 'replies';
  notice?: Notice | null;
  /** The VAPID public key while Web Push is configured (inbox/push.ts): the notifications button and its script. */
  pushKey?: string | null;
  /** A page with a "Copy link" button (a saved proposal's) loads its script (../copy-script.ts). */
  copyScript?: boolean;
  children?: ReactNode;
}

const NAV = [
  { key: 'leads', href: '/admin/', label: 'Leads' },
  { key: 'reports', href: '/admin/reports', label: 'Reports' },
  { key: 'team', href: '/admin/team', label: 'Team' },
  { key: 'replies', href: '/admin/replies', label: 'Quick replies' },
  { key: 'person', href: '/admin/person', label: 'Data rights' },
  { key: 'status', href: '/admin/status', label: 'Settings' },
] as const;

/**
 * The inbox's own page frame: none of the public site's header, footer, consent element, islands
 * or client bundle; one stylesheet, and no script but the notifications button's, only while Web
 * Push is configured (docs/decisions/0036-push-script-in-the-inbox.md), and the copy button's on a
 * saved proposal's page (docs/decisions/0061-a-copy-button-in-the-inbox.md): forms and links work without JavaScript.
 */
export function Layout({ title, actor, section, notice, pushKey, copyScript, children }: LayoutProps) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Leads inbox`}</title>
        <link rel="stylesheet" href={CSS_PATH} />
        {/* Installable (inbox/manifest.ts): fetched with the Access cookie, as the manifest is behind Access too. */}
        <link rel="manifest" href={MANIFEST_PATH} crossOrigin="use-credentials" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <link rel="apple-touch-icon" href="/admin/icon-192.png" />
        {actor && pushKey ? <script src={PUSH_SCRIPT_PATH} defer /> : null}
        {actor && copyScript ? <script src={COPY_SCRIPT_PATH} defer /> : null}
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        {actor ? (
          <header className="top">
            <nav aria-label="Inbox">
              {NAV.map((n) => (
                <a key={n.key} href={n.href} aria-current={n.key === section ? 'page' : undefined}>
                  {n.label}
                </a>
              ))}
            </nav>
            <p className="who">
              Signed in as <strong>{actor}</strong>
            </p>
            {pushKey ? (
              // Shown by the script where the browser can take pushes; hidden without JavaScript.
              <button type="button" id="push-toggle" className="push" data-key={pushKey} hidden>
                Turn on notifications
              </button>
            ) : null}
          </header>
        ) : null}
        <main id="main" tabIndex={-1}>
          <h1>{title}</h1>
          {notice ? (
            <p className={`msg ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </p>
          ) : null}
          {children}
        </main>
      </body>
    </html>
  );
}
