// The frontend against a backend that sends every id as a decimal string (the mock's ids-as-strings scenario on
// every call of the page), as Java backends with 19-digit snowflake ids do: ids are opaque keys, so the
// dashboards, project switching and the back office work as they do with numbers.
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { expectRoute, login, open } from '../support/app';
import { BIG_SCREEN, drawnCharts, expectDashboardOf, loadedPanels, titleText } from '../support/dashboards';
import { journey, test } from '../support/journey';
import { chooseAndConfirm, filterPanel, filterTree, openProjectTree, panelProjects, switcherLabel } from '../support/project-switch';
import { applyScenario } from '../support/scenarios';

/** Every call of the page answers ids as strings, from the login on. */
const idsAsStrings = (page: Page) => applyScenario(page, 'ids-as-strings', '/');

const storedContext = (page: Page) => page.evaluate(() => [localStorage.getItem('projectId'), localStorage.getItem('menuType')]);

test.describe('ids as strings', () => {
  journey(
    'the big screens load the chosen project, switch to another and keep it over a reload',
    async ({ page, baseUrl }) => {
      await idsAsStrings(page);
      await login(page, baseUrl, accounts.user);
      const projectList = page.waitForResponse((response) => response.url().endsWith('/api/project/authList'));
      await open(page, baseUrl, '/dashboard/v2/project');
      const answer = (await (await projectList).json()) as { data: { id: unknown }[] };
      expect(answer.data.map((project) => project.id)).toEqual([String(projects.binjiang.id), String(projects.metro.id)]);
      await expect.poll(() => titleText(page)).toBe(projects.binjiang.name);
      await loadedPanels(page, 'screen-v2-project');
      await drawnCharts(page, 'screen-v2-project');

      await page.getByTestId('project-switch-button').click();
      const panel = page.getByTestId('project-switch-dialog');
      await filterPanel(panel, '地铁');
      await expect.poll(() => panelProjects(panel)).toEqual([projects.metro.name]);
      await chooseAndConfirm(page, panel, projects.metro);
      await expect.poll(() => titleText(page)).toBe(projects.metro.name);
      expect(await storedContext(page)).toEqual([String(projects.metro.id), 'project']);
      await page.reload();
      await expectDashboardOf(page, baseUrl, projects.metro);

      // Every v2 tab loads its panels and draws its charts for the stored project.
      const tabs = await page
        .getByTestId('dashboard-tabs')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(tabs.length).toBe(8);
      let charts = 0;
      for (const href of tabs) {
        const name = href!.split('/').pop()!;
        await page.getByTestId(`dashboard-tab-${name}`).click();
        await loadedPanels(page, `screen-v2-${name}`);
        charts += (await drawnCharts(page, `screen-v2-${name}`)).length;
      }
      expect(charts).toBeGreaterThanOrEqual(10);
      await expect.poll(() => titleText(page)).toBe(projects.metro.name);

      await open(page, baseUrl, '/dashboard/index');
      await expect.poll(() => titleText(page)).toBe(projects.metro.name);
      await loadedPanels(page, 'screen-index');
      await open(page, baseUrl, '/dataV/camera/map');
      await loadedPanels(page, 'screen-camera-map');
    },
    { viewport: BIG_SCREEN },
  );

  journey('the tenant tree switches to a project, which stays over a reload', async ({ page, baseUrl }) => {
    await idsAsStrings(page);
    await login(page, baseUrl, accounts.tenant, '/index/map');
    await expect.poll(() => switcherLabel(page)).toBe(accounts.tenant.initialContext);
    const tree = await openProjectTree(page);
    await filterTree(tree, '地铁');
    const reloaded = page.waitForEvent('load');
    await tree.locator('.semi-tree-option', { hasText: projects.metro.name }).click();
    await reloaded;
    await expectRoute(page, '/index');
    await expect.poll(() => switcherLabel(page)).toBe(projects.metro.name);
    expect(await storedContext(page)).toEqual([String(projects.metro.id), 'project']);
    await page.reload();
    await expect.poll(() => switcherLabel(page)).toBe(projects.metro.name);
    await expectDashboardOf(page, baseUrl, projects.metro);
  });

  journey('admin enters another tenant through 切换租户', async ({ page, baseUrl }) => {
    await idsAsStrings(page);
    await login(page, baseUrl, accounts.admin);
    await page.getByRole('button', { name: '切换租户' }).click();
    await expectRoute(page, '/tenantChange');
    const reloaded = page.waitForEvent('load');
    await page.locator('.tenant-change-page .semi-tree-option', { hasText: '华东城建投资' }).click();
    await reloaded;
    await expectRoute(page, '/index');
    await expect.poll(() => switcherLabel(page)).toBe('华东城建投资');
    expect(await page.evaluate(() => localStorage.getItem('tenantId'))).toBe('2');
    const projectRows = page.locator('.overview-projects .semi-table-tbody .semi-table-row .semi-table-row-cell:nth-child(2)');
    await expect.poll(() => projectRows.allTextContents()).toEqual([projects.lingang.name]);
  });

  journey('the back office lists, opens and edits records, and knows your own row', async ({ page, baseUrl }) => {
    await idsAsStrings(page);
    await login(page, baseUrl, accounts.tenant);
    await open(page, baseUrl, '/system/user');
    const own = page.locator('[data-testid="user-table-row"]', { hasText: accounts.tenant.username }).first();
    await own.waitFor();
    const remove = own.getByRole('button', { name: '删除' });
    expect(await remove.isDisabled()).toBe(true);
    await remove.hover({ force: true });
    await page.locator('.semi-tooltip-content', { hasText: '不能删除当前登录用户' }).waitFor();

    await own.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '编辑用户' });
    await dialog.getByText('不能停用当前登录用户').waitFor();
    await dialog.getByText('不能修改当前登录用户的用户类型').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });

    const other = page.locator('[data-testid="user-table-row"]', { hasText: 'guest' }).first();
    expect(await other.getByRole('button', { name: '删除' }).isDisabled()).toBe(false);

    // A project-scoped page: the members of the project chosen in its select.
    await open(page, baseUrl, '/project/users');
    const members = page.locator('[data-testid="project-user-table-row"]');
    await members.first().waitFor();
    await page.locator('.project-choice').click();
    await page.locator('.semi-select-option', { hasText: projects.metro.name }).click();
    await expect.poll(() => page.locator('.project-choice').innerText()).toContain(projects.metro.name);
    await expect.poll(() => members.allInnerTexts()).toContainEqual(expect.stringContaining(accounts.user.username));
  });
});
