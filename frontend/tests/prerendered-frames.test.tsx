// The first screens index.html carries prerendered: the sign-in frame (the app's own markup, in the stored language) and, on a
// phone, 项目概览's first screen and the shell's header and footer of a signed-in visitor, each shown over #root
// before the first paint only on the routes that show it, until the app has painted its own. (That the phone frames
// line up with the app is checked in a browser: e2e/journeys/first-screen.e2e.ts.)
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellFooterView } from '@/app/layouts/footer-view';
import {
  PagePainted,
  rememberMeasure,
  useNoPrerenderedFrame,
  useNoShellFrame,
  useRemovePrerenderedFrame,
  type FirstScreenMeasure,
} from '@/app/prerendered-frame';
import { buildInfo, firstVisitHeaderHeight, mobileMaxWidth, prerenderedFrameId } from '@/config/constants';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { i18n } from '@/lib/i18n';
import { openPage } from './support/built-index';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  window.location.hash = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs the frames requested so far (the removal waits two). */
function paintFrames() {
  const frames: FrameRequestCallback[] = [];
  const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  return {
    next: () => frames.shift()?.(performance.now()),
    restore: () => requestFrame.mockRestore(),
  };
}

const routerAt =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

describe('the prerendered sign-in frame', () => {
  it('is the markup the app renders, with an empty card where the form will be', () => {
    const { container } = render(
      <AuthFrame>
        <div className="auth-card-pending" />
      </AuthFrame>,
    );
    const app = container.firstElementChild!.cloneNode(true) as Element;
    const prerendered = openPage('#/login')!.firstElementChild!;
    // Same elements, attributes (in any order) and texts.
    expect(prerendered.isEqualNode(app), prerendered.outerHTML).toBe(true);
    expect(prerendered.querySelector('h1')?.textContent).toBe('BIM+智慧工地');
  });

  it('speaks the stored language, as the app will', async () => {
    localStorage.setItem('language', 'en');
    await i18n.changeLanguage('en');
    try {
      const { container } = render(
        <AuthFrame>
          <div className="auth-card-pending" />
        </AuthFrame>,
      );
      const prerendered = openPage('#/login')!.firstElementChild!;
      expect(prerendered.isEqualNode(container.firstElementChild), prerendered.outerHTML).toBe(true);
      expect(prerendered.querySelector('h1')?.textContent).toBe('BIM+ Smart Site');
      expect(prerendered.textContent).not.toMatch(/\p{Script=Han}/u);
      expect(document.documentElement.lang).toBe('en');
    } finally {
      await i18n.changeLanguage('zh');
    }
  });

  it.each([
    ['#/login', undefined],
    ['#/register', undefined],
    ['#/login?redirect=%2Findex', 'token'],
    ['', undefined],
    ['#/', undefined],
  ])('shows on %s (signed in: %s)', (hash, token) => {
    expect(openPage(hash, token)?.querySelector('.auth-page h1')).not.toBeNull();
    // Over the app's root, which React renders into: a heading React replaced would lose its paint (see the plugin).
    expect(document.getElementById('root')!.innerHTML).toBe('');
  });

  it.each([
    ['#/index', 'token'],
    ['#/index', undefined],
    ['', 'token'],
    ['#/tv/labour', undefined],
    ['#/dashboard/v2/project', 'token'],
  ])('stays out of %s (signed in: %s)', (hash, token) => {
    expect(openPage(hash, token)).toBeNull();
  });

  it('goes once the app has painted its own first screen', () => {
    const frames = paintFrames();
    openPage('#/login');
    renderHook(() => useRemovePrerenderedFrame(), { wrapper: routerAt('/login') });
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).not.toBeNull();
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).toBeNull();
    frames.restore();
  });
});

