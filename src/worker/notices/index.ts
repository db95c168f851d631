import type { Business } from '../business';

/** Lead notifications (issue 20): placeholder until the notices land. */
export const business: Business = { handlers: {} };
