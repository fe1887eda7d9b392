// The request layer: `callOperation` (one call by operationId), `useApi` (SWR over one), the clients, errors.
export { api, quietApi, silentApi, createApiClient, type ApiClient } from './client';
export { callOperation, type CallBody, type CallInput, type CallOptions, type OperationsAnswering, type PostOperation } from './call';
export { useApi, useApiEach, useRevalidate, apiKey, type UseApiOptions } from './swr';
export { ApiError, describeFailure, isUnreachable, showUnshownFailure } from './failure';