describe("项目概览's prerendered first screen on a phone", () => {
  const measure: FirstScreenMeasure = {
    width: window.innerWidth,
    username: 'zhang',
    headerHeight: 116,
    headerBackground: 'rgb(255, 255, 255)',
  };

  /** A visitor who used the app at this window width before: a session, a profile, the header's measure. */
  function returningVisitor({ language, measures = [measure] }: { language?: string; measures?: FirstScreenMeasure[] } = {}) {
    localStorage.setItem('userInfo', JSON.stringify({ username: 'zhang', nickname: '张三' }));
    localStorage.setItem('firstScreen', JSON.stringify(measures));
    if (language) localStorage.setItem('language', language);
  }

  const slot = (frame: HTMLElement | null, name: string) => frame?.querySelector<HTMLElement>(`[data-slot="${name}"]`);

  it('greets by the hour and the stored name, with the header as high as the app measured it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 9, 30));
    returningVisitor();
    const frame = openPage('#/index', 'token');
    expect(slot(frame, 'welcome')?.textContent).toBe('上午好，张三，祝你开心每一天！');
    expect(slot(frame, 'header')?.style.height).toBe('116px');
    expect(slot(frame, 'header')?.style.background).toBe('rgb(255, 255, 255)');
    expect([...frame!.querySelectorAll('.first-screen-label')].map((label) => label.textContent)).toEqual([
      '项目总数',
      '劳务人员',
      '今日出勤',
      '设备总数',
      '告警数量',
    ]);
    // Not read twice by a screen reader: the page beneath says it all once painted.
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(document.getElementById('root')!.innerHTML).toBe('');
  });

  it('speaks the stored language and keeps a name as it is', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 21, 0));
    returningVisitor({ language: 'en' });
    localStorage.setItem('userInfo', JSON.stringify({ username: 'zhang', nickname: '$& <b>Zhang</b>' }));
    const frame = openPage('#/index', 'token');
    expect(slot(frame, 'welcome')?.textContent).toBe('Good evening, $& <b>Zhang</b>. Have a nice day!');
    expect(slot(frame, 'welcome')?.children).toHaveLength(0);
    expect(slot(frame, 'projectTotal')?.textContent).toBe('Projects');
  });

  it('ignores a header colour that is not a colour', () => {
    returningVisitor({ measures: [{ ...measure, headerBackground: 'url(https://example.com/x.png)' }] });
    expect(slot(openPage('#/index', 'token'), 'header')?.style.background).toBe('');
  });

  it.each([
    ['a first visit at this width', () => returningVisitor({ measures: [{ ...measure, width: window.innerWidth + 1 }] })],
    ["another account's measure", () => returningVisitor({ measures: [{ ...measure, username: 'li' }] })],
    ['a measure of an older build', () => (returningVisitor(), localStorage.setItem('firstScreen', JSON.stringify(measure)))],
  ])("draws a phone's header at the common height with %s", (_, arrange) => {
    arrange();
    vi.stubGlobal('innerWidth', 412);
    const frame = openPage('#/index', 'token');
    expect(slot(frame, 'header')?.style.height).toBe(`${firstVisitHeaderHeight}px`);
    expect(slot(frame, 'header')?.style.background).toBe('rgb(255, 255, 255)');
    expect(slot(frame, 'welcome')?.textContent).toContain('张三');
  });

  it('stays out of a wide window without a measure at its width: its home page has another layout', () => {
    returningVisitor({ measures: [{ ...measure, width: mobileMaxWidth - 1 }] });
    vi.stubGlobal('innerWidth', mobileMaxWidth);
    expect(openPage('#/index', 'token')).toBeNull();
  });

  it.each([
    ['no stored profile', () => (returningVisitor(), localStorage.removeItem('userInfo'))],
    ['a display-share session', () => (returningVisitor(), localStorage.setItem('displayShare', '{}'))],
  ])('stays out with %s', (_, arrange) => {
    arrange();
    expect(openPage('#/index', 'token')).toBeNull();
  });

  it.each(['', '#/'])('stands for the bare address %s, which goes on to the home page', (hash) => {
    returningVisitor();
    expect(openPage(hash, 'token')?.querySelector('.first-screen')).not.toBeNull();
  });

  it.each(['#/system/user', '#/index/map', '#/login'])('stays out of %s', (hash) => {
    returningVisitor();
    expect(openPage(hash, 'token')?.querySelector('.first-screen') ?? null).toBeNull();
  });

  it('stays while the app loads its home page (from the bare address too), and goes when the location leaves it', () => {
    const frames = paintFrames();
    returningVisitor();
    openPage('#/index', 'token');
    for (const path of ['/', '/index']) renderHook(() => useRemovePrerenderedFrame(), { wrapper: routerAt(path) });
    frames.next();
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).not.toBeNull();
    renderHook(() => useRemovePrerenderedFrame(), { wrapper: routerAt('/login') });
    frames.next();
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).toBeNull();
    frames.restore();
  });

  it('goes two frames after a page (or the error shown instead) is committed', () => {
    const frames = paintFrames();
    returningVisitor();
    openPage('#/index', 'token');
    renderHook(() => useNoPrerenderedFrame());
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).not.toBeNull();
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).toBeNull();
    frames.restore();
  });

  it('remembers the last four measures, one per width and account, the newest first', () => {
    const at = (width: number, username = 'zhang', headerHeight = 60): FirstScreenMeasure => ({
      width,
      username,
      headerHeight,
      headerBackground: 'rgb(255, 255, 255)',
    });
    let stored: unknown = measure;
    for (const width of [360, 412, 780, 412, 900]) stored = rememberMeasure(stored, at(width));
    stored = rememberMeasure(stored, at(412, 'li'));
    const keys = (measures: unknown) => (measures as FirstScreenMeasure[]).map((item) => `${item.username}@${item.width}`);
    expect(keys(stored)).toEqual(['li@412', 'zhang@900', 'zhang@412', 'zhang@780']);
    const updated = rememberMeasure(stored, at(900, 'zhang', 116));
    expect(keys(updated)).toEqual(['zhang@900', 'li@412', 'zhang@412', 'zhang@780']);
    expect(updated[0]!.headerHeight).toBe(116);
  });
});

