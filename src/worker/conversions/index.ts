import type { Business } from '../business';

/** Conversions to ad platforms (issue 21): placeholder until they land. */
export const business: Business = { handlers: {} };
