// Shell settings (docs/requirements/shell.md#settings, docs/requirements/shell.md#route-tree). The theme part is what the theme drawer edits and saves in
// browser storage; the session part is fixed per deployment (some may be overridden by VITE_ variables).
import { defaultThemeName, type ColumnStyle, type LayoutName, type TabsBarStyle, type ThemeName } from './theme';
import { tr } from '@/lib/i18n/phrases';

/** What the theme drawer edits; saved under the `theme` storage key (docs/requirements/session.md#browser-storage Settings). */
export interface ThemeSettings {
  layout: LayoutName;
  themeName: ThemeName;
  columnStyle: ColumnStyle;
  fixedHeader: boolean;
  showProgressBar: boolean;
  showTabs: boolean;
  tabsBarStyle: TabsBarStyle;
  showTabsBarIcon: boolean;
  showLanguage: boolean;
  showRefresh: boolean;
  showSearch: boolean;
  showTheme: boolean;
  showNotice: boolean;
  showFullScreen: boolean;
  showThemeSetting: boolean;
}

/** docs/requirements/shell.md#settings defaults. */
export const defaultThemeSettings: Readonly<ThemeSettings> = Object.freeze({
  layout: 'column',
  themeName: defaultThemeName,
  columnStyle: 'vertical',
  fixedHeader: true,
  showProgressBar: true,
  showTabs: false,
  tabsBarStyle: 'card',
  showTabsBarIcon: true,
  // docs/requirements/shell.md#settings says false; issue 41 wants the switch in the header by default, so a visitor
  // finds English without the theme drawer (frontend/README.md, "Languages").
  showLanguage: true,
  showRefresh: true,
  showSearch: false,
  showTheme: false,
  showNotice: true,
  showFullScreen: true,
  showThemeSetting: true,
});

export type AuthenticationMode = 'all' | 'intelligence';
export type NavBarVersion = 'v1' | 'v2' | 'v3';

const env = import.meta.env;
const flag = (value: string | undefined, fallback: boolean) => (value === undefined || value === '' ? fallback : value === 'true');

/** Session and routing behaviour (docs/requirements/shell.md#route-tree, docs/requirements/session.md#navigation-guard). */
export const sessionSettings = {
  /** Off: everyone is treated as logged in (display name admin(未开启登录拦截)); for demos without a backend login. */
  loginInterception: flag(env.VITE_LOGIN_INTERCEPTION, true),
  /** With login interception off, grant every permission. */
  fullAccessWithoutLogin: true,
  /** 'all': the route tree comes from the server; 'intelligence': from the static list in config/routes. */
  authentication: (env.VITE_AUTHENTICATION === 'intelligence' ? 'intelligence' : 'all') as AuthenticationMode,
  /** Filter loaded routes by meta.roles. */
  rolesControl: true,
  /** Anonymous visit: whitelisted pages get routes built in visit mode (no role filtering). */
  visitMode: false,
  /** Remember the requested path as ?redirect= when sending a guest to /login. */
  recordRoute: true,
  /** Column layout: clicking a first-level tab opens its first page. */
  openFirstMenu: true,
  /** Which navigation bar the shell shows (docs/requirements/shell.md#navigation-bar has three versions). */
  navBarVersion: (['v1', 'v2', 'v3'].includes(env.VITE_NAVBAR_VERSION ?? '') ? env.VITE_NAVBAR_VERSION : 'v3') as NavBarVersion,
  /** Where the browser goes after a project or tenant is chosen in the third navigation bar (value not given by the spec). */
  homePath: '/index',
} as const;

/** Display texts of the shell (logo title falls back to this when the server sends none). */
export const appTitle = tr('BIM+智慧工地');
