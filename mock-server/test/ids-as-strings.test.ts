// The ids-as-strings scenario: every id of an answer is a decimal string, and ids sent back as strings are read.
import { describe, expect, it } from 'vitest';
import { idsAsNumbers, idsAsStrings } from '../src/ids-as-strings';
import { DEMO_ACCOUNTS, PROJECT, startApp } from './helpers';

const t = await startApp();
const token = await t.login(DEMO_ACCOUNTS.admin);
const scenario = { 'x-mock-scenario': 'ids-as-strings' };

/** Every value under a key named like an id, anywhere in the value. */
function idValues(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => idValues(item, found));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (/^id$|Id$/.test(key)) found.push(child);
      else if (/Ids$/.test(key) && Array.isArray(child)) found.push(...(child as unknown[]));
      else idValues(child, found);
    }
  return found;
}

describe('ids-as-strings', () => {
  it('answers every id as a decimal string', async () => {
    for (const [url, body] of [
      ['/api/project/v3/authList', { tenantId: 1 }],
      ['/api/authUser/table', { tenantId: 1, pageNo: 1, pageSize: 20 }],
      ['/api/authUser/info', undefined],
    ] as const) {
      const plain = await t.call(url, body, { token });
      const strings = await t.call(url, body, { token, headers: scenario });
      expect(strings.status).toBe(200);
      const ids = idValues(strings.body.data);
      expect(ids.length, url).toBeGreaterThan(0);
      expect(
        ids.every((id) => typeof id === 'string' && /^\d+$/.test(id)),
        url,
      ).toBe(true);
      expect(ids).toEqual(idValues(plain.body.data).map(String));
    }
  });

  it('reads ids sent back as decimal strings, and only in the scenario', async () => {
    const body = { tenantId: '1', projectId: String(PROJECT.metro) };
    const info = await t.operation('getUserInfoV2', body, { token, headers: scenario });
    expect(info.status).toBe(200);
    expect(info.body.data.projectId).toBe(String(PROJECT.metro));
    expect((await t.operation('getUserInfoV2', body, { token })).body.msg).toBe('发出信息有误：body/tenantId must be integer');
    const huge = await t.operation('getProjectInfo', { tenantId: '1', id: '6751064696144350703' }, { token, headers: scenario });
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toBe('发出信息有误：body/id must be within ±9007199254740991');
  });
});

describe('the id conversions', () => {
  it('turn ids, id lists and nested ids into strings and back, and leave other fields alone', () => {
    const data = { id: 1, projectIds: [2, 3], count: 4, children: [{ id: 5, parentId: 1, name: '7' }], deviceId: 'CAM-1' };
    const strings = idsAsStrings(data);
    expect(strings).toEqual({
      id: '1',
      projectIds: ['2', '3'],
      count: 4,
      children: [{ id: '5', parentId: '1', name: '7' }],
      deviceId: 'CAM-1',
    });
    expect(idsAsNumbers(strings)).toEqual(data);
  });
});
