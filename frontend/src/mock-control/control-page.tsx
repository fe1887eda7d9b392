// The mock's control page (/__mock/): who can log in, the scenario, latency and demo clock in force, reset,
// the latest requests and, in hybrid mode, the drift of the upstream's answers. It reads /__mock/state every 2 s,
// so changes made elsewhere (curl) show too.
import { Button, Card, Input, LocaleProvider, Table, Tag, Toast, Typography } from '@douyinfe/semi-ui-19';
import zh_CN from '@douyinfe/semi-ui-19/lib/es/locale/source/zh_CN';
import useSWR from 'swr';
import { useState } from 'react';
import {
  control,
  ControlError,
  currentWorkspace,
  DEFAULT_WORKSPACE,
  loginAs,
  setControlToken,
  setWorkspace,
  STATE_PATH,
  type ControlState,
} from './control-api';
import { DriftCard } from './drift-card';
import { ClockCard, LatencyCard, ResetCard, ScenarioCard } from './settings-cards';
import { WorkspaceCard } from './workspace-card';
import './control-page.css';

const { Title, Text } = Typography;

const statusColour = (status: number) => (status < 300 ? 'green' : status < 500 ? 'orange' : 'red');

function AccountsCard({ state }: { state: ControlState }) {
  const login = (username: string, password: string) =>
    loginAs(username, password).catch((error: Error) => Toast.error(`登录失败：${error.message}`));
  return (
    <Card title="演示账号 Accounts" className="mc-card mc-wide">
      <Table
        size="small"
        pagination={false}
        rowKey="username"
        dataSource={state.accounts}
        columns={[
          { title: '用户名', dataIndex: 'username', width: 110, render: (name: string) => <Text strong>{name}</Text> },
          { title: '密码', dataIndex: 'password', width: 120, render: (password: string) => <Text code>{password}</Text> },
          { title: '身份', dataIndex: 'role' },
          {
            title: '',
            width: 150,
            render: (_: unknown, account: ControlState['accounts'][number]) => (
              <Button
                theme="solid"
                aria-label={`以 ${account.username} 登录前端`}
                onClick={() => void login(account.username, account.password)}
              >
                登录前端
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

function RequestsCard({ state }: { state: ControlState }) {
  return (
    <Card
      title="最近请求 Recent requests"
      className="mc-card mc-wide"
      headerExtraContent={<Text type="tertiary">最新在前，最多 50 条</Text>}
    >
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => `${row?.at}-${row?.operation}-${row?.ms}`}
        dataSource={state.requests}
        empty="还没有请求"
        columns={[
          {
            title: '时间',
            dataIndex: 'at',
            width: 100,
            render: (at: string) => new Date(at).toLocaleTimeString('zh-CN', { hour12: false }),
          },
          { title: '操作 operationId', dataIndex: 'operation' },
          { title: '状态', dataIndex: 'status', width: 80, render: (status: number) => <Tag color={statusColour(status)}>{status}</Tag> },
          { title: '耗时', dataIndex: 'ms', width: 90, render: (ms: number) => `${ms} ms` },
          { title: '场景', dataIndex: 'scenario', width: 180, render: (scenario: string | null) => scenario ?? '—' },
          ...(state.requests.some((request) => request.answeredBy)
            ? [{ title: '回答者', dataIndex: 'answeredBy', width: 100, render: (answeredBy?: string) => answeredBy ?? '—' }]
            : []),
        ]}
      />
    </Card>
  );
}

/** Off loopback the server refuses control calls without its token (printed in its log at start). */
function TokenCard({ message, onSaved }: { message: string; onSaved: () => void }) {
  const [token, setToken] = useState('');
  const save = () => {
    setControlToken(token);
    onSaved();
  };
  return (
    <Card title="需要控制令牌 Control token" className="mc-card">
      <Text type="danger">{message}</Text>
      <div className="mc-row">
        <Input aria-label="控制令牌" style={{ width: 360 }} mode="password" value={token} onChange={setToken} onEnterPress={save} />
        <Button theme="solid" onClick={save}>
          使用
        </Button>
      </div>
    </Card>
  );
}

export function ControlPage() {
  const [workspace, chooseWorkspace] = useState(currentWorkspace);
  // Keyed by the workspace: choosing another shows its state at once, never the previous one's.
  const {
    data: state,
    error,
    mutate,
  } = useSWR([STATE_PATH, workspace], () => control<ControlState>('GET', STATE_PATH), {
    refreshInterval: 2000,
  });
  const refresh = () => void mutate();
  const choose = (name: string) => {
    setWorkspace(name);
    chooseWorkspace(name);
  };
  return (
    <LocaleProvider locale={zh_CN}>
      <main className="mc-page">
        <header className="mc-header">
          <div>
            <Title heading={3}>Mock 控制台</Title>
            <Text type="tertiary">smartsite 模拟服务器：账号、场景、延迟、演示时钟、数据与最近请求</Text>
          </div>
          <Button onClick={() => window.open('/', '_blank')}>打开前端</Button>
        </header>
        {error instanceof ControlError && error.status === 403 ? (
          <TokenCard message={error.message} onSaved={refresh} />
        ) : (
          error &&
          !state && (
            <Card className="mc-card">
              无法读取 {STATE_PATH}：{(error as Error).message}
              {workspace !== DEFAULT_WORKSPACE && (
                <div className="mc-row">
                  <Button onClick={() => choose(DEFAULT_WORKSPACE)}>回到 default 工作区</Button>
                </div>
              )}
            </Card>
          )
        )}
        {state && !(error instanceof ControlError && error.status === 403) && (
          <div className="mc-grid">
            <WorkspaceCard state={state} workspace={workspace} onChoose={choose} onChange={refresh} />
            <AccountsCard state={state} />
            <ScenarioCard state={state} onChange={refresh} />
            <ClockCard state={state} onChange={refresh} />
            <LatencyCard state={state} onChange={refresh} />
            <ResetCard onChange={refresh} />
            <DriftCard />
            <RequestsCard state={state} />
          </div>
        )}
      </main>
    </LocaleProvider>
  );
}
