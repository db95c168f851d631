/**
 * Mount point of the inline callback form (home contact section, /contact).
 * Placeholder until the lead-capture work replaces it with the real form island.
 */
export function InlineCallbackForm({ service, city }: { service?: string; city?: string }) {
  return (
    <div id="callback" className="callback-slot" data-service={service} data-city={city}>
      <p>Request a callback: <a href="/contact">Get in touch</a></p>
    </div>
  );
}
