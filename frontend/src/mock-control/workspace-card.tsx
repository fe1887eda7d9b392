// The control page's workspace card (issue 38): which workspace the page acts on, the list with age, size and
// last use, a new one from the seed, from another's current state or from a snapshot, snapshots and restore,
// delete, and "open the demo in it" (a login in that workspace, in its own tab).
import { Button, Card, Input, Modal, Table, Tag, Toast, Typography } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import useSWR from 'swr';
import { namedFooterButtons } from '@/lib/modal-buttons';
import { ChoiceSelect } from './card-form';
import {
  control,
  DEFAULT_WORKSPACE,
  loginAs,
  WORKSPACES_PATH,
  type ControlState,
  type Snapshot,
  type Workspace,
  type WorkspaceSource,
} from './control-api';

const { Text } = Typography;

/** The documented workspace name pattern; checked here so a typo is named before the server refuses it. */
const NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

function ago(at: string | null, now = Date.now()): string {
  if (at === null) return '—';
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  if (seconds < 60) return `${seconds} 秒前`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} 分钟前`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} 小时前`;
  return `${Math.floor(seconds / 86_400)} 天前`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The source select's value: 'seed', 'workspace:<name>' or 'snapshot:<snap>' (of the workspace in use). */
function sourceOf(value: string, workspace: string): WorkspaceSource {
  if (value.startsWith('workspace:')) return { workspace: value.slice('workspace:'.length) };
  if (value.startsWith('snapshot:')) return { workspace, snapshot: value.slice('snapshot:'.length) };
  return { seed: true };
}

async function run(work: Promise<unknown>, done: string): Promise<boolean> {
  try {
    await work;
    Toast.success(done);
    return true;
  } catch (error) {
    Toast.error((error as Error).message);
    return false;
  }
}

const footer = namedFooterButtons('确定', '取消');

/** What a confirm dialog asks before a delete or a restore, and what it then does. */
interface Confirming {
  title: string;
  text: string;
  action: () => Promise<void>;
}

type Props = { state: ControlState; workspace: string; onChoose: (name: string) => void; onChange: () => void };

