// The big screens (docs/requirements/dashboards.md#v1-shell, docs/requirements/dashboards.md#v2-shell, docs/requirements/dashboards.md#dashboard-constants): v1's eight links, clock, title-size rules and user menu; v2's tabs following
// modelShow, its data on every tab (picture tiles keep their name bar and notice off the picture) and its 项目切换;
// the camera dashboard's menus and groups. Charts must draw series. Config changes go through the API on
// 智慧产业园一期 and are put back after the file.
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts, expiredModuleCalls, projects } from '../support/accounts';
import { expectRoute, login, open, route } from '../support/app';
import { apiLogin, callApi } from '../support/api';
import {
  BIG_SCREEN,
  clockTime,
  dashboardUserAction,
  drawnCharts,
  loadedPanels,
  narrowCovers,
  tileOverlaps,
  titleFontSize,
  titleText,
} from '../support/dashboards';
import { appUrl } from '../support/app-server';
import { journey, test } from '../support/journey';
import { chooseAndCancel, chooseAndConfirm, filterPanel, panelProjects } from '../support/project-switch';

const big = { viewport: BIG_SCREEN };

const v1Links = [
  { path: '/dashboard/index', label: '项目概况' },
  { path: '/dashboard/digitalSite', label: '数字工地' },
  { path: '/dashboard/camera', label: '智慧监控' },
  { path: '/dashboard/warning', label: '告警预警' },
  { path: '/dashboard/security', label: '巡检整改' },
  { path: '/dashboard/attendance', label: '人员管理' },
  { path: '/dashboard/project', label: '进度管理' },
  { path: '/dashboard/bimCenter', label: 'BIM模型' },
];

const v2Tabs = [
  { path: '/dashboard/v2/project', label: '项目概况' },
  { path: '/dashboard/v2/digital', label: '数字工地' },
  { path: '/dashboard/v2/camera', label: '智慧监控' },
  { path: '/dashboard/v2/inspection', label: '智慧巡检' },
  { path: '/dashboard/v2/attendance', label: '智慧考勤' },
  { path: '/dashboard/v2/progress', label: '智慧进度' },
  { path: '/dashboard/v2/bim', label: '智慧建造' },
  { path: '/dashboard/v2/party', label: '数字党建' },
];

// ---- The dashboard settings of 智慧产业园一期, changed by the journeys through the API in their own workspace (it is
// deleted with the journey, so nothing is restored). The token is taken in the journey, as a token is good only in
// the workspace it was issued in: one kept across journeys belongs to another.
interface ProjectSettings {
  modelShow: string;
  showProjectName: string;
  showProjectSize: string;
  copyright: string;
  projectShowName: string;
  projectShowSize: string;
}
const configured = projects.industrialPark;

async function saveSettings(changes: Partial<ProjectSettings>): Promise<void> {
  const baseUrl = appUrl();
  const { token, tenantId } = await apiLogin(baseUrl, accounts.tenant);
  await callApi(baseUrl, '/api/project/saveDashboard', { tenantId, projectId: configured.id, ...changes }, token);
}

/** Switches the dashboard's project through its 项目切换 dialog (search, confirm, reload). */
async function switchOnDashboard(page: Page, open: () => Promise<void>, project: { id: number; name: string }, keyword: string) {
  await open();
  const panel = page.getByTestId('project-switch-dialog');
  await filterPanel(panel, keyword);
  await expect.poll(() => panelProjects(panel)).toEqual([project.name]);
  await chooseAndConfirm(page, panel, project);
  await expect.poll(() => titleText(page)).not.toBe('');
}

