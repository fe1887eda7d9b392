// The dashboard shells against the request layer: v1 title (name, display name, size), links with the active one
// highlighted, footer, BIM view only on the project tab, clock ticking every second; v2 tabs from modelShow, the
// config cached in browser storage, title and footer; the title each board shows first, as index.html's board
// frame writes it; the camera dashboard's two menu levels.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import CameraDashboard from '@/features/dashboards/camera';
import DashboardV1 from '@/features/dashboards/v1';
import DashboardV2 from '@/features/dashboards/v2';
import { v1Links } from '@/features/dashboards/v1/config/links';
import { clearContext, context, setContext } from '@/stores/context';
import { openPage } from '../support/built-index';
import { projects, renderAt, stubApi, withSignedInScreen } from './fake-api';

const chart = { categories: ['11-23'], series: [{ name: '出勤', data: [1] }] };
const namedValues = { list: [{ name: '超载', value: 1 }], total: 1 };

/** Every call of a screen answered with data of its shape (what a page shows is not the point here). */
function screenAnswers(extra: Record<string, unknown> = {}) {
  return {
    listAuthorisedProjects: projects,
    getWarningPieChart: namedValues,
    getWarningModelPieChart: namedValues,
    getWarningStatusPieChart: namedValues,
    getWarningChart: chart,
    listWarningLogs: { list: [], total: 0, pageNo: 1, pageSize: 20 },
    getV2MainBim: { name: '主体结构BIM模型', modelUrl: '/static/bim/main.glb', thumbnail: '' },
    ...extra,
  };
}

const dashboardInfo = (name: string, extra: Record<string, string> = {}) => ({
  projectInfo: { id: 2, name },
  authCopyright: { copyright: '中建智慧建设集团有限公司' },
  ...extra,
});

withSignedInScreen();

const v1 = (route: string) =>
  renderAt(
    route,
    <Routes>
      <Route path="/dashboard/*" element={<DashboardV1 />} />
    </Routes>,
  );

/** The title index.html's board frame writes at this route on a phone, from what the app has stored. */
function boardFrameTitle(hash: string): string | null | undefined {
  // As the context stores it (a change is written a microtask later).
  window.localStorage.setItem('projectName', context.projectName ?? '');
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
  return openPage(hash, 'test-token')?.querySelector('.bs-title')?.textContent;
}

