// The v2 dashboard config (showProjectName, showProjectSize, copyright, modelShow), cached in browser storage
// per project (docs/requirements/dashboards.md#dashboard-config): the cached copy shows at once on the next visit while the call refreshes it.
import type { Schemas } from '@smartsite/api';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { readJson, writeJson } from '@/lib/storage';
import { context } from '@/stores/context';
import { useOperation } from '../../shared/api/use-operation';
import { sameId, type Id } from '@/lib/ids';

export type DashboardConfig = Schemas['DashboardConfig'];

interface CachedConfig {
  projectId: Id;
  config: DashboardConfig;
}

export function readCachedConfig(projectId: Id | undefined): DashboardConfig | undefined {
  const cached = readJson<CachedConfig>('dashboardConfig');
  return cached && sameId(cached.projectId, projectId) ? cached.config : undefined;
}

export function useDashboardConfig(): DashboardConfig | undefined {
  const { projectId } = useSnapshot(context);
  const cached = useMemo(() => readCachedConfig(projectId), [projectId]);
  const { data } = useOperation('getV2DashboardConfig');
  useEffect(() => {
    if (data && projectId) writeJson('dashboardConfig', { projectId, config: data } satisfies CachedConfig);
  }, [data, projectId]);
  return data ?? cached;
}
