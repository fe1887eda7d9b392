import { useApi } from '@/lib/api';

/** Home totals and project map points (POST /api/index/show). */
export function useIndexShow() {
  return useApi('getIndexShow');
}
