// The request layer: `send` (one call by operationId, with a scope and a policy), `callOperation` (send with the
// session store's scope now), `useApi` (SWR over send, keyed by the scope it sends with), errors.
export {
  callOperation,
  createApiClient,
  send,
  type CallBody,
  type CallInput,
  type OperationsAnswering,
  type Policy,
  type PostOperation,
  type Scope,
} from './send';
export { useApi, useApiEach, useRevalidate, apiKey, type UseApiOptions } from './swr';
export { ApiError, describeFailure, isUnreachable, showUnshownFailure } from './failure';
