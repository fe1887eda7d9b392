// The camera dashboard's menu matching, its two camera groups and site map; the public display pages: one
// screen per public path, a sign-in notice without a token (and no calls), data with one.
import type { Schemas } from '@smartsite/api';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicDisplayPaths } from '@/config/routes';
import { projectsOfGroup } from '@/features/dashboards/camera/lib/camera-groups';
import { findActiveEntry } from '@/features/dashboards/camera/lib/menu';
import { spreadLabels } from '@/components/geo-map/label-layout';
import PublicDisplay, { publicScreens } from '@/features/public-display';
import { planCranes } from '@/features/public-display/lib/crane-layout';
import { i18n } from '@/lib/i18n';
import { resetUser } from '@/stores/user';
import { fakeIntersectionObserver } from '../support/fake-intersection-observer';
import { giveElementsASize, projects, renderAt, signIn, stubApi } from './fake-api';

// Screen renders here as in withSignedInScreen (which this file cannot use: one test needs no token).
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

const sites = [
  { id: 1, name: '滨江花园安置房项目', lng: 120.2119, lat: 30.2084 },
  { id: 2, name: '杭州地铁七号线工程第三标段', lng: 120.2707, lat: 30.1812 },
  { id: 3, name: '未来科技城国际人才公寓及配套商业综合体建设项目', lng: 119.9872, lat: 30.2737 },
  { id: 4, name: '智慧产业园一期', lng: 113.4491, lat: 23.1686 },
];

describe('camera dashboard menu', () => {
  it('matches the autoPlay page by its group', () => {
    expect(findActiveEntry('/dataV/camera/autoPlay', '?group=qidong')?.page.label).toBe('启动区');
    expect(findActiveEntry('/dataV/camera/autoPlay', '?group=rongxi')?.tab.key).toBe('autoPlay');
    expect(findActiveEntry('/dataV/camera/autoPlay', '?group=other')).toBeUndefined();
    expect(findActiveEntry('/dataV/camera/tongJi', '')?.tab.key).toBe('statistics');
    // docs/requirements/dashboards.md#camera-dashboard: /dataV/camera/show is "data statistics".
    expect(findActiveEntry('/dataV/camera/show', '')?.page.label).toBe('数据统计');
  });
});

describe('camera groups', () => {
  it('puts the sites west of the middle of their spread in rongxi and the rest in qidong', () => {
    expect(projectsOfGroup(sites, 'rongxi').map((site) => site.id)).toEqual([4]);
    expect(projectsOfGroup(sites, 'qidong').map((site) => site.id)).toEqual([1, 2, 3]);
    const [first, second] = sites;
    expect(projectsOfGroup([first!, second!], 'rongxi').map((site) => site.id)).toEqual([1]);
  });

  it('shows a lone site in both groups', () => {
    expect(projectsOfGroup(sites.slice(0, 1), 'rongxi')).toHaveLength(1);
    expect(projectsOfGroup(sites.slice(0, 1), 'qidong')).toHaveLength(1);
  });
});

describe('site map labels', () => {
  it('keep their order and push down only the labels that would cover the one above, staying inside the map', () => {
    // Three sites of one city a few pixels apart, one far away.
    expect(
      spreadLabels(
        [
          { x: 0, y: 100 },
          { x: 5, y: 104 },
          { x: 9, y: 98 },
          { x: 0, y: 300 },
        ],
        30,
        400,
      ),
    ).toEqual([128, 158, 98, 300]);
    expect(
      spreadLabels(
        [
          { x: 0, y: 390 },
          { x: 0, y: 395 },
        ],
        30,
        400,
      ),
    ).toEqual([355, 385]);
  });
});

describe('tower-crane group plan', () => {
  it('overlaps neighbouring reaches and points each jib along its angle', () => {
    const plan = planCranes([
      { id: 1, name: '1号塔吊', radiusM: 30, angle: 0 },
      { id: 2, name: '2号塔吊', radiusM: 20, angle: 90 },
    ]);
    const [first, second] = plan.cranes;
    expect(second!.x - first!.x).toBeLessThan(30 + 20);
    expect(first!.jibX - first!.x).toBeCloseTo(30);
    expect(second!.jibY - second!.y).toBeCloseTo(-20);
    expect(plan.width).toBe(30 * 2 + 48);
  });
});

const display = (route: string) =>
  renderAt(
    route,
    <Routes>
      {publicDisplayPaths.map((path) => (
        <Route key={path} path={path} element={<PublicDisplay />} />
      ))}
    </Routes>,
  );

