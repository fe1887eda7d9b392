// Texts a site writes by hand must not read as generated: no sentence repeated on one screen, no 项目项目.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PROJECT, startApp } from './helpers';

const t = await startApp();
const token = await t.login(DEMO_ACCOUNTS.admin);

describe.each(Object.entries(PROJECT))('the texts of project %s', (_name, projectId) => {
  const body = { tenantId: 1, projectId, pageNo: 1, pageSize: 50 };

  it('the daily log of the last weeks is not one sentence with other numbers', async () => {
    const { list } = (await t.operation('listProductionDaily', body, { token })).body.data;
    expect(list.length).toBeGreaterThan(5);
    const wordings = new Set(list.map((row) => row.content.replace(/\d+/g, '#')));
    expect(wordings.size).toBeGreaterThanOrEqual(list.length * 0.8);
  });

  it('news repeat no title and no summary, and no title says 项目项目', async () => {
    const { list } = (await t.operation('listV2News', body, { token })).body.data;
    expect(list.length).toBeGreaterThan(1);
    expect(new Set(list.map((item) => item.title)).size).toBe(list.length);
    expect(new Set(list.map((item) => item.summary)).size).toBe(list.length);
    for (const item of list) expect(item.title).not.toContain('项目项目');
  });
});
