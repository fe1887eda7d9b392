// What the v2 header shows, from the dashboard config (docs/requirements/dashboards.md#v2-shell): the tabs whose module is listed in
// modelShow, and the title (display name, else project name, else the default).
import { defaultDashboardFooter, defaultDashboardTitle } from '@/config/constants';
import { tr } from '@/lib/i18n/phrases';
import { v2Tabs, type V2Tab } from '../config/tabs';

/** modelShow is a comma-separated list of module names; a tab shows when its module is one of them exactly. */
export function visibleTabs(modelShow: string | undefined): V2Tab[] {
  const modules = new Set((modelShow ?? '').split(',').map((name) => name.trim()));
  return v2Tabs.filter((tab) => modules.has(tab.module));
}

export function v2Title(showProjectName: string | undefined, projectName: string | undefined): string {
  return showProjectName?.trim() || projectName?.trim() || tr(defaultDashboardTitle);
}

export function v2Footer(copyright: string | undefined): string {
  return copyright?.trim() || tr(defaultDashboardFooter);
}
