// Visited-tab operations (docs/requirements/shell.md#tabs), pure: each takes the list and returns the next one.

export interface VisitedTab {
  /** Identity: the route pattern, or the full path for dynamicNewTab routes. */
  key: string;
  /** Where clicking the tab goes (path with query). */
  fullPath: string;
  path: string;
  name: string;
  title: string;
  icon?: string;
  parentIcon?: string;
  noClosable?: boolean;
}

export interface TabRoute {
  /** The matched route pattern (e.g. /project/:id). */
  pattern: string;
  path: string;
  fullPath: string;
  name: string;
  title: string;
  icon?: string;
  parentIcon?: string;
  noClosable?: boolean;
  dynamicNewTab?: boolean;
  tabHidden?: boolean;
}

export function tabKey(route: TabRoute): string {
  return route.dynamicNewTab ? route.fullPath : route.pattern;
}

/** The first tab and tabs flagged noClosable always stay. */
export function isClosable(tabs: readonly VisitedTab[], tab: VisitedTab): boolean {
  return !tab.noClosable && tabs[0]?.key !== tab.key;
}

/** Adds the route as a tab, or updates the tab of the same route (a new tab per full path with dynamicNewTab). */
export function addTab(tabs: readonly VisitedTab[], route: TabRoute): VisitedTab[] {
  if (route.tabHidden) return [...tabs];
  const { pattern: _pattern, dynamicNewTab: _dynamic, tabHidden: _hidden, ...fields } = route;
  const tab: VisitedTab = { key: tabKey(route), ...fields };
  const index = tabs.findIndex((item) => item.key === tab.key);
  if (index === -1) return [...tabs, tab];
  return tabs.map((item, i) => (i === index ? { ...item, ...tab } : item));
}

function keep(tabs: readonly VisitedTab[], predicate: (tab: VisitedTab, index: number) => boolean): VisitedTab[] {
  return tabs.filter((tab, index) => !isClosable(tabs, tab) || predicate(tab, index));
}

export function closeTab(tabs: readonly VisitedTab[], key: string): VisitedTab[] {
  return keep(tabs, (tab) => tab.key !== key);
}

export function closeOthers(tabs: readonly VisitedTab[], key: string): VisitedTab[] {
  return keep(tabs, (tab) => tab.key === key);
}

export function closeLeft(tabs: readonly VisitedTab[], key: string): VisitedTab[] {
  const at = tabs.findIndex((tab) => tab.key === key);
  return keep(tabs, (_tab, index) => index >= at);
}

export function closeRight(tabs: readonly VisitedTab[], key: string): VisitedTab[] {
  const at = tabs.findIndex((tab) => tab.key === key);
  return keep(tabs, (_tab, index) => at === -1 || index <= at);
}

export function closeAll(tabs: readonly VisitedTab[]): VisitedTab[] {
  return keep(tabs, () => false);
}

/**
 * Where to go after closing: nowhere if the active tab survived, else the last remaining tab, else '/'.
 */
export function nextLocationAfterClose(remaining: readonly VisitedTab[], activeKey: string): string | undefined {
  if (remaining.some((tab) => tab.key === activeKey)) return undefined;
  return remaining.at(-1)?.fullPath ?? '/';
}