describe('public display pages', () => {
  it('has a screen for every public display path of the shell', () => {
    expect(Object.keys(publicScreens).sort()).toEqual([...publicDisplayPaths].sort());
  });

  it('asks to sign in without a token, and calls nothing', () => {
    const calls = stubApi({});
    display('/tv/labour');
    expect(screen.getByTestId('public-sign-in-notice')).toHaveTextContent('请先登录或使用授权链接');
    expect(screen.getByTestId('dashboard-title')).toHaveTextContent('劳务实名制看板');
    expect(calls).toEqual([]);
  });

  it("shows the stored project's data to a signed-in viewer", async () => {
    signIn(1);
    giveElementsASize();
    stubApi({
      listAuthorisedProjects: projects,
      getLabourIndex: { total: 110, present: 84, attendanceRate: 76.4, managers: 9, workers: 101, teams: 10, companies: 4 },
    });
    display('/tv/labour');
    const figures = await screen.findByTestId('panel-getLabourIndex');
    await waitFor(() => expect(figures).toHaveAttribute('data-state', 'ready'));
    expect(figures).toHaveTextContent(/84\s*人\s*今日出勤/);
  });

  it('polls what it shows at its pace; the project list it picks the project from is read once', async () => {
    signIn(1);
    giveElementsASize();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const calls = stubApi({
        listAuthorisedProjects: projects,
        getLabourIndex: { total: 110, present: 84, attendanceRate: 76.4, managers: 9, workers: 101, teams: 10, companies: 4 },
      });
      display('/tv/labour?refresh=5');
      const figures = await screen.findByTestId('panel-getLabourIndex');
      await waitFor(() => expect(figures).toHaveAttribute('data-state', 'ready'));
      expect(calls.sentTo('getLabourIndex')).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(calls.sentTo('getLabourIndex').length).toBeGreaterThanOrEqual(3));
      expect(calls.sentTo('listAuthorisedProjects')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a panel out of view skips its refreshes and catches up when it is back', async () => {
    signIn(1);
    giveElementsASize();
    const move = fakeIntersectionObserver();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const calls = stubApi({
        listAuthorisedProjects: projects,
        getLabourIndex: { total: 110, present: 84, attendanceRate: 76.4, managers: 9, workers: 101, teams: 10, companies: 4 },
        getLabourTop: { list: [{ name: '钢筋班组', value: 12 }], total: 12 },
      });
      // A minute between refreshes: the catch-up is not a refresh that fell due.
      display('/tv/labour?refresh=60');
      const figures = await screen.findByTestId('panel-getLabourIndex');
      const ranking = await screen.findByTestId('panel-getLabourTop');
      await waitFor(() => expect(figures).toHaveAttribute('data-state', 'ready'));
      await waitFor(() => expect(ranking).toHaveAttribute('data-state', 'ready'));
      move(true, figures);
      move(false, ranking);
      const before = { figures: calls.sentTo('getLabourIndex').length, ranking: calls.sentTo('getLabourTop').length };
      await act(() => vi.advanceTimersByTimeAsync(150_000));
      await waitFor(() => expect(calls.sentTo('getLabourIndex').length).toBeGreaterThanOrEqual(before.figures + 2));
      expect(calls.sentTo('getLabourTop')).toHaveLength(before.ranking);
      move(true, ranking);
      await waitFor(() => expect(calls.sentTo('getLabourTop')).toHaveLength(before.ranking + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  const crane = (id: number, deviceNo: string) => ({
    id,
    name: `${id}号塔吊`,
    deviceNo,
    status: 'online' as const,
    loadTon: 1,
    loadRatio: 10,
    heightM: 30,
    radiusM: 30,
    windSpeed: 2,
    angle: 45,
    operator: '',
    updateTime: '',
  });
  const cranes = { list: [crane(1, 'TC01001'), { ...crane(2, 'TC01002'), loadTon: 4.2, operator: '周伟' }] };

  it('picks the crane of the path parameter on the crane BIM page: its reach and its own readings', async () => {
    signIn(1);
    giveElementsASize();
    stubApi({ listAuthorisedProjects: projects, listTowerCranes: cranes });
    display('/towerCraneQunTaBim/TC01002');
    const plan = await screen.findByTestId('crane-group');
    const reaches = plan.querySelectorAll('circle.reach');
    expect([...reaches].map((reach) => reach.classList.contains('is-chosen'))).toEqual([false, true]);
    const readings = await screen.findByTestId('panel-listTowerCranes-chosen');
    await waitFor(() => expect(readings).toHaveTextContent('2号塔吊 · TC01002 · 在线 · 司机 周伟'));
    expect(readings).toHaveTextContent(/4\.2\s*t\s*载重/);
    expect(readings).not.toHaveTextContent('1号塔吊');
  });

  it('says so when the path names a crane the project does not have', async () => {
    signIn(1);
    giveElementsASize();
    stubApi({ listAuthorisedProjects: projects, listTowerCranes: cranes });
    display('/towerCraneQunTaBim/TC09');
    const readings = await screen.findByTestId('panel-listTowerCranes-chosen');
    await waitFor(() => expect(readings).toHaveTextContent('本项目没有编号为 TC09 的塔吊（有：TC01001、TC01002）'));
  });
});

describe('the confined-space board', () => {
  const thresholds = { o2Min: 19.5, o2Max: 23.5, h2sAlarm: 10, coAlarm: 24, lelWarning: 10, lelAlarm: 25 };
  const space = { location: '生活区北侧', peopleInside: 0, updateTime: '2026-11-23T10:30:00+08:00', co: 2, h2s: 1, lel: 3, o2: 20.8 };
  const board: Schemas['ConfinedSpaceBoard'] = {
    thresholds,
    spaces: [
      { ...space, id: 1, name: '化粪池', status: 'alarm', h2s: 12.4 },
      { ...space, id: 2, name: '地下室集水井', status: 'warning', lel: 14 },
      { ...space, id: 3, name: '电缆隧道', status: 'normal', peopleInside: 2 },
    ],
    permits: [
      {
        permitNo: 'YXKJ-20261123-01',
        spaceId: 3,
        spaceName: '电缆隧道',
        validFrom: '2026-11-23T08:30:00+08:00',
        validTo: '2026-11-23T12:00:00+08:00',
        responsible: '王建国',
        status: '作业中',
      },
    ],
    people: [
      { name: '李志强', spaceId: 3, spaceName: '电缆隧道', entryTime: '2026-11-23T09:05:00+08:00' },
      { name: '龙明', spaceId: 3, spaceName: '电缆隧道', entryTime: '2026-11-23T09:08:00+08:00' },
    ],
  };

  afterEach(() => i18n.changeLanguage('zh'));

  it('shows each space’s gases with units and limits, the past-limit ones marked, permits and people inside', async () => {
    signIn(1);
    giveElementsASize();
    const calls = stubApi({
      listAuthorisedProjects: projects,
      getConfinedSpaceBoard: board,
      listDashboardVideos: { list: [], total: 0, online: 0 },
    });
    display('/tv/confinedSpace');
    const spaces = await screen.findByTestId('panel-confined-spaces');
    await waitFor(() => expect(spaces).toHaveAttribute('data-state', 'ready'));
    expect(spaces).toHaveTextContent('报警 1 · 预警 1');
    const sewer = screen.getByTestId('confined-space-1');
    expect(sewer).toHaveTextContent(/化粪池\s*报警/);
    expect(sewer).toHaveTextContent(/硫化氢\s*12\.4\s*ppm\s*限值 < 10/);
    expect(sewer).toHaveTextContent(/氧气\s*20\.8\s*%VOL\s*限值 19\.5-23\.5/);
    const levels = (id: number) =>
      [...screen.getByTestId(`confined-space-${id}`).querySelectorAll('.pd-gas')].map((gas) => gas.getAttribute('data-level'));
    expect(levels(1)).toEqual(['normal', 'alarm', 'normal', 'normal']);
    expect(levels(2)).toEqual(['normal', 'normal', 'normal', 'warning']);
    expect(screen.getByTestId('confined-space-3')).toHaveTextContent('内有 2 人');
    expect(await screen.findByTestId('panel-confined-permits')).toHaveTextContent(
      /YXKJ-20261123-01\s*电缆隧道\s*08:30-12:00\s*王建国\s*作业中/,
    );
    const people = screen.getByTestId('panel-confined-people');
    expect(people).toHaveTextContent('共 2 人');
    expect(people).toHaveTextContent(/李志强\s*电缆隧道\s*09:05/);
    // One call feeds the three panels.
    expect(calls.filter((call) => call.operation === 'getConfinedSpaceBoard')).toHaveLength(1);
  });

  it('reads in English, data left as it is, and says when nobody is inside', async () => {
    await i18n.changeLanguage('en');
    signIn(1);
    giveElementsASize();
    stubApi({
      listAuthorisedProjects: projects,
      getConfinedSpaceBoard: { ...board, people: [] },
      listDashboardVideos: { list: [], total: 0, online: 0 },
    });
    display('/tv/confinedSpace');
    const sewer = await screen.findByTestId('confined-space-1');
    expect(sewer).toHaveTextContent(/化粪池\s*Alarm/);
    expect(sewer).toHaveTextContent(/H₂S\s*12\.4\s*ppm\s*Limit < 10/);
    expect(screen.getByTestId('panel-confined-permits')).toHaveTextContent('Work under way');
    expect(screen.getByTestId('panel-confined-people')).toHaveTextContent('Nobody is inside a confined space now');
  });
});

describe('a single-camera view', () => {
  it('asks for the picture at the width it is shown, once; the camera wall asks for the plain poster', async () => {
    signIn(1);
    giveElementsASize(400, 240);
    const camera = {
      id: 1,
      name: '1号摄像头',
      location: '大门口',
      status: 'online' as const,
      streamUrl: 'rtsp://x',
      poster: '/static/camera/poster-1.jpg',
    };
    stubApi({ listAuthorisedProjects: projects, listDashboardVideos: { list: [camera], total: 1, online: 1 } });
    const { unmount } = display('/ptzController');
    const tile = await screen.findByTestId('video-tile');
    await waitFor(() => expect(tile.querySelector('img')).toHaveAttribute('src', '/static/camera/poster-1.jpg?w=400'));
    expect(tile.querySelectorAll('img')).toHaveLength(1);
    unmount();
    display('/dataV/camera/projectVideo');
    const wallTile = await screen.findByTestId('video-tile');
    expect(wallTile.querySelector('img')).toHaveAttribute('src', '/static/camera/poster-1.jpg');
  });
});
