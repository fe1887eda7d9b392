// What the big screens show: their panels (data-state loading/error/empty/ready), charts (SVG series)
// and header (title, clock, tabs or links).
import type { Locator, Page } from '@playwright/test';
import { expect } from './expect';

export const BIG_SCREEN = { width: 1920, height: 1080 } as const;

export interface PanelSummary {
  title: string;
  state: string;
}

/**
 * The screen to read: its data-testid (screen-index, screen-v2-party, ...) once it shows, so that a read right after
 * navigating never sees the previous screen; the whole page when none is given.
 */
async function screenRoot(page: Page, screen?: string): Promise<Locator | Page> {
  if (!screen) return page;
  const root = page.getByTestId(screen);
  await root.waitFor();
  return root;
}

function panelSummaries(root: Locator | Page): Promise<PanelSummary[]> {
  return root.locator('.bs-panel').evaluateAll((panels) =>
    panels.map((panel) => ({
      title: panel.querySelector('.bs-panel-title h2')?.textContent?.trim() ?? '',
      state: (panel as HTMLElement).dataset.state ?? '',
    })),
  );
}

/** Waits until the screen's panels have loaded; fails if any failed. Returns them. */
export async function loadedPanels(page: Page, screen?: string): Promise<PanelSummary[]> {
  const root = await screenRoot(page, screen);
  await expect
    .poll(() => panelSummaries(root), { timeout: 15_000 })
    .toSatisfy((panels: PanelSummary[]) => panels.length > 0 && panels.every((panel) => panel.state !== 'loading'));
  const panels = await panelSummaries(root);
  expect(panels.filter((panel) => panel.state === 'error')).toEqual([]);
  return panels;
}

export interface ChartSummary {
  /** Series groups in the chart's SVG (a donut's slices are one each). */
  series: number;
  /** Series paths that draw something (a line, an area or a slice, not an empty or collapsed path). */
  drawn: number;
  /** Summed size of the series' boxes: it stops changing when the chart's animation has ended. */
  extent: number;
}

// Every chart sits in a .bs-chart box that exists before the (lazily loaded) chart draws into it.
function chartSummaries(root: Locator | Page): Promise<ChartSummary[]> {
  return root.locator('.bs-chart').evaluateAll((charts) =>
    charts.map((chart) => ({
      series: chart.querySelectorAll('.bs-chart-series').length,
      drawn: [...chart.querySelectorAll('.bs-chart-series path')].filter((path) => {
        const box = (path as SVGGraphicsElement).getBBox();
        return box.width > 1 && box.height > 1;
      }).length,
      extent: [...chart.querySelectorAll('.bs-chart-series path')].reduce((sum, path) => {
        const box = (path as SVGGraphicsElement).getBBox();
        return sum + Math.round(box.width + box.height);
      }, 0),
    })),
  );
}

