// The message helpers' dialogs render inside the app (ModalHost of the app providers, also under StrictMode):
// their buttons are named 确定 / 取消 (OK / Cancel in English), for the project-switch confirm, a remove confirm
// and the alert, and no React root of their own is created. Dialogs of DraggableModal name their buttons the same way.
import { Modal } from '@douyinfe/semi-ui-19';
import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppProvider } from '@/app/provider';
import { DraggableModal } from '@/components/draggable-modal';
import { ProjectChangePanel } from '@/components/project-change-panel';
import { removeAfterConfirm } from '@/features/back-office/lib/remove';
import { i18n } from '@/lib/i18n';
import { alert, confirm } from '@/lib/notify';

const mocks = vi.hoisted(() => ({ switchProject: vi.fn() }));
vi.mock('@/lib/projects', () => ({
  useAuthorisedProjects: () => ({ data: [{ id: 2, name: '城西科创园二期' }], isLoading: false }),
  switchProject: mocks.switchProject,
}));

// The dialogs' modules load with the first dialog (lib/notify, components/modal-host). Loaded here first, so a find's
// one-second wait measures the app, not how long this host takes to transform Semi's modal on first use (over a
// second on a slow or loaded machine).
beforeAll(async () => {
  await Promise.all([import('@/lib/semi-notices'), import('@douyinfe/semi-ui-19/lib/es/modal/ConfirmModal')]);
});

let consoleError: MockInstance;
beforeEach(() => {
  vi.clearAllMocks();
  consoleError = vi.spyOn(console, 'error');
});
afterEach(async () => {
  consoleError.mockRestore();
  // The app reloads to change language (lib/i18n); the instance switches in place here.
  await act(() => i18n.changeLanguage('zh'));
});

/** The newest dialog (a closed one stays in jsdom: Semi removes it after its leave animation, which never ends). */
async function openDialog(): Promise<HTMLElement> {
  return (await screen.findAllByRole('dialog')).at(-1)!;
}

describe('confirm dialogs', () => {
  it('asks 确定切换到《…》吗? with buttons named 确定 and 取消; 取消 keeps the project, 确定 switches', async () => {
    render(
      <AppProvider>
        <ProjectChangePanel />
      </AppProvider>,
    );
    await userEvent.click(screen.getByText('城西科创园二期'));
    let dialog = await openDialog();
    expect(within(dialog).getByText('确定切换到《城西科创园二期》吗?')).toBeInTheDocument();
    expect(within(dialog).getByText('请确认')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(mocks.switchProject).not.toHaveBeenCalled();

    await userEvent.click(screen.getByText('城西科创园二期'));
    dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(mocks.switchProject).toHaveBeenCalledWith({ id: 2, name: '城西科创园二期' }));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders the remove confirm (温馨提示) in the app tree with 确定 / 取消', async () => {
    const imperative = vi.spyOn(Modal, 'warning');
    render(<AppProvider>{null}</AppProvider>);
    const remove = vi.fn().mockResolvedValue(undefined);
    let removed: Promise<boolean> = Promise.resolve(false);
    act(() => void (removed = removeAfterConfirm('人员2', remove)));
    const dialog = await openDialog();
    expect(within(dialog).getByText('温馨提示')).toBeInTheDocument();
    expect(within(dialog).getByText('确定删除「人员2」吗？')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await removed).toBe(true);
    expect(remove).toHaveBeenCalledOnce();
    // Shown by the app's hook host, not by Semi's imperative Modal.warning (a React root of its own).
    expect(imperative).not.toHaveBeenCalled();
    imperative.mockRestore();
  });

  it('names the buttons OK / Cancel when the language is English', async () => {
    render(<AppProvider>{null}</AppProvider>);
    await act(() => i18n.changeLanguage('en'));
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => void (answer = confirm('Switch?')));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await answer).toBe(false);
    expect(screen.queryByRole('button', { name: 'cancel' })).not.toBeInTheDocument();
  });

  it('stays open under StrictMode (development) until answered', async () => {
    render(
      <StrictMode>
        <AppProvider>
          <ProjectChangePanel />
        </AppProvider>
      </StrictMode>,
    );
    // StrictMode rehearses the unmount of every new component: Semi's portal then takes its node out of the body and
    // renders the dialog again into a new one. The rehearsal runs in a task of its own, so a dialog found before it
    // is gone after it: wait for it, then the dialog found must be the one that stays.
    const removeChild = vi.spyOn(document.body, 'removeChild');
    await userEvent.click(screen.getByText('城西科创园二期'));
    await waitFor(() =>
      expect(removeChild.mock.calls.some(([node]) => node instanceof Element && node.querySelector('[role="dialog"]'))).toBe(true),
    );
    removeChild.mockRestore();
    const dialog = await openDialog();
    expect(within(dialog).getByText('确定切换到《城西科创园二期》吗?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(mocks.switchProject).toHaveBeenCalledOnce());
  });

  it('names the alert button 确定', async () => {
    render(<AppProvider>{null}</AppProvider>);
    let closed: Promise<void> = Promise.resolve();
    act(() => void (closed = alert('已保存')));
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await closed;
  });
});

describe('DraggableModal', () => {
  it('names its footer buttons by their text (确定 / 取消), also when the caller passes button props', async () => {
    const onOk = vi.fn();
    render(
      <AppProvider>
        <DraggableModal visible title="修改密码" onOk={onOk} okButtonProps={{ disabled: false }}>
          body
        </DraggableModal>
      </AppProvider>,
    );
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledOnce();
  });
});
