// The eight links of the v1 title bar (docs/requirements/dashboards.md#v1-shell), in order; four sit left of the project name
// and four right of it.
import { tr } from '@/lib/i18n/phrases';

export interface DashboardLink {
  path: string;
  label: string;
}

export const v1Links: readonly DashboardLink[] = [
  { path: '/dashboard/index', label: tr('项目概况') },
  { path: '/dashboard/digitalSite', label: tr('数字工地') },
  { path: '/dashboard/camera', label: tr('智慧监控') },
  { path: '/dashboard/warning', label: tr('告警预警') },
  { path: '/dashboard/security', label: tr('巡检整改') },
  { path: '/dashboard/attendance', label: tr('人员管理') },
  { path: '/dashboard/project', label: tr('进度管理') },
  { path: '/dashboard/bimCenter', label: tr('BIM模型') },
];

/** The user dropdown's destinations. */
export const v1Destinations = {
  businessSystem: '/index',
  newVersion: '/dashboard/v2/project',
} as const;

/** Width of the project switch dialog in v1 (docs/requirements/dashboards.md#project-switch-dialog). */
export const v1ProjectDialogWidth = '30%';
