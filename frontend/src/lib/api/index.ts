// The request layer: `api` (typed client), `unwrap` (envelope data), `useApi` (SWR), errors.
export { api, quietApi, silentApi, createApiClient, type ApiClient } from './client';
export { unwrap } from './unwrap';
export { useApi, apiKey } from './swr';
export { ApiError, describeFailure, isUnreachable, showUnshownFailure } from './failure';
