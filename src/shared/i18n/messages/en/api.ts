/**
 * The lead endpoints' refusals a visitor reads (docs/developers.md#the-lead-api): English as
 * src/worker/api/request.ts ERRORS words them; a submission from a page in another language gets them in it.
 */
export const api = {
  'api.rate': 'Too many submissions. Please wait a minute and try again.',
  'api.contactRate':
    'This phone number or e-mail was just sent to us several times. Please wait a minute; your ' +
    'request is with us already.',
  'api.unavailable': 'We could not accept your request right now. Please try again in a few minutes.',
  'api.conflict':
    'This request was already sent with different details. Please reload the page and send the form again.',
  'api.kept': 'Thank you! Your request has been received. We will be in touch soon.',
  'api.origin': 'Cross-origin requests are not allowed',
  'api.type':
    'Unsupported content type: send application/json, application/x-www-form-urlencoded or multipart/form-data',
  'api.size': 'Request body is too large (limit 16 KB)',
  'api.json': 'Malformed JSON body',
  'api.object': 'Request body must be a JSON object',
  'api.form': 'Malformed form body',
  'api.encoding': 'Request body must be UTF-8 text',
  'api.key': 'Idempotency-Key must be 1 to 200 visible ASCII characters',
} as const;
