export {
  DEFAULT_GRAPH_ORIGIN,
  GRAPH_API_VERSION,
  GRAPH_TIMEOUT_MS,
  describeError,
  graphOrigin,
  graphPost,
  graphUrl,
  isPermanent,
  scrubToken,
  type GraphAnswer,
  type GraphError,
  type GraphOriginSetting,
  type GraphPostOptions,
  type GraphResult,
} from './client';
export { whatsappTemplate } from './whatsapp';
