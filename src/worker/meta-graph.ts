/**
 * Meta's Graph API, shared by everything that talks to it (conversions: the Conversions API;
 * notices: WhatsApp Cloud API). One pinned version: Meta keeps each version for about two years,
 * so an upgrade is a deliberate change here, tested, never a silent drift. The origin is
 * overridable per concern (META_GRAPH_URL) so tests use a loopback stand-in.
 */
export const GRAPH_API_VERSION = 'v24.0';
export const DEFAULT_GRAPH_URL = 'https://graph.facebook.com';
