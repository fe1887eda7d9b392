// A 全景 tile's link opens a 360° viewer page (the issue: a 404 in JSON), which shows an equirectangular picture.
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { panoramaSphereUrl } from '../src/media/addresses';
import { startApp } from './helpers';

const t = await startApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });
const panoramas = await t.app.services.database.prisma.mediaLink.findMany({ where: { type: 'panorama' } });

describe('the panorama links', () => {
  it('open a viewer page that loads its script from this server (the CSP allows nothing inline)', async () => {
    expect(panoramas.length).toBeGreaterThanOrEqual(3);
    for (const { url } of panoramas) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<script src="/static/panorama/viewer.js"></script>');
      expect(page.body).not.toMatch(/<script>/);
    }
    const script = await get('/static/panorama/viewer.js');
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(script.body).toContain("replace(/\\.html$/, '-360.jpg')");
  });

  it('show a 2:1 picture whose left and right edges meet, as a 360° picture must', async () => {
    const reply = await get(panoramaSphereUrl(panoramas[0]!.url));
    expect(reply.statusCode).toBe(200);
    const picture = jpeg.decode(reply.rawPayload);
    expect([picture.width, picture.height]).toEqual([2048, 1024]);
    const column = (x: number) =>
      Array.from(
        { length: picture.height },
        (_, y) => picture.data[(y * picture.width + x) * 4]! + picture.data[(y * picture.width + x) * 4 + 1]!,
      );
    const distance = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
    const [left, right, middle] = [column(0), column(picture.width - 1), column(picture.width / 2)];
    expect(distance(left, right)).toBeLessThan(distance(left, middle) / 2);
  });

  it('are the only pages: another name under /static/panorama/ is the 404 envelope', async () => {
    for (const url of ['/static/panorama/p99-east.html', '/static/panorama/p1-north.html', '/static/panorama/index.html']) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 404, success: false });
    }
  });
});
