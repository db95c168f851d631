/** One tap to contact: a form posting to the lead's contact route (records the first contact, then opens the app). */
export function ContactButton({
  id,
  via,
  label,
  text,
  className,
  name,
}: {
  id: string;
  via: 'phone' | 'whatsapp' | 'email';
  label: string;
  text?: string;
  className: string;
  name: string;
}) {
  return (
    <form method="post" action={`/admin/leads/${id}/contact`} className="contact-form">
      <input type="hidden" name="via" value={via} />
      {text ? <input type="hidden" name="text" value={text} /> : null}
      <button type="submit" className={`button ${className}`} aria-label={`${label} ${name}`.trim()}>
        {label}
      </button>
    </form>
  );
}
