// @vitest-environment node
// docs/requirements/shell.md#tabs: the first tab never closes, close others/left/right/all keep non-closable tabs, closing the
// active tab goes to the last one (else /), same route updates its tab unless dynamicNewTab.
import { describe, expect, it } from 'vitest';
import {
  addTab,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  isClosable,
  nextLocationAfterClose,
  type TabRoute,
  type VisitedTab,
} from '@/lib/tabs';

const route = (pattern: string, extra: Partial<TabRoute> = {}): TabRoute => ({
  pattern,
  path: pattern,
  fullPath: pattern,
  name: pattern,
  title: pattern,
  ...extra,
});

const open = (...routes: TabRoute[]) => routes.reduce<VisitedTab[]>((tabs, item) => addTab(tabs, item), []);
const keys = (tabs: VisitedTab[]) => tabs.map((tab) => tab.key);

const home = route('/index', { noClosable: true });
const tabs = open(home, route('/a'), route('/b'), route('/pinned', { noClosable: true }), route('/c'), route('/d'));

describe('tabs', () => {
  it('adds visited routes in order and skips tabHidden ones', () => {
    expect(keys(tabs)).toEqual(['/index', '/a', '/b', '/pinned', '/c', '/d']);
    expect(keys(addTab(tabs, route('/hidden', { tabHidden: true })))).toEqual(keys(tabs));
  });

  it('updates the tab of the same route with the new query and params', () => {
    const next = addTab(tabs, route('/a', { path: '/a', fullPath: '/a?page=2', title: 'A2' }));
    expect(keys(next)).toEqual(keys(tabs));
    expect(next[1]).toMatchObject({ fullPath: '/a?page=2', title: 'A2' });
  });

  it('opens a new tab per full path when the route is dynamicNewTab', () => {
    const first = addTab(tabs, route('/detail/:id', { path: '/detail/1', fullPath: '/detail/1', dynamicNewTab: true }));
    const second = addTab(first, route('/detail/:id', { path: '/detail/2', fullPath: '/detail/2', dynamicNewTab: true }));
    const again = addTab(second, route('/detail/:id', { path: '/detail/1', fullPath: '/detail/1', dynamicNewTab: true }));
    expect(keys(again).slice(-2)).toEqual(['/detail/1', '/detail/2']);
  });

  it('the first tab is never closable, even without noClosable', () => {
    const plain = open(route('/first'), route('/second'));
    expect(isClosable(plain, plain[0]!)).toBe(false);
    expect(isClosable(plain, plain[1]!)).toBe(true);
    expect(keys(closeTab(plain, '/first'))).toEqual(['/first', '/second']);
    expect(keys(closeAll(plain))).toEqual(['/first']);
  });

  it('close one, others, left, right and all keep the non-closable tabs', () => {
    expect(keys(closeTab(tabs, '/b'))).toEqual(['/index', '/a', '/pinned', '/c', '/d']);
    expect(keys(closeTab(tabs, '/pinned'))).toEqual(keys(tabs));
    expect(keys(closeOthers(tabs, '/c'))).toEqual(['/index', '/pinned', '/c']);
    expect(keys(closeLeft(tabs, '/c'))).toEqual(['/index', '/pinned', '/c', '/d']);
    expect(keys(closeRight(tabs, '/b'))).toEqual(['/index', '/a', '/b', '/pinned']);
    expect(keys(closeAll(tabs))).toEqual(['/index', '/pinned']);
  });

  it('after closing the active tab, goes to the last remaining tab, else /', () => {
    expect(nextLocationAfterClose(closeTab(tabs, '/d'), '/d')).toBe('/c');
    expect(nextLocationAfterClose(closeTab(tabs, '/b'), '/d')).toBeUndefined();
    expect(nextLocationAfterClose(closeAll(tabs), '/c')).toBe('/pinned');
    expect(nextLocationAfterClose([], '/c')).toBe('/');
  });
});