test.describe('dashboards', () => {
  journey(
    'v1: every link opens its page, highlighted, with loaded panels and drawn charts; the clock runs',
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.user);
      await open(page, baseUrl, '/dashboard/index');
      await expect.poll(() => titleText(page)).toBe(projects.binjiang.name);
      await expect.poll(() => page.getByTestId('dashboard-footer').innerText()).toBe('Copyright © 中建智慧建设集团有限公司');
      const time = await clockTime(page);
      expect(time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      await expect.poll(() => clockTime(page), { timeout: 3000 }).not.toBe(time);

      const seen = new Set<string>();
      for (const link of v1Links) {
        const anchor = page.getByTestId(`dashboard-link-${link.path.split('/').pop()}`);
        expect(await anchor.innerText()).toBe(link.label);
        await anchor.click();
        await expectRoute(page, link.path);
        await expect.poll(() => page.locator('.bs-nav a.is-active').allInnerTexts()).toEqual([link.label]);
        const screen = link.path === '/dashboard/warning' ? 'screen-warning' : `screen-${link.path.split('/').pop()}`;
        const panels = await loadedPanels(page, screen);
        await drawnCharts(page, screen);
        // Each link shows its own screen; the BIM view belongs to the progress (project) and BIM model links.
        seen.add(panels.map((panel) => panel.title).join('|'));
        expect(await page.getByTestId('bim-view').count()).toBe(['/dashboard/project', '/dashboard/bimCenter'].includes(link.path) ? 1 : 0);
        await screenshot(`v1 ${link.path.split('/').pop()}`);
      }
      expect(seen.size).toBe(v1Links.length);

      await dashboardUserAction(page, '切换到新版');
      await expectRoute(page, '/dashboard/v2/project');
      await loadedPanels(page, 'screen-v2-project');
      await dashboardUserAction(page, '业务管理');
      await expectRoute(page, '/index');
    },
    big,
  );

  journey(
    'v1: the project name is 36px, 28px at 13 characters, 15px beyond 15; a display name and size from the server win',
    async ({ page, baseUrl, allowFailedResponses }) => {
      allowFailedResponses(expiredModuleCalls);
      await login(page, baseUrl, accounts.tenant);
      await open(page, baseUrl, '/dashboard/index');
      await expect.poll(() => titleText(page)).toBe(projects.binjiang.name);
      expect(await titleFontSize(page)).toBe('36px');

      const openDialog = async () => {
        await dashboardUserAction(page, '切换项目');
        await page.getByTestId('project-switch-dialog').locator('.project-change-item').first().waitFor();
      };
      await openDialog();
      // 30% of the 1920px window.
      const dialog = page.locator('.semi-modal', { has: page.getByTestId('project-switch-dialog') });
      const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
      expect(Math.round(width)).toBe(576);
      const panel = page.getByTestId('project-switch-dialog');
      await filterPanel(panel, '地铁');
      await chooseAndCancel(page, panel, projects.metro.name);
      await chooseAndConfirm(page, panel, projects.metro);
      await expect.poll(() => titleText(page)).toBe(projects.metro.name);
      expect(await titleFontSize(page)).toBe('28px');

      await switchOnDashboard(page, openDialog, projects.futureCity, '人才公寓');
      await expect.poll(() => titleText(page)).toBe(projects.futureCity.name);
      expect(await titleFontSize(page)).toBe('15px');

      await saveSettings({ projectShowName: '产业园一期（展示名）', projectShowSize: '40px' });
      await switchOnDashboard(page, openDialog, configured, '产业园');
      await expect.poll(() => titleText(page)).toBe('产业园一期（展示名）');
      expect(await titleFontSize(page)).toBe('40px');
    },
    big,
  );

  journey(
    'v2: the tabs follow modelShow as configured through the API',
    async ({ page, baseUrl, screenshot, allowFailedResponses }) => {
      allowFailedResponses(expiredModuleCalls);
      await saveSettings({ modelShow: '项目概况,智慧考勤', showProjectName: '', copyright: '' });
      await login(page, baseUrl, accounts.tenant);
      await open(page, baseUrl, '/dashboard/v2/project');
      const tabs = () => page.getByTestId('dashboard-tabs').locator('a').allInnerTexts();
      await switchOnDashboard(page, () => page.getByTestId('project-switch-button').click(), configured, '产业园');
      await expect.poll(tabs).toEqual(['项目概况', '数字工地', '智慧监控', '智慧考勤']);
      expect(await titleText(page)).toBe(configured.name);
      expect(await page.getByTestId('dashboard-footer').innerText()).toBe('基于数字物联打造的新一代数字工地平台');

      await saveSettings({ modelShow: '智慧巡检,数字党建', showProjectName: '产业园数字工地', copyright: '智慧产业园投资有限公司' });
      // The board shows the config it stored at once and the answer when it comes, which a loaded host gave after
      // the poll's 5 s: wait for the answer itself.
      const configAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dashboard/v2/project/config');
      await page.reload();
      await configAnswered;
      await expect.poll(tabs).toEqual(['智慧巡检', '数字党建']);
      await expect.poll(() => titleText(page)).toBe('产业园数字工地');
      expect(await page.getByTestId('dashboard-footer').innerText()).toBe('智慧产业园投资有限公司');
      await page.getByTestId('dashboard-tab-party').click();
      await expectRoute(page, '/dashboard/v2/party');
      await loadedPanels(page, 'screen-v2-party');
      await screenshot('two tabs');
    },
    big,
  );

  journey(
    'v2: every tab shows loaded panels and charts with series; 项目切换 reloads with the new project',
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.user);
      await open(page, baseUrl, '/dashboard/v2/project');
      await expect.poll(() => page.getByTestId('dashboard-tabs').locator('a').allInnerTexts()).toEqual(v2Tabs.map((tab) => tab.label));
      // The header's weather is held unseen until its answer lands.
      await expect(page.getByTestId('dashboard-weather')).toContainText('°C', { useInnerText: true });
      let charts = 0;
      for (const tab of v2Tabs) {
        await page.getByTestId(`dashboard-tab-${tab.path.split('/').pop()}`).click();
        await expectRoute(page, tab.path);
        await expect.poll(() => page.locator('.bs-tabs a.is-active').allInnerTexts()).toEqual([tab.label]);
        const screen = `screen-v2-${tab.path.split('/').pop()}`;
        await loadedPanels(page, screen);
        charts += (await drawnCharts(page, screen)).length;
        expect(await tileOverlaps(page, screen), `${tab.label}: captions apart from pictures`).toEqual([]);
        expect(await narrowCovers(page, screen), `${tab.label}: covers keep a landscape shape`).toEqual([]);
        await screenshot(`v2 ${tab.path.split('/').pop()}`);
      }
      expect(charts).toBeGreaterThanOrEqual(10);

      await page.getByTestId('dashboard-tab-project').click();
      await switchOnDashboard(page, () => page.getByTestId('project-switch-button').click(), projects.metro, '地铁');
      await expect.poll(() => titleText(page)).toBe(projects.metro.name);
      const info = page.getByTestId('panel-getV2ProjectInfo');
      await expect.poll(() => info.innerText()).toContain('浙江省杭州市萧山区市心北路与金城路交叉口');
      expect(route(page)).toBe('/dashboard/v2/project');
    },
    big,
  );

  journey(
    'camera dashboard: first-level tabs open their first page; the rongxi and qidong groups show their own sites',
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.user);
      await open(page, baseUrl, '/dataV/camera/map');
      await expect.poll(() => titleText(page)).toBe('县域建筑工地视频监管平台');
      expect(await page.locator('.bs-first-level a, .bs-first-level button').allInnerTexts()).toEqual([
        '首页',
        '视频监控',
        '分区轮播',
        '数据统计',
      ]);
      await loadedPanels(page, 'screen-camera-map');

      await page.getByTestId('camera-tab-autoPlay').click();
      await expectRoute(page, '/dataV/camera/autoPlay?group=rongxi');
      // The route changes before the column layout renders the new tab's menu.
      await expect.poll(() => page.locator('.bs-second-level a, .bs-second-level button').allInnerTexts()).toEqual(['融西片区', '启动区']);
      const groupPanel = page.getByTestId('panel-camera-autoplay');
      const captions = () => page.getByTestId('video-tile').locator('figcaption small').allInnerTexts();
      await expect.poll(() => groupPanel.locator('.bs-panel-title h2').innerText()).toBe('融西片区 · 自动轮播');
      expect(await groupPanel.locator('.bs-panel-extra').innerText()).toBe(projects.binjiang.name);
      await expect
        .poll(captions)
        .toSatisfy((all: string[]) => all.length > 0 && all.every((caption) => caption.startsWith(`${projects.binjiang.name} · `)));
      await screenshot('rongxi');

      await page.locator('.bs-second-level').getByText('启动区').click();
      await expectRoute(page, '/dataV/camera/autoPlay?group=qidong');
      await expect.poll(() => groupPanel.locator('.bs-panel-title h2').innerText()).toBe('启动区 · 自动轮播');
      expect(await groupPanel.locator('.bs-panel-extra').innerText()).toBe(projects.metro.name);
      await expect
        .poll(captions)
        .toSatisfy((all: string[]) => all.length > 0 && all.every((caption) => caption.startsWith(`${projects.metro.name} · `)));

      await page.getByTestId('camera-tab-statistics').click();
      await expectRoute(page, '/dataV/camera/show');
      await loadedPanels(page, 'screen-camera-show');
      expect((await drawnCharts(page, 'screen-camera-show')).length).toBeGreaterThan(0);
    },
    big,
  );
});
