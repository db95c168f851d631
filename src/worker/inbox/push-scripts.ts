/**
 * The inbox's only client code (docs/decisions/0036-push-script-in-the-inbox.md): the "Turn on
 * notifications" button's script, on inbox pages only and only while Web Push is configured, and
 * the service worker (scope /admin/) that shows a push and opens its lead. Plain ES2017, no
 * bundle, served by ./push.ts from this origin (the inbox's CSP: script-src 'self').
 */

/** Loaded by the Layout (view/Layout.tsx) with `defer`: the button carries the VAPID public key. */
export const PAGE_SCRIPT = `(() => {
  const button = document.getElementById('push-toggle');
  if (!button || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
  const key = button.dataset.key;
  const bytes = (b64) => {
    const s = atob(b64.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  };
  const send = (method, body) =>
    fetch('/admin/push', { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  let registration;
  const show = async () => {
    const sub = registration && (await registration.pushManager.getSubscription());
    button.textContent = sub ? 'Turn off notifications' : 'Turn on notifications';
    button.setAttribute('aria-pressed', sub ? 'true' : 'false');
    button.hidden = false;
  };
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const sub = await registration.pushManager.getSubscription();
      if (sub) {
        await send('DELETE', { endpoint: sub.endpoint });
        await sub.unsubscribe();
      } else if ((await Notification.requestPermission()) === 'granted') {
        const options = { userVisibleOnly: true, applicationServerKey: bytes(key) };
        const made = await registration.pushManager.subscribe(options);
        const res = await send('POST', made.toJSON());
        if (!res.ok) await made.unsubscribe();
      }
    } finally {
      button.disabled = false;
      await show();
    }
  });
  navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/' }).then(async (r) => {
    registration = r;
    await navigator.serviceWorker.ready;
    await show();
  });
})();
`;

/**
 * The service worker: a push shows its notification (never ringing twice for the same notice:
 * docs/decisions/0043-push-retries-per-device.md); a tap opens (or focuses) the lead's inbox page.
 */
export const SERVICE_WORKER = `self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) {}
  const title = data.title || 'Leads inbox';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      // One notification per notice: a repeat of it (a retry, a second delivery) replaces it silently.
      tag: data.tag || undefined,
      renotify: false,
      icon: '/admin/icon-192.png',
      data: { url: data.url || '/admin/' },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only an inbox page of this origin, whatever the payload says (its path: SITE_URL may name another host).
  const given = (event.notification.data && event.notification.data.url) || '/admin/';
  const path = new URL(given, self.location.origin).pathname;
  const url = new URL(path.startsWith('/admin/') ? path : '/admin/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      const open = list.find((c) => c.url === url.href);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
`;
