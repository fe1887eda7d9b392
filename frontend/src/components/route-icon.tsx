// Icons named in route meta (server or static list) mapped to Semi icons; unknown names get a neutral icon.
import {
  IconApps,
  IconColorPalette,
  IconDesktop,
  IconFile,
  IconFolder,
  IconFolderOpen,
  IconHome,
  IconKey,
  IconList,
  IconMapPin,
  IconSetting,
  IconTreeTriangleDown,
  IconUser,
  IconUserGroup,
} from '@douyinfe/semi-icons';
import type { ComponentType } from 'react';

const icons: Record<string, ComponentType<{ size?: 'small' | 'default' | 'large' }>> = {
  home: IconHome,
  map: IconMapPin,
  folder: IconFolder,
  folder_open: IconFolderOpen,
  list: IconList,
  user_group: IconUserGroup,
  file: IconFile,
  desktop: IconDesktop,
  setting: IconSetting,
  user: IconUser,
  tree_triangle_down: IconTreeTriangleDown,
  brush: IconColorPalette,
  key: IconKey,
};

export function RouteIcon({ name, size }: { name?: string; size?: 'small' | 'default' | 'large' }) {
  if (!name) return null;
  const Icon = icons[name] ?? IconApps;
  return <Icon size={size} />;
}
