// The demo looks like a construction site (issue: demo media): the BIM panel draws the project's model, whose
// storey states follow the progress plan the 智慧进度 panel shows; media tiles show pictures, never file names;
// camera tiles tick like CCTV feeds; the camera platform's 项目分布 and 工程视图 draw the sites on a map. The
// screenshots at 1920x1080 are the ones a presenter would show.
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { expectRoute, login, open } from '../support/app';
import { BIG_SCREEN, loadedPanels } from '../support/dashboards';
import { journey } from '../support/journey';

const big = { viewport: BIG_SCREEN };
/** Addresses and file names a tile must never show as its text. */
const FILE_NAME = /\/static\/|\/upload\/|\.(jpe?g|png|gif|webp|glb|gltf|html|mp4|m3u8)\b/i;

/** Share of the element's pixels that differ clearly from its most common colour, and how many colours it has. */
async function paintedPixels(element: Locator): Promise<{ painted: number; colours: number }> {
  const image = PNG.sync.read(await element.screenshot({ animations: 'disabled' }));
  const counts = new Map<number, number>();
  const keys: number[] = [];
  for (let i = 0; i < image.data.length; i += 4) {
    // 4 bits a channel: antialiasing and lighting gradients do not count as colours of their own.
    const key = ((image.data[i]! >> 4) << 8) | ((image.data[i + 1]! >> 4) << 4) | (image.data[i + 2]! >> 4);
    keys.push(key);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const background = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  return { painted: keys.filter((key) => key !== background).length / keys.length, colours: counts.size };
}

/** The states the mock's rule gives N storeys for the 主体结构 and 幕墙工程 percents (frame rises, envelope closes). */
function expectedStates(storeys: number, structure: number, envelope: number) {
  const framed = Math.floor((storeys * structure) / 100);
  const built = Math.min(framed, Math.floor((storeys * envelope) / 100));
  const casting = structure > 0 && framed < storeys ? 1 : 0;
  return { built, building: framed + casting - built, planned: storeys - framed - casting };
}

async function legend(page: Page): Promise<Record<string, number>> {
  const items = page.getByTestId('bim-legend').locator('li');
  const entries = await items.evaluateAll((lis) =>
    lis.map((li) => [li.getAttribute('data-state'), Number(li.getAttribute('data-storeys'))]),
  );
  return Object.fromEntries(entries);
}

/** Text of media and camera tiles that reads as a file name or address (one line each), and tiles without a picture. */
async function fileNameTiles(page: Page): Promise<string[]> {
  return page.locator('.bs-media, .bs-video, .bs-stage').evaluateAll(
    (tiles, pattern) =>
      tiles.flatMap((tile) => {
        const text = (tile as HTMLElement).innerText;
        const titles = [...tile.querySelectorAll('[title]')].map((element) => element.getAttribute('title') ?? '');
        return [text, ...titles].filter((line) => new RegExp(pattern, 'i').test(line)).map((line) => `${tile.className}: ${line}`);
      }),
    FILE_NAME.source,
  );
}

/** Pictures of the screen's media and camera tiles that did not load, or loaded the mock's file-name card (SVG). */
async function brokenPictures(page: Page): Promise<string[]> {
  const images = page.locator('.bs-media img, .bs-video img');
  await expect
    .poll(() =>
      images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).currentSrc)),
    )
    .toBe(true);
  const sources = await images.evaluateAll((images) =>
    images.map((image) => [(image as HTMLImageElement).currentSrc, (image as HTMLImageElement).naturalWidth] as const),
  );
  expect(sources.length).toBeGreaterThan(0);
  const broken: string[] = [];
  for (const [src, width] of sources) {
    const type = (await page.request.get(src)).headers()['content-type'] ?? '';
    if (!width || !/^image\/(jpeg|png)$/.test(type)) broken.push(`${src}: ${width}px ${type}`);
  }
  return broken;
}

/** Every tile of the screen shows a loaded picture and no file name. */
async function expectPicturesNotFileNames(page: Page): Promise<void> {
  expect(await fileNameTiles(page)).toEqual([]);
  expect(await brokenPictures(page)).toEqual([]);
}

