// The menu of the mobile layout: a drawer from the left, open while the menu is unfolded. Esc and a tap on the mask
// (anywhere outside the drawer) fold it.
import { SideSheet } from '@douyinfe/semi-ui-19';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '@/lib/routes';
import { setCollapse, settings } from '@/stores/settings';
import { Logo } from './logo';
import { ShellMenu } from './shell-menu';

/**
 * A closing drawer stays in the page until its closing animation reports its end, which a busy phone, a tab in the
 * background or a skipped animation may never do: while folded, neither the mask nor the drawer takes a tap.
 */
const CLOSED = { pointerEvents: 'none' } as const;

export default function MobileMenu({ menu }: { menu: MenuItem[] }) {
  const { collapse } = useSnapshot(settings);
  return (
    <SideSheet
      placement="left"
      visible={!collapse}
      onCancel={() => setCollapse(true)}
      closeOnEsc
      maskClosable
      width={220}
      title={<Logo />}
      className="shell-mobile-side"
      bodyStyle={{ padding: 0 }}
      {...(collapse ? { maskStyle: CLOSED, style: CLOSED } : {})}
    >
      <ShellMenu items={menu} mode="vertical" className="shell-side-menu" />
    </SideSheet>
  );
}