export function WorkspaceCard({ state, workspace, onChoose, onChange }: Props) {
  const { data: workspaces = [], mutate } = useSWR(WORKSPACES_PATH, () => control<Workspace[]>('GET', WORKSPACES_PATH), {
    refreshInterval: 5000,
  });
  const snapshotsPath = `${WORKSPACES_PATH}/${workspace}/snapshots`;
  const { data: snapshots = [], mutate: mutateSnapshots } = useSWR(snapshotsPath, () => control<Snapshot[]>('GET', snapshotsPath));
  const [name, setName] = useState('');
  const [from, setFrom] = useState('seed');
  const [snapshotName, setSnapshotName] = useState('');
  const [account, setAccount] = useState(state.accounts[0]?.username ?? '');
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const refresh = () => {
    void mutate();
    void mutateSnapshots();
    onChange();
  };
  const create = async () => {
    if (!NAME_PATTERN.test(name)) return Toast.error(`名称 ${name || '（空）'} 不合规则：小写字母、数字与 -，1 到 40 个字符`);
    if (await run(control('POST', WORKSPACES_PATH, { name, from: sourceOf(from, workspace) }), `工作区 ${name} 已创建`)) {
      setName('');
      onChoose(name);
    }
    refresh();
  };
  const remove = async (target: string) => {
    await run(control('DELETE', `${WORKSPACES_PATH}/${target}`), `工作区 ${target} 已删除`);
    if (target === workspace) onChoose(DEFAULT_WORKSPACE);
    refresh();
  };
  const snapshot = async () => {
    if (!NAME_PATTERN.test(snapshotName)) return Toast.error(`快照名 ${snapshotName || '（空）'} 不合规则：小写字母、数字与 -`);
    if (await run(control('POST', snapshotsPath, { name: snapshotName }), `快照 ${snapshotName} 已保存`)) setSnapshotName('');
    refresh();
  };
  const restore = async (snap: string) => {
    await run(control('POST', `${WORKSPACES_PATH}/${workspace}/restore`, { snapshot: snap }), `工作区 ${workspace} 已恢复到 ${snap}`);
    refresh();
  };
  const removeSnapshot = async (snap: string) => {
    await run(control('DELETE', `${snapshotsPath}/${snap}`), `快照 ${snap} 已删除`);
    refresh();
  };
  const openDemo = () => {
    const chosen = state.accounts.find((a) => a.username === account);
    if (chosen) loginAs(chosen.username, chosen.password).catch((error: Error) => Toast.error(`登录失败：${error.message}`));
  };

  const sources = [
    { value: 'seed', label: '种子数据 seed' },
    ...workspaces.map((w) => ({ value: `workspace:${w.name}`, label: `工作区 ${w.name} 的当前状态` })),
    ...snapshots.map((s) => ({ value: `snapshot:${s.name}`, label: `快照 ${workspace}@${s.name}` })),
  ];

  return (
    <Card
      title="工作区 Workspaces"
      className="mc-card mc-wide"
      headerExtraContent={
        <Text>
          本页作用于{' '}
          <Tag color={workspace === DEFAULT_WORKSPACE ? 'grey' : 'blue'} data-testid="workspace-in-use">
            {workspace}
          </Tag>
        </Text>
      }
    >
      <Text type="tertiary">每个工作区的数据与各项设置互不影响；本页的设置与登录只作用于选中的工作区，default 是大家共用的那个。</Text>
      <Table
        size="small"
        pagination={false}
        rowKey="name"
        dataSource={workspaces}
        empty="没有工作区"
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            render: (value: string) => (value === workspace ? <Text strong>{value}（使用中）</Text> : value),
          },
          { title: '来源', dataIndex: 'source' },
          { title: '创建', dataIndex: 'createdAt', width: 110, render: (at: string | null) => ago(at) },
          { title: '大小', dataIndex: 'sizeBytes', width: 90, render: (bytes: number) => size(bytes) },
          { title: '最近使用', dataIndex: 'lastUsedAt', width: 110, render: (at: string | null) => ago(at) },
          {
            title: '',
            width: 170,
            render: (_: unknown, row: Workspace) => (
              <span className="mc-row mc-tight">
                <Button
                  size="small"
                  disabled={row.name === workspace}
                  aria-label={`使用工作区 ${row.name}`}
                  onClick={() => onChoose(row.name)}
                >
                  使用
                </Button>
                {row.name !== DEFAULT_WORKSPACE && (
                  <Button
                    size="small"
                    type="danger"
                    aria-label={`删除工作区 ${row.name}`}
                    onClick={() =>
                      setConfirming({ title: `删除工作区 ${row.name}？`, text: '它的数据与快照都会删除。', action: () => remove(row.name) })
                    }
                  >
                    删除
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
      <div className="mc-row">
        <Input aria-label="新工作区名称" placeholder="demo-acme" style={{ width: 180 }} value={name} onChange={setName} />
        <ChoiceSelect label="新工作区来源" width={260} value={from} onChange={setFrom} options={sources} />
        <Button theme="solid" onClick={() => void create()}>
          新建工作区
        </Button>
      </div>
      <div className="mc-row">
        <ChoiceSelect label="演示账号" width={180} value={account} onChange={setAccount} options={state.accounts.map((a) => a.username)} />
        <Button theme="solid" aria-label={`在工作区 ${workspace} 打开演示`} onClick={openDemo}>
          在此工作区打开演示
        </Button>
      </div>
      <div className="mc-row">
        <Input aria-label="快照名称" placeholder="before-demo" style={{ width: 180 }} value={snapshotName} onChange={setSnapshotName} />
        <Button onClick={() => void snapshot()}>保存快照</Button>
        {snapshots.map((s) => (
          <span key={s.name} className="mc-snapshot">
            <Tag>
              {s.name} · {ago(s.createdAt)}
            </Tag>
            <Button
              size="small"
              aria-label={`恢复到快照 ${s.name}`}
              onClick={() =>
                setConfirming({
                  title: `把 ${workspace} 恢复到 ${s.name}？`,
                  text: '快照之后的改动都会丢失。',
                  action: () => restore(s.name),
                })
              }
            >
              恢复
            </Button>
            <Button
              size="small"
              type="danger"
              theme="borderless"
              aria-label={`删除快照 ${s.name}`}
              onClick={() => void removeSnapshot(s.name)}
            >
              删除
            </Button>
          </span>
        ))}
      </div>
      <Modal
        title={confirming?.title}
        visible={confirming !== null}
        onCancel={() => setConfirming(null)}
        onOk={() => {
          const action = confirming?.action;
          setConfirming(null);
          void action?.();
        }}
        {...footer}
      >
        {confirming?.text}
      </Modal>
    </Card>
  );
}
