// The menu of the mobile layout: a drawer from the left, open while the menu is unfolded.
import { SideSheet } from '@douyinfe/semi-ui-19';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '@/lib/routes';
import { setCollapse, settings } from '@/stores/settings';
import { Logo } from './logo';
import { ShellMenu } from './shell-menu';

export default function MobileMenu({ menu }: { menu: MenuItem[] }) {
  const { collapse } = useSnapshot(settings);
  return (
    <SideSheet
      placement="left"
      visible={!collapse}
      onCancel={() => setCollapse(true)}
      width={220}
      title={<Logo />}
      className="shell-mobile-side"
      bodyStyle={{ padding: 0 }}
    >
      <ShellMenu items={menu} mode="vertical" className="shell-side-menu" />
    </SideSheet>
  );
}
