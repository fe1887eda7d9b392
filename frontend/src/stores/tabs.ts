// Visited tabs (docs/requirements/shell.md#tabs); the operations are the pure functions of lib/tabs.
import { proxy } from 'valtio';
import type { VisitedTab } from '@/lib/tabs';

export const tabsState = proxy({ visited: [] as VisitedTab[], activeKey: undefined as string | undefined });

export function setTabs(next: VisitedTab[]): void {
  tabsState.visited = next;
}

export function setActiveTab(key: string | undefined): void {
  tabsState.activeKey = key;
}

export function resetTabs(): void {
  tabsState.visited = [];
  tabsState.activeKey = undefined;
}
