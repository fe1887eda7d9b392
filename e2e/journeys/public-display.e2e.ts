// The public display routes (docs/requirements/access.md#no-login-whitelist): each opens without
// login and says how to get access without calling the API; signed in, the screens show the project's data.
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { login, open, route, submitLogin } from '../support/app';
import { BIG_SCREEN, drawnCharts, loadedPanels, titleText } from '../support/dashboards';
import { journey, test } from '../support/journey';

const screens = [
  { path: '/tv/labour', title: '劳务实名制看板' },
  { path: '/tv/confinedSpace', title: '有限空间作业监测' },
  { path: '/dataV/showView012', title: '智慧工地综合展示' },
  { path: '/dataV/environment', title: '扬尘噪声监测' },
  { path: '/dataV/camera/projectVideo', title: '项目视频监控' },
  { path: '/camera/v2/player', title: '视频播放' },
  { path: '/towerCraneQunTaBim/1', title: '塔吊群塔BIM监测' },
  { path: '/towerCraneShow', title: '塔吊实时监测' },
  { path: '/crane/qunTaV2', title: '群塔防碰撞监测' },
  { path: '/environmentList', title: '环境监测数据' },
  { path: '/ptzController', title: '云台控制' },
  { path: '/hkSdkController', title: '海康视频控制' },
];

const titleOf = (path: string) => screens.find((screen) => screen.path === path)?.title;

test.describe('public display', () => {
  journey(
    'all twelve screens open without login, titled, offering sign-in, and call no API',
    async ({ page, baseUrl, screenshot }) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      for (const screen of screens) {
        await open(page, baseUrl, screen.path);
        await expect.poll(() => titleText(page)).toBe(screen.title);
        await page.getByTestId('public-sign-in-notice').getByText('请先登录或使用授权链接').waitFor();
        expect(route(page)).toBe(screen.path);
      }
      expect(apiCalls).toEqual([]);
      await screenshot('hk sdk controller without login');

      // 去登录 remembers the screen and comes back to it, now with data.
      await page.getByRole('button', { name: '去登录' }).click();
      await expect.poll(() => route(page)).toBe('/login?redirect=%2FhkSdkController');
      await submitLogin(page, accounts.user.username, accounts.user.password);
      await expect.poll(() => route(page)).toBe('/hkSdkController');
      await page.getByTestId('public-sign-in-notice').waitFor({ state: 'detached' });
      await loadedPanels(page);
    },
    { viewport: BIG_SCREEN },
  );

  journey(
    'signed in, the display screens show the project with loaded panels and drawn charts',
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.user);
      const withCharts = {
        '/tv/labour': 'screen-tv-labour',
        '/dataV/environment': 'screen-dataV-environment',
        '/towerCraneShow': 'screen-towerCraneShow',
        '/crane/qunTaV2': 'screen-crane-qunTaV2',
      };
      for (const [path, screen] of Object.entries(withCharts)) {
        await open(page, baseUrl, path);
        await expect.poll(() => titleText(page)).toBe(titleOf(path));
        await page.locator('.bs-public .bs-header', { hasText: projects.binjiang.name }).waitFor();
        await loadedPanels(page, screen);
        expect((await drawnCharts(page, screen)).length).toBeGreaterThan(0);
        await screenshot(path);
      }
    },
    { viewport: BIG_SCREEN },
  );
});
