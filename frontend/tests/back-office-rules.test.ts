// Form rules of the back office: required and checks per field, values as the server wants them, the server's
// 400 read back onto a field, modelShow labels, the organisation choices of a parent, and who may write.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@smartsite/api';
import { organisationOptions } from '@/features/back-office/api/options';
import {
  between,
  creditCode,
  mobile,
  mobileOrLandline,
  notBefore,
  password,
  pixelSize,
  username,
  webAddress,
} from '@/features/back-office/lib/checks';
import { modelShowList } from '@/features/back-office/lib/dashboard';
import { checkField, normaliseValues, type FieldSpec } from '@/features/back-office/lib/fields';
import { readRejection } from '@/features/back-office/lib/rejection';
import { ApiError } from '@/lib/api';

describe('checkField', () => {
  it('asks for a missing required value: 请输入 for text, 请选择 for choices', () => {
    expect(checkField({ field: 'name', label: '项目名称', required: true }, '  ', {})).toBe('请输入项目名称');
    expect(checkField({ field: 'orgId', label: '所属组织', kind: 'treeSelect', required: true }, undefined, {})).toBe('请选择所属组织');
    expect(checkField({ field: 'modelShow', label: '显示模块', kind: 'checkboxes', required: true }, [], {})).toBe('请选择显示模块');
  });

  it('skips the checks of an empty optional field and runs them, in order, on a value', () => {
    const phone: FieldSpec = { field: 'phone', label: '联系电话', checks: [mobileOrLandline, () => 'never reached when the first fails'] };
    expect(checkField(phone, '', {})).toBeUndefined();
    expect(checkField(phone, '12345', {})).toBe('请输入正确的手机号或固定电话');
    expect(checkField(phone, '0571-88886666', {})).toBe('never reached when the first fails');
  });
});

describe('checks', () => {
  it('use the docs/requirements/session.md#validators validators', () => {
    expect(mobile('13812345678', {})).toBeUndefined();
    expect(mobile('23812345678', {})).toBe('请输入正确的手机号');
    expect(mobileOrLandline('400-800-1234', {})).toBeUndefined();
    expect(username('zhang_san', {})).toBeUndefined();
    expect(username('ab', {})).toBe('用户名为3-32位字母、数字或下划线');
    expect(username('张三', {})).toBe('用户名为3-32位字母、数字或下划线');
    expect(password('12345', {})).toBe('密码长度为6 - 18个字符');
    expect(password('123456', {})).toBeUndefined();
    expect(password('1234567890123456789', {})).toBe('密码长度为6 - 18个字符');
  });

  it('follow the contract patterns: credit code, pixel size, link address, numeric range', () => {
    expect(creditCode('91330100MA2H3K7P5X', {})).toBeUndefined();
    expect(creditCode('91330100MA2H3K7P5I', {})).toBe('请输入18位统一社会信用代码（数字或大写字母）'); // I is not used
    expect(creditCode('91330100MA2H3K7P5', {})).toBeDefined();
    expect(pixelSize('32px', {})).toBeUndefined();
    expect(pixelSize('32', {})).toBe('请输入像素字号，如 32px');
    expect(webAddress('/static/logo.png', {})).toBeUndefined();
    expect(webAddress('https://cdn.example.com/logo.png', {})).toBeUndefined();
    expect(webAddress('//evil.example.com/logo.png', {})).toBe('请输入以 http(s):// 或 / 开头的地址');
    expect(between(-90, 90)(91, {})).toBe('请输入 -90 到 90 之间的数');
    expect(between(-90, 90)(-90, {})).toBeUndefined();
  });

  it('keep an end date from falling before the start date, whether the picker gave a Date or text', () => {
    const endDate = notBefore('startDate', '开工日期');
    expect(endDate('2026-01-01', { startDate: '2026-03-01' })).toBe('不能早于开工日期');
    expect(endDate(new Date(2026, 0, 1), { startDate: new Date(2026, 2, 1) })).toBe('不能早于开工日期');
    expect(endDate('2026-03-01', { startDate: '2026-03-01' })).toBeUndefined();
    expect(endDate('2026-01-01', {})).toBeUndefined();
  });
});

describe('normaliseValues', () => {
  const fields: FieldSpec[] = [
    { field: 'username', label: '用户名', lockedOnEdit: true },
    { field: 'password', label: '密码', kind: 'password', only: 'create' },
    { field: 'nickname', label: '昵称' },
    { field: 'post', label: '岗位' },
    { field: 'startDate', label: '开工日期', kind: 'date' },
    { field: 'projectIds', label: '授权项目', kind: 'multiSelect' },
    { field: 'sort', label: '排序', kind: 'number' },
  ];

  it('creates with trimmed text, passwords as typed, dates as YYYY-MM-DD and empty fields left out', () => {
    const values = {
      username: ' li_si ',
      password: ' pass word ',
      nickname: '李四',
      post: '',
      startDate: new Date(2026, 4, 7),
      projectIds: [],
      extra: 1,
    };
    expect(normaliseValues(fields, values, 'create')).toEqual({
      username: 'li_si',
      password: ' pass word ',
      nickname: '李四',
      startDate: '2026-05-07',
    });
  });

  it('edits without locked or create-only fields, sending emptied text and lists so the server clears them', () => {
    const values = { username: 'li_si', password: 'x', nickname: ' 李四 ', post: '', startDate: '2026-05-07', projectIds: [], sort: 0 };
    expect(normaliseValues(fields, values, 'edit')).toEqual({
      nickname: '李四',
      post: '',
      startDate: '2026-05-07',
      projectIds: [],
      sort: 0,
    });
  });
});

describe('readRejection', () => {
  it('reads the field and reason of a 400, and ignores every other failure', () => {
    expect(readRejection(new ApiError(400, '发出信息有误：body/phone 已被其他用户使用', 'POST /api/authUser/save'))).toEqual({
      message: '发出信息有误：body/phone 已被其他用户使用',
      field: 'phone',
      reason: '已被其他用户使用',
    });
    expect(readRejection(new ApiError(400, '发出信息有误：body/projectIds/0 must be integer', 'POST x'))).toMatchObject({
      field: 'projectIds',
      reason: 'must be integer',
    });
    expect(readRejection(new ApiError(400, '发出信息有误', 'POST x'))).toEqual({ message: '发出信息有误' });
    expect(readRejection(new ApiError(403, '用户得到授权，但是访问是被禁止的', 'POST x'))).toBeUndefined();
    expect(readRejection(new Error('boom'))).toBeUndefined();
  });
});

describe('dashboard modelShow and organisation choices', () => {
  it('edits modelShow as the known v2 tab labels', () => {
    expect(modelShowList('项目概况,智慧巡检,,旧模块,数字党建')).toEqual(['项目概况', '智慧巡检', '数字党建']);
    expect(modelShowList('')).toEqual([]);
  });

  it('never offers an organisation, or anything below it, as its own parent', () => {
    type Organisation = Schemas['Organisation'];
    const org = (id: number, name: string, children: Organisation[] = []): Organisation => ({
      id,
      name,
      parentId: null,
      tenantId: 1,
      children,
    });
    const tree = [org(1, '集团', [org(2, '华东分公司', [org(3, '杭州项目部')]), org(4, '华南分公司')])];
    const labels = (options: ReturnType<typeof organisationOptions>): string[] =>
      options.flatMap((option) => [option.label, ...labels(option.children ?? [])]);
    expect(labels(organisationOptions(tree))).toEqual(['集团', '华东分公司', '杭州项目部', '华南分公司']);
    expect(labels(organisationOptions(tree, 2))).toEqual(['集团', '华南分公司']);
  });
});