describe('dashboard v1 shell', () => {
  it("is titled at first as index.html's board frame titles it on a phone", () => {
    setContext({ projectName: '滨江花园安置房项目' });
    stubApi(screenAnswers({ getDashboardInfo: new Promise(() => undefined) }));
    const { unmount } = v1('/dashboard/warning');
    const shown = screen.getByTestId('dashboard-title').textContent;
    unmount();
    expect(shown).toBe('滨江花园安置房项目');
    expect(boardFrameTitle('#/dashboard/warning')).toBe(shown);
    clearContext('projectName');
  });

  it("never titles itself with a tenant context's name, which names the tenant, and index.html's frame neither", () => {
    setContext({ projectName: '中建智慧建设集团', menuType: 'tenant' });
    stubApi(screenAnswers({ getDashboardInfo: new Promise(() => undefined) }));
    const { unmount } = v1('/dashboard/warning');
    expect(screen.getByTestId('dashboard-title')).toHaveTextContent(/^$/);
    unmount();
    window.localStorage.setItem('menuType', 'tenant');
    expect(boardFrameTitle('#/dashboard/warning')).toBeUndefined();
    clearContext('projectName', 'menuType');
  });

  it('shows the project name at 28px for a 13-character name, the copyright, and highlights the active link', async () => {
    stubApi(screenAnswers({ getDashboardInfo: dashboardInfo('杭州地铁七号线工程第三标段') }));
    v1('/dashboard/warning');
    const title = screen.getByTestId('dashboard-title');
    await waitFor(() => expect(title).toHaveTextContent('杭州地铁七号线工程第三标段'));
    expect(title).toHaveStyle({ fontSize: '28px' });
    expect(screen.getByTestId('dashboard-footer')).toHaveTextContent('Copyright © 中建智慧建设集团有限公司');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(v1Links.map((link) => link.path));
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['告警预警']);
    expect(screen.getByTestId('dashboard-link-warning')).toHaveClass('is-active');
  });

  it('leads from the user dropdown to the business system and to the new version', async () => {
    stubApi(screenAnswers({ getDashboardInfo: dashboardInfo('滨江花园安置房项目') }));
    const withDestinations = (route: string) =>
      renderAt(
        route,
        <Routes>
          <Route path="/dashboard/*" element={<DashboardV1 />} />
          <Route path="/dashboard/v2/*" element={<p>v2 reached</p>} />
          <Route path="/index" element={<p>business system reached</p>} />
        </Routes>,
      );
    const first = withDestinations('/dashboard/warning');
    await userEvent.click(screen.getByTestId('dashboard-user-menu'));
    await userEvent.click(await screen.findByText('切换到新版'));
    expect(await screen.findByText('v2 reached')).toBeInTheDocument();
    first.unmount();
    withDestinations('/dashboard/warning');
    await userEvent.click(screen.getByTestId('dashboard-user-menu'));
    await userEvent.click(await screen.findByText('业务系统'));
    expect(await screen.findByText('business system reached')).toBeInTheDocument();
  });

  it('opens the 项目切换 dialog at 30% of the width', async () => {
    stubApi(screenAnswers({ getDashboardInfo: dashboardInfo('滨江花园安置房项目') }));
    v1('/dashboard/warning');
    await userEvent.click(screen.getByTestId('dashboard-user-menu'));
    await userEvent.click(await screen.findByText('切换项目'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('项目切换')).toBeInTheDocument();
    expect(await within(dialog).findByText('滨江花园安置房项目')).toBeInTheDocument();
    expect(dialog.closest('.semi-modal') ?? dialog).toHaveStyle({ width: '30%' });
  });

  it('moves the highlight with a click', async () => {
    stubApi(screenAnswers({ getDashboardInfo: dashboardInfo('滨江花园安置房项目') }));
    v1('/dashboard/warning');
    await userEvent.click(screen.getByTestId('dashboard-link-project'));
    expect(screen.getByTestId('dashboard-link-project')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('dashboard-link-warning')).not.toHaveAttribute('aria-current');
  });

  it('uses the display name and the size sent by the server', async () => {
    stubApi(
      screenAnswers({
        getDashboardInfo: dashboardInfo('未来科技城国际人才公寓及配套商业综合体建设项目', {
          projectShowName: '未来科技城人才公寓',
          projectShowSize: '40px',
        }),
      }),
    );
    v1('/dashboard/warning');
    const title = screen.getByTestId('dashboard-title');
    await waitFor(() => expect(title).toHaveTextContent('未来科技城人才公寓'));
    expect(title).toHaveStyle({ fontSize: '40px' });
  });

  it('gives a name above 15 characters 15px', async () => {
    stubApi(screenAnswers({ getDashboardInfo: dashboardInfo('未来科技城国际人才公寓及配套商业综合体建设项目') }));
    v1('/dashboard/warning');
    await waitFor(() => expect(screen.getByTestId('dashboard-title')).toHaveStyle({ fontSize: '15px' }));
  });

  it('shows the BIM view on the project and BIM model tabs only', async () => {
    stubApi(screenAnswers({ getDashboardInfo: dashboardInfo('滨江花园安置房项目') }));
    v1('/dashboard/project');
    expect(await screen.findByTestId('bim-view')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('dashboard-link-warning'));
    await screen.findByTestId('screen-warning');
    expect(screen.queryByTestId('bim-view')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('dashboard-link-bimCenter'));
    await screen.findByTestId('screen-bimCenter');
    expect(await screen.findByTestId('bim-view')).toBeInTheDocument();
  });

  it('ticks the clock every second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    // The clock reads business time (China unless the server says otherwise), whatever the test machine's zone.
    vi.setSystemTime(new Date('2026-11-23T08:59:58+08:00'));
    stubApi(screenAnswers({ getDashboardInfo: dashboardInfo('滨江花园安置房项目') }));
    v1('/dashboard/warning');
    const clock = screen.getByTestId('dashboard-clock');
    expect(clock).toHaveTextContent('08:59:58');
    expect(clock).toHaveTextContent('11月23日 星期一');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('08:59:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('09:00:00');
  });

  it('stores the first authorised project when none is stored, then loads the screen for it', async () => {
    clearContext('projectId');
    const calls = stubApi(screenAnswers({ getDashboardInfo: dashboardInfo('滨江花园安置房项目') }));
    v1('/dashboard/warning');
    await screen.findByTestId('screen-warning');
    expect(window.localStorage.getItem('projectId')).toBe('1');
    expect(calls.sentTo('getWarningPieChart')[0]).toEqual({ tenantId: 1, projectId: 1 });
  });
});