/** Waits until every chart box on the screen draws at least one series and its animation has ended. */
export async function drawnCharts(page: Page, screen?: string): Promise<ChartSummary[]> {
  const root = await screenRoot(page, screen);
  let previous = '';
  await expect
    .poll(
      async () => {
        const charts = await chartSummaries(root);
        const current = JSON.stringify(charts);
        const settled = current === previous && charts.every((chart) => chart.series > 0 && chart.drawn > 0);
        previous = current;
        return settled;
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(true);
  return chartSummaries(root);
}

/**
 * Picture tiles (camera tiles, media covers, BIM and AR stages) of the screen whose name bar covers their picture
 * or their centred notice, or whose notice is drawn over the picture (which may carry a caption of its own): one
 * line per overlap, empty when every tile keeps them apart.
 */
export async function tileOverlaps(page: Page, screen?: string): Promise<string[]> {
  const root = await screenRoot(page, screen);
  return root.locator('.bs-video, .bs-media, .bs-stage').evaluateAll((tiles) => {
    const overlaps: string[] = [];
    const box = (tile: Element, selector: string) => tile.querySelector(selector)?.getBoundingClientRect();
    const cross = (a: DOMRect, b: DOMRect) =>
      a.width > 0 && b.width > 0 && a.top < b.bottom - 1 && b.top < a.bottom - 1 && a.left < b.right - 1 && b.left < a.right - 1;
    for (const tile of tiles) {
      const name = tile.querySelector('figcaption, .bs-media-name, .bs-stage-caption');
      const label = name?.textContent?.trim() || tile.className;
      const bar = name?.getBoundingClientRect();
      const picture = box(tile, 'img');
      const notice = box(tile, '.bs-video-notice, .bs-stage-centre, .bs-media-placeholder');
      if (bar && picture && cross(bar, picture)) overlaps.push(`${label}: name bar over the picture`);
      if (bar && notice && cross(bar, notice)) overlaps.push(`${label}: name bar over the notice`);
      if (picture && notice && cross(picture, notice)) overlaps.push(`${label}: notice over the picture`);
    }
    return overlaps;
  });
}

/** Media covers (renderings, panoramas, photos) of the screen drawn narrower than tall: one line each ("name: w×h"). */
export async function narrowCovers(page: Page, screen?: string): Promise<string[]> {
  const root = await screenRoot(page, screen);
  return root.locator('.bs-media').evaluateAll((covers) =>
    covers.flatMap((cover) => {
      const { width, height } = cover.getBoundingClientRect();
      const name = cover.querySelector('.bs-media-name')?.textContent?.trim() ?? '';
      return width < height ? [`${name}: ${Math.round(width)}×${Math.round(height)}`] : [];
    }),
  );
}

/** KPI cards of the screen cut off by the bottom of their panel's body: one line each ("panel title: label"). */
export async function clippedKpis(page: Page, screen?: string): Promise<string[]> {
  const root = await screenRoot(page, screen);
  return root.locator('.bs-panel').evaluateAll((panels) =>
    panels.flatMap((panel) => {
      const body = panel.querySelector('.bs-panel-body')?.getBoundingClientRect();
      if (!body) return [];
      const title = panel.querySelector('.bs-panel-title h2')?.textContent?.trim() ?? '';
      return [...panel.querySelectorAll('.bs-kpi')]
        .filter((kpi) => kpi.getBoundingClientRect().bottom > body.bottom + 1)
        .map((kpi) => `${title}: ${kpi.querySelector('dt')?.textContent?.trim() ?? kpi.textContent?.trim()}`);
    }),
  );
}

function dashboardTitle(page: Page) {
  return page.getByTestId('dashboard-title');
}

export async function titleText(page: Page): Promise<string> {
  return (await dashboardTitle(page).innerText()).trim();
}

export async function titleFontSize(page: Page): Promise<string> {
  return dashboardTitle(page).evaluate((title) => getComputedStyle(title).fontSize);
}

/** The header clock's time, hh:mm:ss. */
export async function clockTime(page: Page): Promise<string> {
  return (await page.getByTestId('dashboard-clock').locator('strong').innerText()).trim();
}

/** Opens the dashboard user menu and chooses an action. */
export async function dashboardUserAction(page: Page, label: string): Promise<void> {
  await page.getByTestId('dashboard-user-menu').click();
  await page.locator('.semi-dropdown-menu:visible').getByText(label, { exact: true }).click();
}

/** Opens the v2 big screen of the current project and checks it shows that project (title and project info). */
export async function expectDashboardOf(page: Page, baseUrl: string, project: { name: string }): Promise<void> {
  await page.goto(`${baseUrl}/#/dashboard/v2/project`);
  await expect.poll(() => titleText(page)).toBe(project.name);
  await loadedPanels(page, 'screen-v2-project');
  await expect.poll(() => page.getByTestId('panel-getV2ProjectInfo').innerText()).toContain(project.name);
}
