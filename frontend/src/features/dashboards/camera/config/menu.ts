// The camera data dashboard's menu (docs/requirements/dashboards.md#camera-dashboard): first-level tabs, each with its
// second-level pages. autoPlay serves the two camera groups through ?group=.
import { tr } from '@/lib/i18n/phrases';

export const cameraGroups = { rongxi: '融西片区', qidong: '启动区' } as const;
export type CameraGroup = keyof typeof cameraGroups;

export interface MenuPage {
  /** Route path under the hash, with its query when the page is told apart by one. */
  to: string;
  label: string;
}

export interface FirstLevelTab {
  key: string;
  label: string;
  pages: readonly MenuPage[];
}

export const cameraMenu: readonly FirstLevelTab[] = [
  { key: 'home', label: tr('首页'), pages: [{ to: '/dataV/camera/map', label: tr('项目地图') }] },
  {
    key: 'video',
    label: tr('视频监控'),
    pages: [
      { to: '/dataV/camera/video', label: tr('视频预览') },
      { to: '/dataV/camera/videoReplay', label: tr('录像回放') },
    ],
  },
  {
    key: 'autoPlay',
    label: tr('分区轮播'),
    pages: [
      { to: '/dataV/camera/autoPlay?group=rongxi', label: tr(cameraGroups.rongxi) },
      { to: '/dataV/camera/autoPlay?group=qidong', label: tr(cameraGroups.qidong) },
    ],
  },
  {
    key: 'statistics',
    label: tr('数据统计'),
    pages: [
      // docs/requirements/dashboards.md#camera-dashboard names /show "data statistics"; it names neither tongJi (its page shows AI alarms) nor the tabs.
      { to: '/dataV/camera/show', label: tr('数据统计') },
      { to: '/dataV/camera/tongJi', label: tr('告警统计') },
    ],
  },
];

/** The open-first-menu setting (docs/requirements/dashboards.md#camera-dashboard): clicking a first-level tab opens its first page. */
export const openFirstMenu = true;

/** The carousel shows four cameras and moves on to the next four this often. */
export const autoPlay = { tiles: 4, waitMs: 8000 } as const;

export const cameraDashboardTitle = tr('县域建筑工地视频监管平台');
