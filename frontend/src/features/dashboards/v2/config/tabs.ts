// The v2 header tabs (docs/requirements/dashboards.md#v2-shell) and the modelShow label that gates each: the first three all
// depend on 项目概况. The warning route has no tab.
import { tr } from '@/lib/i18n/phrases';

export interface V2Tab {
  path: string;
  label: string;
  /** The module name that must appear in the configured modelShow list. */
  module: string;
}

const overviewModule = '项目概况';

export const v2Tabs: readonly V2Tab[] = [
  { path: '/dashboard/v2/project', label: tr('项目概况'), module: overviewModule },
  { path: '/dashboard/v2/digital', label: tr('数字工地'), module: overviewModule },
  { path: '/dashboard/v2/camera', label: tr('智慧监控'), module: overviewModule },
  { path: '/dashboard/v2/inspection', label: tr('智慧巡检'), module: '智慧巡检' },
  { path: '/dashboard/v2/attendance', label: tr('智慧考勤'), module: '智慧考勤' },
  { path: '/dashboard/v2/progress', label: tr('智慧进度'), module: '智慧进度' },
  { path: '/dashboard/v2/bim', label: tr('智慧建造'), module: '智慧建造' },
  { path: '/dashboard/v2/party', label: tr('数字党建'), module: '数字党建' },
];

/** Header texts and sizes of the v2 shell (docs/requirements/dashboards.md#v2-shell). */
export const v2Header = {
  /** The weather shown is static (docs/requirements/dashboards.md#v2-shell): a cloud icon and a temperature text, this one without the site's weather. */
  weatherText: tr('多云 22°C'),
  businessManagement: '/index',
} as const;
