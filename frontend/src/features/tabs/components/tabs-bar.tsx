// The tab bar of visited routes (docs/requirements/shell.md#tabs): click to go, × to close (not the first or noClosable tabs),
// and a menu with 重新加载 / 关闭其他 / 关闭左侧 / 关闭右侧 / 关闭全部; styles card, smart, smooth.
import { IconClose, IconMore } from '@douyinfe/semi-icons';
import { Dropdown } from '@douyinfe/semi-ui-19';
import { TriggerButton } from '@/components/trigger-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { RouteIcon } from '@/components/route-icon';
import { routeTitle } from '@/lib/route-titles';
import { closeAll, closeLeft, closeOthers, closeRight, closeTab, isClosable, nextLocationAfterClose, type VisitedTab } from '@/lib/tabs';
import { settings } from '@/stores/settings';
import { setTabs, tabsState } from '@/stores/tabs';
import { refreshView } from '@/stores/view';
import './tabs-bar.css';

type Operation = 'refresh' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

export function TabsBar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { visited, activeKey } = useSnapshot(tabsState);
  const { theme } = useSnapshot(settings);
  const [menuFor, setMenuFor] = useState<string | undefined>();

  const apply = (next: VisitedTab[]) => {
    setTabs(next);
    const target = activeKey ? nextLocationAfterClose(next, activeKey) : undefined;
    if (target) void navigate(target);
  };

  const run = (operation: Operation, key: string) => {
    setMenuFor(undefined); // the tab's context menu is controlled: close it once an action is chosen
    const tabs = tabsState.visited;
    if (operation === 'refresh') {
      if (key !== activeKey) void navigate(tabs.find((tab) => tab.key === key)?.fullPath ?? '/');
      refreshView();
      return;
    }
    const next = { closeOthers, closeLeft, closeRight, closeAll: (list: VisitedTab[]) => closeAll(list) }[operation](tabs, key);
    if (operation !== 'closeAll' && key !== activeKey) {
      // Closing around another tab makes it the active one.
      setTabs(next);
      void navigate(tabs.find((tab) => tab.key === key)?.fullPath ?? '/');
      return;
    }
    apply(next);
  };

  const menu = (key: string) => (
    <Dropdown.Menu>
      {(['refresh', 'closeOthers', 'closeLeft', 'closeRight', 'closeAll'] as const).map((operation) => (
        <Dropdown.Item key={operation} onClick={() => run(operation, key)}>
          {t(`tabs.${operation}`)}
        </Dropdown.Item>
      ))}
    </Dropdown.Menu>
  );

  return (
    <div className={`tabs-bar tabs-bar--${theme.tabsBarStyle}`}>
      <div className="tabs-bar-list" role="tablist">
        {visited.map((tab) => (
          <Dropdown
            key={tab.key}
            trigger="contextMenu"
            position="bottomLeft"
            render={menu(tab.key)}
            visible={menuFor === tab.key}
            onVisibleChange={(open) => setMenuFor(open ? tab.key : undefined)}
          >
            <div
              role="tab"
              aria-selected={tab.key === activeKey}
              className={tab.key === activeKey ? 'tabs-bar-item is-active' : 'tabs-bar-item'}
              onClick={() => void navigate(tab.fullPath)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  void navigate(tab.fullPath);
                }
              }}
            >
              {theme.showTabsBarIcon && <RouteIcon name={tab.icon ?? tab.parentIcon} size="small" />}
              <span>{routeTitle(tab, i18n.language)}</span>
              {isClosable(visited, tab) && (
                <IconClose
                  size="small"
                  className="tabs-bar-close"
                  aria-label={t('tabs.close')}
                  onClick={(event) => {
                    event.stopPropagation();
                    apply(closeTab(tabsState.visited, tab.key));
                  }}
                />
              )}
            </div>
          </Dropdown>
        ))}
      </div>
      <Dropdown position="bottomRight" render={menu(activeKey ?? '')}>
        <TriggerButton aria-label={t('tabs.more')} className="tabs-bar-more">
          <IconMore aria-hidden />
        </TriggerButton>
      </Dropdown>
    </div>
  );
}