describe("the shell's prerendered header and footer on a phone", () => {
  const measure: FirstScreenMeasure = {
    width: window.innerWidth,
    username: 'zhang',
    headerHeight: 116,
    headerBackground: 'rgb(0, 21, 41)',
  };

  function returningVisitor({ language, holder }: { language?: string; holder?: string } = {}) {
    localStorage.setItem('userInfo', JSON.stringify({ username: 'zhang', nickname: '张三' }));
    localStorage.setItem('firstScreen', JSON.stringify([measure]));
    if (language) localStorage.setItem('language', language);
    if (holder) localStorage.setItem('copyrightHolder', holder);
  }

  const footerOf = (frame: HTMLElement | null) => frame?.querySelector('.shell-footer');

  it("draws the header as the app measured it and the footer's lines with the last holder", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 9, 30));
    returningVisitor({ holder: '中建智慧建设集团有限公司' });
    const frame = openPage('#/system/user?page=2', 'token');
    const header = frame?.querySelector<HTMLElement>('[data-slot="header"]');
    expect(header?.style.height).toBe('116px');
    expect(header?.style.background).toBe('rgb(0, 21, 41)');
    // The markup the app's footer renders with the same lines.
    const { container } = render(
      <ShellFooterView
        copyright="Copyright © 2026 中建智慧建设集团有限公司"
        build={`版本 ${buildInfo.version} · 构建于 ${buildInfo.buildDate}`}
      />,
    );
    expect(footerOf(frame)?.isEqualNode(container.firstElementChild), footerOf(frame)?.outerHTML).toBe(true);
    expect(frame?.dataset.routes).toBe('/system/user');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.querySelector('.first-screen')).toBeNull();
    expect(document.getElementById('root')!.innerHTML).toBe('');
  });

  it('speaks the stored language, with its default holder before a tenant named one', () => {
    returningVisitor({ language: 'en' });
    expect(footerOf(openPage('#/project/list', 'token'))?.textContent).toBe(
      `Copyright © ${new Date().getFullYear()} BIM+ Smart Site${i18n.t('footer.build', { lng: 'en', version: buildInfo.version, date: buildInfo.buildDate })}`,
    );
  });

  it('keeps a holder as it is', () => {
    returningVisitor({ holder: '$& <b>Holder</b>' });
    const footer = footerOf(openPage('#/system/user', 'token'));
    expect(footer?.firstChild?.textContent).toMatch(/^Copyright © \d{4} \$& <b>Holder<\/b>$/);
    expect(footer?.children).toHaveLength(1);
  });

  it.each(['#/system/user', '#/index/map', '#/dashboardConfig', '#/unknown/page'])('shows on %s, a page of the shell', (hash) => {
    returningVisitor();
    expect(openPage(hash, 'token')?.querySelector('.shell-first-frame')).not.toBeNull();
  });

  it.each([
    '#/dashboard/v2/project',
    '#/dashboard/index',
    '#/dashboard',
    '#/tv/labour',
    '#/towerCraneQunTaBim/7',
    '#/dataV/camera/projectVideo',
    '#/share?token=abc',
    '#/403',
    '#/404',
    '#/tenantChange',
    '#/projectUser',
  ])('stays out of %s, a page outside the shell', (hash) => {
    returningVisitor();
    expect(openPage(hash, 'token')?.querySelector('.shell-first-frame') ?? null).toBeNull();
  });

  it('stays out of a wide window without a measure at its width, and without a session', () => {
    returningVisitor();
    vi.stubGlobal('innerWidth', mobileMaxWidth);
    expect(openPage('#/system/user', 'token')).toBeNull();
    vi.unstubAllGlobals();
    localStorage.removeItem('access_token');
    expect(openPage('#/system/user')).toBeNull();
  });

  it('goes two frames after the shell is committed; the home frame waits for its page', () => {
    const frames = paintFrames();
    returningVisitor();
    openPage('#/system/user', 'token');
    renderHook(() => useRemovePrerenderedFrame(), { wrapper: routerAt('/system/user') });
    renderHook(() => useNoShellFrame());
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).not.toBeNull();
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).toBeNull();

    openPage('#/index', 'token');
    renderHook(() => useNoShellFrame());
    frames.next();
    frames.next();
    expect(document.getElementById(prerenderedFrameId)?.querySelector('.first-screen')).not.toBeNull();
    frames.restore();
  });
});