journey(
  'the BIM model draws, its storeys follow the progress plan, and media tiles show pictures',
  async ({ page, baseUrl, screenshot }) => {
    await login(page, baseUrl, accounts.admin);
    const progressAnswer = page.waitForResponse((response) => response.url().endsWith('/api/dashboard/v2/project/progressList'));
    await open(page, baseUrl, '/dashboard/v2/progress');
    const phases = ((await (await progressAnswer).json()) as { data: { list: { name: string; percent: number }[] } }).data.list;
    const percent = (name: string) => phases.find((phase) => phase.name === name)!.percent;
    await loadedPanels(page, 'screen-v2-progress');
    await expect
      .poll(() => page.getByTestId('panel-listV2ProgressItems-chart').locator('.bs-chart-bar').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);

    await open(page, baseUrl, '/dashboard/v2/bim');
    await expectRoute(page, '/dashboard/v2/bim');
    await loadedPanels(page, 'screen-v2-bim');
    const viewer = page.getByTestId('bim-viewer');
    await expect.poll(() => viewer.getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    const storeys = Number(await page.getByTestId('bim-legend').getAttribute('data-storeys'));
    expect(storeys).toBeGreaterThan(1);
    expect(await legend(page)).toEqual(expectedStates(storeys, percent('主体结构'), percent('幕墙工程')));

    const drawn = await paintedPixels(page.getByTestId('bim-canvas'));
    expect(drawn.painted, 'share of the BIM canvas drawn over its background').toBeGreaterThan(0.05);
    expect(drawn.colours, 'colours of the BIM canvas').toBeGreaterThan(20);
    await expectPicturesNotFileNames(page);
    await screenshot('v2-bim');

    await open(page, baseUrl, '/dashboard/v2/project');
    await loadedPanels(page, 'screen-v2-project');
    await expect.poll(() => viewer.getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(await fileNameTiles(page)).toEqual([]);
    await screenshot('v2-project');
  },
  { ...big, timeoutMs: 120_000 },
);

journey(
  'camera tiles tick like CCTV feeds and offline cameras say so; v1 photos are pictures',
  async ({ page, baseUrl, screenshot }) => {
    await login(page, baseUrl, accounts.admin);
    await open(page, baseUrl, '/dashboard/v2/camera');
    await loadedPanels(page, 'screen-v2-camera');
    const clock = page.getByTestId('cctv-time').first();
    const first = await clock.innerText();
    await expect.poll(() => clock.innerText(), { timeout: 5_000 }).not.toBe(first);
    await expectPicturesNotFileNames(page);
    await screenshot('v2-camera');

    await open(page, baseUrl, '/dashboard/index');
    await loadedPanels(page, 'screen-index');
    await expectPicturesNotFileNames(page);
    await screenshot('v1-index');
  },
  { ...big, timeoutMs: 90_000 },
);

journey(
  'the camera platform and 工程视图 draw the sites at their coordinates on a map',
  async ({ page, baseUrl, screenshot }) => {
    await login(page, baseUrl, accounts.admin);
    await open(page, baseUrl, '/dataV/camera/map');
    await loadedPanels(page, 'screen-camera-map');
    const map = page.getByTestId('site-map');
    // Land outlines of real geography: long paths, China among them.
    const outline = (await map.locator('path.geo-map-land.is-home').getAttribute('d')) ?? '';
    expect(outline.split('L').length, 'points of the outline of China').toBeGreaterThan(500);
    const labels = map.locator('.geo-map-label');
    expect(await labels.count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => labels.allInnerTexts()).toContain(projects.binjiang.name);
    // West to east and south to north on screen as on the globe: Guangzhou's dot left of and below Hangzhou's.
    const dots = await map
      .locator('.geo-map-site circle')
      .evaluateAll((circles) => circles.map((circle) => [Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy'))]));
    const places = await labels.evaluateAll((elements) =>
      elements.map((element) => [Number(element.dataset.lng), Number(element.dataset.lat)]),
    );
    const west = places.findIndex(([lng]) => lng === Math.min(...places.map(([x]) => x!)));
    const north = places.findIndex(([, lat]) => lat === Math.max(...places.map(([, y]) => y!)));
    expect(dots[west]![0]).toBe(Math.min(...dots.map(([x]) => x!)));
    expect(dots[north]![1]).toBe(Math.min(...dots.map(([, y]) => y!)));
    const tiles = page.getByTestId('video-tile');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    const offline = page.locator('[data-testid=video-tile][data-status=offline]');
    for (const tile of await offline.all()) {
      expect(await tile.innerText()).toContain('设备离线');
      expect(await tile.locator('img').count()).toBe(0);
    }
    expect(await fileNameTiles(page)).toEqual([]);
    await screenshot('camera-home');

    await open(page, baseUrl, '/index/map');
    await page.locator('.map-canvas path.geo-map-land.is-home').waitFor();
    expect(await page.locator('.map-canvas .geo-map-label').count()).toBe(await page.locator('.map-legend .semi-list-item').count());
    await screenshot('index-map');
  },
  { ...big, timeoutMs: 90_000 },
);

journey(
  'a model the server cannot give is a message in the BIM panel, not a blank box',
  async ({ page, baseUrl, allowFailedResponses }) => {
    allowFailedResponses(/^404 GET \/static\/bim\//);
    await page.route('**/static/bim/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await login(page, baseUrl, accounts.admin);
    await open(page, baseUrl, '/dashboard/v2/bim');
    const viewer = page.getByTestId('bim-viewer');
    await expect.poll(() => viewer.getAttribute('data-status'), { timeout: 20_000 }).toBe('failed');
    expect(await viewer.getByRole('alert').innerText()).toBe('BIM模型无法加载\n服务器返回 404');
    expect(await page.getByTestId('bim-legend').count()).toBe(0);
  },
  big,
);
