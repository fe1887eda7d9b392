// The spray action button (switchSprayer, a write): it sends the device and the opposite of its state, says
// what happened, and refreshes the devices and the log; a refusal is said and changes nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SprayerPanel } from '@/features/dashboards/v2/components/sprayer-panel';
import { refused, renderAt, stubApi, withSignedInScreen } from './fake-api';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ toast, confirm: vi.fn(), alert: vi.fn() }));

withSignedInScreen();

const sprayer = (status: 'on' | 'off') => ({
  id: 9,
  name: '1号喷淋',
  location: '材料堆场',
  status,
  mode: 'auto' as const,
  lastRunTime: null,
});

describe('spray action', () => {
  it('turns a sprayer on and shows the refreshed state', async () => {
    let state: 'on' | 'off' = 'off';
    const calls = stubApi({
      listSprayers: () => ({ list: [sprayer(state)] }),
      switchSprayer: (body) => {
        state = body.action;
        return sprayer(state);
      },
    });
    renderAt('/', <SprayerPanel />);
    const button = await screen.findByTestId('spray-action-9');
    expect(button).toHaveTextContent('开启喷淋');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('spray-action-9')).toHaveTextContent('关闭喷淋'));
    expect(calls.sentTo('switchSprayer')).toEqual([{ id: 9, action: 'on', tenantId: 1, projectId: 1 }]);
    expect(calls.sentTo('listSprayers')).toHaveLength(2);
    expect(toast).toHaveBeenCalledWith('success', '1号喷淋已开启');
    expect(within(screen.getByTestId('panel-listSprayers')).getByText('运行 1/1')).toBeInTheDocument();
  });

  it('says why when the server refuses, and leaves the button as it was', async () => {
    stubApi({
      listSprayers: { list: [sprayer('off')] },
      switchSprayer: refused(403, '模块授权已过期，禁止操作任何数据'),
    });
    renderAt('/', <SprayerPanel />);
    await userEvent.click(await screen.findByTestId('spray-action-9'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', '模块授权已过期，禁止操作任何数据'));
    expect(screen.getByTestId('spray-action-9')).toHaveTextContent('开启喷淋');
    expect(screen.getByTestId('spray-action-9')).toBeEnabled();
  });
});