describe("the boards' prerendered background and title on a phone", () => {
  /** A window as wide as a phone's answers the board's phone media query; a wider one does not. */
  function windowWide(width: number) {
    vi.stubGlobal('innerWidth', width);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: Number(/max-width:\s*(\d+)px/.exec(query)?.[1]) >= width, media: query }));
  }

  function visitorOfProject(projectName = '滨江花园安置房项目') {
    windowWide(412);
    localStorage.setItem('projectId', '1');
    localStorage.setItem('projectName', projectName);
  }

  const titleOf = (frame: HTMLElement | null) => frame?.querySelector('h1.bs-title')?.textContent;

  it("lays the board's background and the project's name as its title, in the board's classes and rules", () => {
    visitorOfProject();
    const frame = openPage('#/dashboard/v2/project', 'token');
    expect(titleOf(frame)).toBe('滨江花园安置房项目');
    expect(frame?.querySelector('.big-screen > header.bs-header > h1.bs-title')).not.toBeNull();
    const rules = frame?.querySelector('style')?.textContent ?? '';
    expect(rules).toContain('@media (max-width: 767px){.bs-title{');
    expect(rules).toMatch(/\.big-screen\{--bs-accent:#1890ff;/);
    expect(frame?.dataset.routes).toBe('/dashboard/v2/project');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.querySelector<HTMLElement>('.big-screen')?.style.getPropertyValue('--bs-accent')).toBe('#1890ff');
    expect(document.getElementById('root')!.innerHTML).toBe('');
  });

  it("writes the display name of the project's cached config, trimmed, and ignores another project's", () => {
    visitorOfProject();
    const cache = (projectId: number, showProjectName: string) =>
      localStorage.setItem('dashboardConfig', JSON.stringify({ projectId, config: { showProjectName, showProjectSize: '30px' } }));
    cache(1, ' 滨江安置房 ');
    expect(titleOf(openPage('#/dashboard/v2/bim', 'token'))).toBe('滨江安置房');
    cache(2, '别的项目');
    expect(titleOf(openPage('#/dashboard/v2/bim', 'token'))).toBe('滨江花园安置房项目');
    cache(1, '  ');
    expect(titleOf(openPage('#/dashboard/v2', 'token'))).toBe('滨江花园安置房项目');
  });

  it("writes v1's title from the project's name: its display name comes with a call", () => {
    visitorOfProject();
    localStorage.setItem('dashboardConfig', JSON.stringify({ projectId: 1, config: { showProjectName: '滨江安置房' } }));
    const frame = openPage('#/dashboard/index', 'token');
    expect(titleOf(frame)).toBe('滨江花园安置房项目');
    expect(frame?.dataset.routes).toBe('/dashboard/index');
    expect(titleOf(openPage('#/dashboard/v2/project', 'token'))).toBe('滨江安置房');
  });

  it("writes no tenant's name: in a tenant context the stored name is the tenant's, not the board's project", () => {
    visitorOfProject('中建智慧建设集团');
    localStorage.setItem('menuType', 'tenant');
    expect(openPage('#/dashboard/index', 'token')).toBeNull();
    expect(openPage('#/dashboard/v2/project', 'token')).toBeNull();
    localStorage.setItem('dashboardConfig', JSON.stringify({ projectId: 1, config: { showProjectName: '滨江安置房' } }));
    expect(titleOf(openPage('#/dashboard/v2/project', 'token'))).toBe('滨江安置房');
  });

  it('keeps a name as it is', () => {
    visitorOfProject('$& <b>工程</b>');
    const title = openPage('#/dashboard/v2/project', 'token')?.querySelector('h1.bs-title');
    expect(title?.textContent).toBe('$& <b>工程</b>');
    expect(title?.children).toHaveLength(0);
  });

  it("takes the stored theme's accent for dark screens, the default theme's for one it does not know", () => {
    visitorOfProject();
    const accent = () =>
      openPage('#/dashboard/v2/project', 'token')?.querySelector<HTMLElement>('.big-screen')?.style.getPropertyValue('--bs-accent');
    localStorage.setItem('theme', JSON.stringify({ themeName: 'green' }));
    expect(accent()).toBe('#41b584');
    localStorage.setItem('theme', JSON.stringify({ themeName: 'constructor' }));
    expect(accent()).toBe('#1890ff');
  });

  it('stays out of a window wider than a phone, without a project, without a session, and off the other boards', () => {
    visitorOfProject();
    expect(openPage('#/dataV/camera/projectVideo', 'token')).toBeNull();
    expect(openPage('#/tv/labour', 'token')).toBeNull();
    windowWide(768);
    expect(openPage('#/dashboard/v2/project', 'token')).toBeNull();
    windowWide(412);
    localStorage.setItem('displayShare', JSON.stringify({ projectId: 1 }));
    expect(openPage('#/dashboard/v2/project', 'token')).toBeNull();
    localStorage.removeItem('displayShare');
    localStorage.removeItem('projectId');
    expect(openPage('#/dashboard/v2/project', 'token')).toBeNull();
    localStorage.setItem('projectId', '1');
    localStorage.removeItem('projectName');
    expect(openPage('#/dashboard/v2/project', 'token')).toBeNull();
    localStorage.clear();
    visitorOfProject();
    expect(openPage('#/dashboard/v2/project')).toBeNull();
  });

  it('goes two frames after the board is committed', () => {
    const frames = paintFrames();
    visitorOfProject();
    openPage('#/dashboard/v2/project', 'token');
    renderHook(() => useRemovePrerenderedFrame(), { wrapper: routerAt('/dashboard/v2/project') });
    frames.next();
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).not.toBeNull();
    render(<PagePainted />);
    frames.next();
    frames.next();
    expect(document.getElementById(prerenderedFrameId)).toBeNull();
    frames.restore();
  });
});
