// Project switching in each navigation-bar version (docs/requirements/projects.md#project-switcher, docs/requirements/projects.md#project-change-panel, docs/requirements/projects.md#project-selection). The bar version is a build-time
// setting (VITE_NAVBAR_VERSION): v1 and v2 run on their own builds, v3 (the default) on the suite's server.
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { expectRoute, login } from '../support/app';
import { expectDashboardOf } from '../support/dashboards';
import { journey, test } from '../support/journey';
import {
  chooseAndCancel,
  chooseAndConfirm,
  filterPanel,
  filterTree,
  openProjectDialog,
  openProjectTree,
  panelProjects,
  switcherLabel,
  treeNodes,
} from '../support/project-switch';
import { useFrontendVariant } from '../support/variant';

const tenantProjects = [projects.binjiang.name, projects.metro.name, projects.futureCity.name, projects.industrialPark.name];

for (const version of ['v1', 'v2'] as const) {
  test.describe(`navigation bar ${version}`, () => {
    const baseUrl = useFrontendVariant(`navbar-${version}`, { VITE_NAVBAR_VERSION: version });

    journey(
      'the project panel filters, cancel changes nothing, 确定 reloads with the chosen project',
      async ({ page, screenshot }) => {
        await login(page, baseUrl(), accounts.tenant);
        const panel = await openProjectDialog(page);
        await expect.poll(() => panelProjects(panel)).toEqual(tenantProjects);
        await filterPanel(panel, '地铁');
        await expect.poll(() => panelProjects(panel)).toEqual([projects.metro.name]);
        await filterPanel(panel, '没有这个项目');
        await panel.getByText('没有匹配的项目').waitFor();
        await filterPanel(panel, '地铁');
        await screenshot('filtered');

        await chooseAndCancel(page, panel, projects.metro.name);
        await chooseAndConfirm(page, panel, projects.metro);
        if (version === 'v1') await page.locator('.project-select', { hasText: projects.metro.name }).waitFor();
        else await expect.poll(() => switcherLabel(page)).toBe(projects.metro.name);
        await expectDashboardOf(page, baseUrl(), projects.metro);
      },
      { baseUrl },
    );

    if (version === 'v1')
      journey(
        'the filterable project select switches and reloads',
        async ({ page }) => {
          await login(page, baseUrl(), accounts.tenant);
          const select = page.locator('.project-select');
          await select.getByText(projects.binjiang.name).waitFor();
          await select.click();
          await page.keyboard.type('人才公寓');
          const options = page.locator('.semi-select-option');
          // Matches are highlighted in spans, so compare the text content.
          await expect.poll(() => options.allTextContents()).toEqual([projects.futureCity.name]);
          const reloaded = page.waitForEvent('load');
          await options.first().click();
          await reloaded;
          await select.getByText(projects.futureCity.name).waitFor();
          expect(await page.evaluate(() => localStorage.getItem('projectId'))).toBe(String(projects.futureCity.id));
          await expectDashboardOf(page, baseUrl(), projects.futureCity);
        },
        { baseUrl },
      );

    if (version === 'v2')
      journey(
        'the organisation tree filters and a project node reloads with it',
        async ({ page }) => {
          await login(page, baseUrl(), accounts.tenant);
          await expect.poll(() => switcherLabel(page)).toBe(projects.binjiang.name);
          const tree = await openProjectTree(page);
          await filterTree(tree, '人才公寓');
          await expect.poll(() => treeNodes(tree)).toEqual(['中建智慧建设集团', '华东分公司', projects.futureCity.name]);
          const reloaded = page.waitForEvent('load');
          await tree.locator('.semi-tree-option', { hasText: projects.futureCity.name }).click();
          await reloaded;
          await expect.poll(() => switcherLabel(page)).toBe(projects.futureCity.name);
          await expectDashboardOf(page, baseUrl(), projects.futureCity);
        },
        { baseUrl },
      );
  });
}

test.describe('navigation bar v3', () => {
  journey('the tenant tree filters and a project node goes home with the project', async ({ page, baseUrl }) => {
    await login(page, baseUrl, accounts.tenant, '/index/map');
    await expect.poll(() => switcherLabel(page)).toBe(accounts.tenant.initialContext);
    const tree = await openProjectTree(page);
    expect(await tree.getByPlaceholder('输入关键字进行过滤').count()).toBe(1);
    await filterTree(tree, '地铁');
    await expect
      .poll(() => treeNodes(tree))
      .toEqual(['中建智慧建设集团', '中建智慧建设集团', '华东分公司', '杭州项目管理部', projects.metro.name]);
    const reloaded = page.waitForEvent('load');
    await tree.locator('.semi-tree-option', { hasText: projects.metro.name }).click();
    await reloaded;
    await expectRoute(page, '/index');
    await expect.poll(() => switcherLabel(page)).toBe(projects.metro.name);
    expect(await page.evaluate(() => [localStorage.getItem('projectId'), localStorage.getItem('menuType')])).toEqual([
      String(projects.metro.id),
      'project',
    ]);
    await expectDashboardOf(page, baseUrl, projects.metro);
  });
});