const v2Answers = (modelShow: string, extra: Record<string, unknown> = {}) =>
  screenAnswers({
    getV2DashboardConfig: { showProjectName: '', showProjectSize: '', copyright: '', modelShow },
    getV2ProjectInfo: { id: 1, name: '滨江花园安置房项目' },
    ...extra,
  });

const v2 = (route: string) =>
  renderAt(
    route,
    <Routes>
      <Route path="/dashboard/v2/*" element={<DashboardV2 />} />
    </Routes>,
  );
const tabLabels = () =>
  within(screen.getByTestId('dashboard-tabs'))
    .queryAllByRole('link')
    .map((tab) => tab.textContent);

describe('dashboard v2 shell', () => {
  it('shows the tabs modelShow lists, and caches the config for the project', async () => {
    stubApi(v2Answers('智慧巡检,数字党建'));
    v2('/dashboard/v2/warning');
    await waitFor(() => expect(tabLabels()).toEqual(['智慧巡检', '数字党建']));
    expect(JSON.parse(window.localStorage.getItem('dashboardConfig') ?? '{}')).toEqual({
      projectId: 1,
      config: { showProjectName: '', showProjectSize: '', copyright: '', modelShow: '智慧巡检,数字党建' },
    });
    expect(screen.getByTestId('dashboard-title')).toHaveTextContent('滨江花园安置房项目');
    expect(screen.getByTestId('dashboard-footer')).toHaveTextContent('基于数字物联打造的新一代数字工地平台');
  });

  it('shows the cached config while the call is still out', async () => {
    window.localStorage.setItem(
      'dashboardConfig',
      JSON.stringify({
        projectId: 1,
        config: { showProjectName: '滨江安置房', showProjectSize: '30px', copyright: '滨江城建', modelShow: '项目概况' },
      }),
    );
    stubApi(v2Answers('', { getV2DashboardConfig: new Promise(() => undefined) }));
    v2('/dashboard/v2/warning');
    expect(tabLabels()).toEqual(['项目概况', '数字工地', '智慧监控']);
    expect(screen.getByTestId('dashboard-title')).toHaveTextContent('滨江安置房');
    expect(screen.getByTestId('dashboard-title')).toHaveStyle({ fontSize: '30px' });
    expect(screen.getByTestId('dashboard-footer')).toHaveTextContent('滨江城建');
  });

  it("ignores another project's cached config", () => {
    window.localStorage.setItem(
      'dashboardConfig',
      JSON.stringify({ projectId: 2, config: { showProjectName: '别的项目', showProjectSize: '', copyright: '', modelShow: '项目概况' } }),
    );
    stubApi(v2Answers('', { getV2DashboardConfig: new Promise(() => undefined) }));
    v2('/dashboard/v2/warning');
    expect(tabLabels()).toEqual([]);
    expect(screen.getByTestId('dashboard-title')).not.toHaveTextContent('别的项目');
  });

  it.each([
    ['without a cached config', undefined],
    ['with the display name of its cached config', { projectId: 1, config: { showProjectName: '滨江安置房', showProjectSize: '30px' } }],
    ["with another project's cached config", { projectId: 2, config: { showProjectName: '别的项目', showProjectSize: '' } }],
  ])("is titled at first as index.html's board frame titles it on a phone, %s", (_, cached) => {
    setContext({ projectName: '滨江花园安置房项目' });
    if (cached) window.localStorage.setItem('dashboardConfig', JSON.stringify(cached));
    const pending = new Promise(() => undefined);
    stubApi(v2Answers('', { getV2DashboardConfig: pending, getV2ProjectInfo: pending }));
    const { unmount } = v2('/dashboard/v2/warning');
    const shown = screen.getByTestId('dashboard-title').textContent;
    unmount();
    expect(boardFrameTitle('#/dashboard/v2/warning')).toBe(shown);
    clearContext('projectName');
  });

  it("names the site's weather of the day in the header, nothing while it loads, the fixed text when there is none", async () => {
    const weather = { city: '杭州', weather: '小雨', temperature: 13, humidity: 80, wind: '微风', aqi: 40, updateTime: '', forecast: [] };
    stubApi(v2Answers('项目概况', { getWeather: weather }));
    const { unmount } = v2('/dashboard/v2/warning');
    await waitFor(() => expect(screen.getByTestId('dashboard-weather')).toHaveTextContent('小雨 13°C'));
    unmount();
    stubApi(v2Answers('项目概况', { getWeather: new Promise(() => undefined) }));
    const { unmount: unmountWaiting } = v2('/dashboard/v2/warning');
    // While the weather is on its way: no text shown that the site's reading would contradict a moment later.
    expect(screen.getByTestId('dashboard-weather').querySelector(':scope > span:last-child')).toHaveStyle({ visibility: 'hidden' });
    unmountWaiting();
    stubApi(v2Answers('项目概况'));
    v2('/dashboard/v2/warning');
    await waitFor(() => expect(screen.getByTestId('dashboard-weather')).toHaveTextContent('多云 22°C'));
  });

  it('opens the 项目切换 dialog, 800px wide, listing the authorised projects', async () => {
    stubApi(v2Answers('项目概况'));
    v2('/dashboard/v2/warning');
    await userEvent.click(screen.getByTestId('project-switch-button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('项目切换')).toBeInTheDocument();
    expect(await within(dialog).findByText('杭州地铁七号线工程第三标段')).toBeInTheDocument();
    expect(dialog.closest('.semi-modal') ?? dialog).toHaveStyle({ width: '800px' });
  });
});

describe('camera data dashboard', () => {
  const camera = (route: string) =>
    renderAt(
      route,
      <Routes>
        <Route path="/dataV/camera/*" element={<CameraDashboard />} />
      </Routes>,
    );
  const cameras = {
    list: [{ id: 1, name: '1号摄像头', location: '大门口', status: 'online', streamUrl: '/v/1.m3u8', poster: '' }],
    total: 1,
    online: 1,
  };

  it('plays a recording as one: its recording period and 回放, never LIVE and the running clock', async () => {
    const recording = {
      id: 3,
      name: '主体结构延时摄影',
      cover: '/static/camera/delayed-1.jpg',
      startDate: '2026-05-01',
      endDate: '2026-11-20',
    };
    stubApi(
      screenAnswers({
        listDashboardVideos: cameras,
        listDelayedVideos: { list: [recording] },
        getDelayedVideo: { name: recording.name, url: '', poster: recording.cover, status: 'online' },
      }),
    );
    camera('/dataV/camera/videoReplay');
    expect(await screen.findByTestId('cctv-recorded')).toHaveTextContent('2026-05-01 ~ 2026-11-20');
    expect(screen.getByText('回放')).toBeInTheDocument();
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.queryByTestId('cctv-time')).toBeNull();
  });

  it('opens the first page of a first-level tab and lists its second-level pages', async () => {
    stubApi(screenAnswers({ listDashboardVideos: cameras, listDelayedVideos: { list: [] } }));
    camera('/dataV/camera/videoReplay');
    expect(screen.getByTestId('camera-tab-video')).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: '二级菜单' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['视频预览', '录像回放']);
    await userEvent.click(screen.getByTestId('camera-tab-autoPlay'));
    expect(screen.getByTestId('camera-tab-autoPlay')).toHaveAttribute('aria-current', 'page');
    const second = within(screen.getByRole('navigation', { name: '二级菜单' }));
    expect(second.getByText('融西片区')).toHaveAttribute('aria-current', 'page');
    expect(second.getByText('启动区')).not.toHaveAttribute('aria-current');
  });

  it('shows the video wall as camera pictures with a note that they are stills, not a player', async () => {
    stubApi(screenAnswers({ listDashboardVideos: cameras }));
    camera('/dataV/camera/video');
    const tile = await screen.findByTestId('video-tile');
    expect(tile).toHaveTextContent('模拟画面');
    expect(tile).toHaveTextContent('1号摄像头');
    expect(document.querySelector('video')).toBeNull();
  });
});
