// The control page's drift card: off without hybrid mode, else who answered, what drifted and which screens read
// it; clearing it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DriftCard, type DriftState } from '@/mock-control/drift-card';

const report: DriftState = {
  enabled: true,
  upstream: 'http://backend.test',
  operations: [
    {
      operationId: 'getUserInfo',
      answers: { upstream: 3, mock: 0, replay: 0 },
      last: { answeredBy: 'upstream', status: 200, reason: null },
    },
    {
      operationId: 'getIndexShow',
      answers: { upstream: 0, mock: 2, replay: 0 },
      last: { answeredBy: 'mock', status: 200, reason: 'upstream-404' },
    },
  ],
  findings: [
    {
      operationId: 'getV2ProjectInfo',
      severity: 'breaks-client',
      impact: 'breaks-screen',
      screens: ['v2 项目概况', 'v2 智慧考勤'],
      pointer: '/data/name',
      expected: 'string',
      actual: 'undefined',
      count: 1,
    },
    {
      operationId: 'getUserInfo',
      severity: 'breaks-client',
      impact: 'breaks-clients',
      screens: [],
      pointer: '/data/tenantId',
      expected: 'integer',
      actual: '"1"',
      count: 3,
    },
  ],
  totals: { breaksScreen: 1, breaksClient: 2, differsFromDocument: 0 },
};

let answer: unknown;
const deletes: string[] = [];

beforeEach(() => {
  deletes.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') deletes.push(path);
      return new Response(JSON.stringify({ code: 200, msg: 'ok', success: true, data: answer }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderCard = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DriftCard />
    </SWRConfig>,
  );

describe('drift card', () => {
  it('says how to turn hybrid mode on when it is off', async () => {
    answer = {
      enabled: false,
      upstream: null,
      operations: [],
      findings: [],
      totals: { breaksScreen: 0, breaksClient: 0, differsFromDocument: 0 },
    };
    renderCard();
    expect(await screen.findByText(/混合模式未开启/)).toBeTruthy();
  });

  it('lists who answered each operation and the findings by severity, and clears them', async () => {
    answer = report;
    renderCard();
    expect(await screen.findByText('破坏页面 1 项，破坏客户端 2 项，与文档不符 0 项')).toBeTruthy();
    const mockRow = screen.getByText('getIndexShow').closest('tr') as HTMLElement;
    expect(within(mockRow).getByText('mock (upstream-404)')).toBeTruthy();
    expect(within(mockRow).getByText('0 / 2 / 0')).toBeTruthy();
    const finding = screen.getByText('/data/tenantId').closest('tr') as HTMLElement;
    expect(within(finding).getByText('breaks-clients')).toBeTruthy();
    expect(within(finding).getByText('无页面读取')).toBeTruthy();
    expect(within(finding).getByText('"1"')).toBeTruthy();
    const read = screen.getByText('/data/name').closest('tr') as HTMLElement;
    expect(within(read).getByText('breaks-screen')).toBeTruthy();
    expect(within(read).getByText('v2 项目概况、v2 智慧考勤')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(deletes).toEqual(['/__mock/drift']);
  });
});
