// Display-share links, as a site manager uses them: the tenant administrator creates a link to /tv/labour on
// the big-screen configuration page; a fresh browser with no login opens it and sees the board with data; the
// link's token is refused every other call and page; after the administrator revokes it the board stops and
// says why.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { apiLogin, callApi } from '../support/api';
import { expectRoute, expectToast, login, open, route } from '../support/app';
import { BIG_SCREEN, loadedPanels, titleText } from '../support/dashboards';
import { journey, test } from '../support/journey';
import { REPORTS } from '../support/paths';

const viewerShot = (viewer: Page, label: string) =>
  viewer.screenshot({ path: join(REPORTS, `share-links--viewer-${label}.png`), animations: 'disabled' });

test.describe('share links', () => {
  journey(
    'a tenant shares /tv/labour; a browser without login sees it, is refused anything else, and stops after revocation',
    async ({ page, browser, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.tenant);
      await open(page, baseUrl, '/project/dashboardConfig');
      const links = page.getByTestId('share-links');
      await links.getByRole('button', { name: '新建分享链接' }).click();
      await page.getByPlaceholder('例如：项目部会议室电视').fill('项目部会议室电视');
      await page.getByRole('button', { name: '确定' }).click();
      await expectToast(page, '分享链接已创建');
      const row = links.getByTestId('share-link-row').filter({ hasText: '项目部会议室电视' });
      await row.getByText('有效').waitFor();
      const url = ((await row.getByTestId('share-link-url').textContent()) ?? '').trim();
      expect(url).toMatch(new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/#/share\\?token=shr_[\\w-]{24}$`));
      await screenshot('back office share links');

      // A fresh browser context: nothing stored, nobody signed in.
      const viewerContext = await browser.newContext({ viewport: BIG_SCREEN, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      try {
        const viewer = await viewerContext.newPage();
        const answers: string[] = [];
        viewer.on('response', (response) => {
          const path = new URL(response.url()).pathname;
          if (path.startsWith('/api/')) answers.push(`${response.status()} ${path}`);
        });
        await viewer.goto(`${url}&refresh=5`);
        await expectRoute(viewer, '/tv/labour?refresh=5');
        await viewer.locator('.bs-public .bs-header', { hasText: projects.binjiang.name }).waitFor();
        await loadedPanels(viewer, 'screen-tv-labour');
        expect(await viewer.getByTestId('panel-getLabourIndex').innerText()).toMatch(/在册人数\s*\d+/);
        await viewerShot(viewer, 'board');
        // Only the board's calls went out, and all were answered.
        expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);

        // The token is refused everything else: other boards' data, the user's calls, writes, logout.
        const token = await viewer.evaluate(() => localStorage.getItem('access_token'));
        expect(token).toMatch(/^shr_/);
        const call = (path: string, body?: object) =>
          fetch(`${baseUrl}${path}`, {
            method: body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            ...(body ? { body: JSON.stringify(body) } : {}),
          }).then(async (response) => ({ status: response.status, msg: ((await response.json()) as { msg: string }).msg }));
        const scope = { tenantId: 1, projectId: projects.binjiang.id };
        for (const [path, body] of [
          ['/api/dashboard/v2/project/environmentChart', scope],
          ['/api/authUser/info', undefined],
          ['/api/authRole/v2/routerList', {}],
          ['/api/share/list', scope],
          ['/api/project/saveDashboard', { ...scope, modelShow: '项目概况' }],
          ['/api/logout', {}],
        ] as const) {
          expect(await call(path, body), path).toEqual({ status: 403, msg: '分享链接无权调用该接口' });
        }
        expect(await call('/api/dashboard/labourIndex', { tenantId: 1, projectId: projects.metro.id })).toEqual({
          status: 403,
          msg: '无权访问该项目',
        });
        // Pages: the back office needs a login; a board the link does not hold says so.
        await viewer.goto(`${baseUrl}/#/index`);
        await expectRoute(viewer, /^\/login/);
        await viewer.goto(`${baseUrl}/#/towerCraneShow`);
        await viewer.getByTestId('share-scope-notice').getByText('此分享链接不包含该看板').waitFor();
        await viewerShot(viewer, 'other board');
        await viewer.goto(`${baseUrl}/#/tv/labour?refresh=5`);
        await loadedPanels(viewer, 'screen-tv-labour');

        // Revoked in the back office: the board's next refresh is refused and the board says why.
        await row.getByRole('button', { name: '撤销' }).click();
        await page.locator('.semi-modal').getByRole('button', { name: '确定' }).click();
        await expectToast(page, '分享链接已撤销');
        await row.getByText('已撤销').waitFor();
        const notice = viewer.getByTestId('public-sign-in-notice');
        await notice.waitFor({ timeout: 15_000 });
        expect(await notice.innerText()).toContain('分享链接已撤销');
        expect(route(viewer)).toBe('/tv/labour?refresh=5');
        await viewerShot(viewer, 'revoked');
        // Opening the link again says the same.
        await viewer.goto(url);
        await viewer.getByTestId('share-status').getByText('分享链接已撤销').waitFor();
        await screenshot('revoked in the back office');
      } finally {
        await viewerContext.close();
      }
    },
    { timeoutMs: 120_000 },
  );

  journey(
    'a link to every board opens each of them with data; the boards call nothing their link does not allow',
    async ({ page, baseUrl }) => {
      // The journey fails on any refused call (diagnostics), so each board's calls must be in its link's scope.
      const tenant = await apiLogin(baseUrl, accounts.tenant);
      const boards = [
        ['/tv/labour', '/tv/labour'],
        ['/tv/confinedSpace', '/tv/confinedSpace'],
        ['/dataV/showView012', '/dataV/showView012'],
        ['/dataV/environment', '/dataV/environment'],
        ['/dataV/camera/projectVideo', '/dataV/camera/projectVideo'],
        ['/camera/v2/player', '/camera/v2/player'],
        ['/towerCraneQunTaBim/:deviceId', '/towerCraneQunTaBim/1'],
        ['/towerCraneShow', '/towerCraneShow'],
        ['/crane/qunTaV2', '/crane/qunTaV2'],
        ['/environmentList', '/environmentList'],
        ['/ptzController', '/ptzController'],
        ['/hkSdkController', '/hkSdkController'],
      ] as const;
      const link = await callApi<{ url: string }>(
        baseUrl,
        '/api/share/save',
        {
          tenantId: tenant.tenantId,
          projectId: projects.binjiang.id,
          boards: boards.map(([board]) => board),
          label: '全部看板',
          expireTime: new Date(Date.now() + 3_600_000).toISOString(),
        },
        tenant.token,
      );
      await page.goto(`${baseUrl}${link.url}`);
      await expectRoute(page, '/tv/labour');
      for (const [, path] of boards) {
        await open(page, baseUrl, path);
        await expect.poll(() => route(page)).toBe(path);
        await expect.poll(() => titleText(page)).not.toBe('');
        await page.locator('.bs-public .bs-header', { hasText: projects.binjiang.name }).waitFor();
        await loadedPanels(page);
      }
    },
    { viewport: BIG_SCREEN, timeoutMs: 120_000 },
  );
});
