import { api, unwrap, useApi } from '@/lib/api';

/** Home totals and project map points (POST /api/index/show). */
export function useIndexShow() {
  return useApi('getIndexShow', () => unwrap(api.POST('/api/index/show', { body: {} })));
}
