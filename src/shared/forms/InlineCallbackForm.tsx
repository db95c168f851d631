import { Island } from '../island';
import CallbackForm, { type CallbackFormProps } from '../islands/CallbackForm';
import type { CallbackValues } from './callback';
import { cityFromName, type FieldErrors } from './common';

interface InlineCallbackFormProps {
  /** Preset service: a SERVICE_OPTIONS key or label, or free text ('Wedding Packages - Gold'). */
  service?: string;
  /** Preset city NAME ('Jaipur', 'Goa'): a listed city selects its key, another fills the custom city. */
  city?: string;
  /** Preset event date 'YYYY-MM-DD' (/contact?date=…, from the /availability page's button). */
  date?: string;
  /** Used by the no-JS answer of /api/submit-form: the visitor's input and the server's messages. */
  initial?: Partial<CallbackValues>;
  errors?: FieldErrors;
  error?: string;
}

/**
 * The inline callback form (home contact section, /contact): the CallbackForm island, which
 * posts without JavaScript. `id="callback"` is the anchor of every 'Book now' link's /contact fallback.
 */
export function InlineCallbackForm({ service, city, date, initial, errors, error }: InlineCallbackFormProps) {
  const props: CallbackFormProps = {
    variant: 'inline',
    initial: initial ?? {
      ...(service ? { service: service.slice(0, 150) } : {}),
      ...(city ? cityFromName(city) : {}),
      ...(date ? { eventDate: date } : {}),
    },
    ...(errors ? { errors } : {}),
    ...(error ? { error } : {}),
  };
  return (
    <div id="callback" className="callback-slot">
      <Island name="CallbackForm" component={CallbackForm} props={props} hydrate="idle" />
    </div>
  );
}
