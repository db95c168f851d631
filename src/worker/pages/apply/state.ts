import type { FieldErrors } from '../../../shared/forms/common';
import type { CallTimeOffer } from '../../../shared/call-times/format';

/** What a form page shows: a fresh form, the visitor's input with messages, or the success screen. */
export interface FormPageState {
  initial?: Record<string, string>;
  errors?: FieldErrors;
  error?: string;
  submitted?: boolean;
  /** A callback request's success: the call times it offers (docs/product.md#choosing-a-call-time). */
  callTime?: CallTimeOffer;
  /** HTTP status of the answer (a no-JS post answered with the page again). */
  status?: number;
}

/** The form island's props for a state (only the keys that are set: props travel as JSON). */
export function formProps(state: FormPageState) {
  return {
    ...(state.initial ? { initial: state.initial } : {}),
    ...(state.errors ? { errors: state.errors } : {}),
    ...(state.error ? { error: state.error } : {}),
    ...(state.submitted ? { submitted: true } : {}),
  };
}

/** renderPage answers 200/404/500; a no-JS form answer may carry 422, 429, 503 … */
export function withStatus(res: Response, status: number | undefined): Response {
  if (!status || status === res.status) return res;
  return new Response(res.body, { status, headers: res.headers });
}
