// Business constants and limits of docs/requirements/shell.md#constants (and the build info of docs/requirements/shell.md#build-info), in one place.

/** The build info of docs/requirements/shell.md#build-info, shown on the login page and in the shell's footer (footer.build). */
export const buildInfo = {
  version: '2.1.0',
  buildDate: '2025-5-27',
  /** Label on the login screen. */
  loginLabel: 'V3.391 Build 20250506',
} as const;

/** Toast/message duration. */
export const messageDurationMs = 3000;
/** A lazy chunk that has not loaded after this long counts as failed. */
export const chunkTimeoutMs = 120_000;
/** Dashboard clocks tick this often. */
export const clockTickMs = 1000;

/** nprogress: speed 500, trickle 200, no spinner; it stops this long after a refresh. */
export const progressBar = { speed: 500, trickleSpeed: 200, showSpinner: false, refreshDurationMs: 200 } as const;

/** Below this width the layout is mobile (vertical with a folding side bar). */
export const mobileMaxWidth = 992;
/** Below this width (and not mobile) the layout is float. */
export const floatMaxWidth = 1600;

export const themeDrawerWidth = 280;
export const noticePopoverWidth = 300;
/** Project dialog width (docs/requirements/dashboards.md#project-switch-dialog reads 800px for the v2 shell; 30% in v1). */
export const projectDialogWidth = 800;
/** Search suggestions are fetched this long after the last keystroke. */
export const searchDelayMs = 500;
/** Menus with more children than this get a scroll area of menuScrollHeight. */
export const menuScrollThreshold = 18;
export const menuScrollHeight = '86vh';
/** Visited views kept alive. */
export const keepAliveMax = 20;
/** The random theme's loading mask closes after this long. */
export const randomThemeMaskMs = 1000;
/** SMS code resend countdown. */
export const smsResendSeconds = 60;

/** The login form's password length (docs/requirements/session.md#login-messages; the contract's lengths come from openapi.yaml). */
export const passwordMinLength = 6;

/** Greeting by hour (docs/requirements/shell.md#greeting): before 8, up to 11 (inclusive), up to 13 (inclusive), before 18, otherwise. */
/** Values are locale keys under `greeting.` (zh: 早上好, 上午好, 中午好, 下午好, 晚上好). */
export const greetingBoundaries = [
  { before: 8, key: 'morning' },
  { before: 12, key: 'forenoon' },
  { before: 14, key: 'noon' },
  { before: 18, key: 'afternoon' },
] as const;
export const eveningGreeting = 'evening';

/** Dashboard footer text when no copyright is configured. */
export const defaultDashboardFooter = '基于数字物联打造的新一代数字工地平台';
export const defaultDashboardTitle = 'BIM+智慧工地';
/** Default logo image. */
export const defaultLogo = '/favicon.ico';

/** The element index.html shows a prerendered frame in, over #root, until the app has painted its own. */
export const prerenderedFrameId = 'prerendered-frame';
/** A frame's data-until when it stays until the admin shell is committed (app/prerendered-frame.ts's useNoShellFrame). */
export const frameUntilShell = 'shell';
/**
 * The phone header's height (two rows: the project switcher, one row of tools) that 项目概览's prerendered first screen
 * is drawn with on a first visit at a window width, before the app has measured its own: an account with more tools
 * (an administrator's wrap to a third row, 116 px) sees the page move down by the difference when it replaces the frame.
 */
export const firstVisitHeaderHeight = 80;
/** The path of 项目概览 in the platform's route tree (docs/requirements/shell.md#route-tree): index.html prerenders its first screen on phones. */
export const overviewPath = '/index';
/** Help manual, opened in a new window. */
export const helpUrl = '/help.html';

/** Web search engines offered for an error-log message (docs/requirements/envelope.md#error-log). */
export const searchEngines = [
  { name: '百度', url: (q: string) => `https://www.baidu.com/s?wd=${encodeURIComponent(q)}` },
  { name: 'Google', url: (q: string) => `https://www.google.com/search?q=${encodeURIComponent(q)}` },
  { name: 'Bing', url: (q: string) => `https://www.bing.com/search?q=${encodeURIComponent(q)}` },
] as const;
