// Hybrid mode's live drift report on the control page: who answered each operation (upstream, mock, replay)
// and the findings of the contract judge with the screens reading each drifting field, those that break a screen
// first. Read from /__mock/drift every 2 s.
import { Button, Card, Table, Tag, Typography } from '@douyinfe/semi-ui-19';
import useSWR from 'swr';
import { control } from './control-api';

const { Text } = Typography;

const DRIFT_PATH = '/__mock/drift';

export interface DriftState {
  enabled: boolean;
  upstream: string | null;
  operations: {
    operationId: string;
    answers: { upstream: number; mock: number; replay: number };
    last: { answeredBy: 'upstream' | 'mock' | 'replay'; status: number; reason: string | null };
  }[];
  findings: {
    operationId: string;
    severity: 'breaks-client' | 'differs-from-document';
    impact: 'breaks-screen' | 'breaks-clients' | 'differs-from-document';
    /** The screens reading the field (contract-tests/usage/frontend.json); empty when none does, null when not recorded. */
    screens: string[] | null;
    pointer: string;
    expected: string;
    actual: string;
    count: number;
  }[];
  totals: { breaksScreen: number; breaksClient: number; differsFromDocument: number };
}

const IMPACT_COLOUR = { 'breaks-screen': 'red', 'breaks-clients': 'amber', 'differs-from-document': 'orange' } as const;

const ANSWERED_BY_COLOUR = { upstream: 'green', mock: 'blue', replay: 'purple' } as const;

export function DriftCard() {
  const { data, mutate } = useSWR(DRIFT_PATH, () => control<DriftState>('GET', DRIFT_PATH), { refreshInterval: 2000 });
  if (!data?.enabled)
    return (
      <Card title="契约偏差 Drift" className="mc-card mc-wide">
        <Text type="tertiary">混合模式未开启：以 MOCK_UPSTREAM=https://backend npm start 启动，转发到真实后端并核对其回答。</Text>
      </Card>
    );
  const clear = () => void control('DELETE', DRIFT_PATH).then(() => mutate());
  return (
    <Card
      title="契约偏差 Drift"
      className="mc-card mc-wide"
      headerExtraContent={
        <div className="mc-row">
          <Text type="tertiary">上游 {data.upstream ?? '无（仅回放）'}</Text>
          <Button size="small" onClick={() => window.open(DRIFT_PATH, '_blank')}>
            报告页
          </Button>
          <Button size="small" type="danger" onClick={clear}>
            清空
          </Button>
        </div>
      }
    >
      <Text>
        破坏页面 {data.totals.breaksScreen} 项，破坏客户端 {data.totals.breaksClient} 项，与文档不符 {data.totals.differsFromDocument} 项
      </Text>
      <Table
        size="small"
        pagination={false}
        rowKey="operationId"
        dataSource={data.operations}
        empty="还没有请求"
        columns={[
          { title: '操作 operationId', dataIndex: 'operationId' },
          {
            title: '最后回答者',
            dataIndex: 'last',
            render: (last: DriftState['operations'][number]['last']) => (
              <Tag color={ANSWERED_BY_COLOUR[last.answeredBy]}>
                {last.answeredBy}
                {last.reason ? ` (${last.reason})` : ''}
              </Tag>
            ),
          },
          {
            title: '上游 / mock / 回放',
            dataIndex: 'answers',
            render: (answers: DriftState['operations'][number]['answers']) => `${answers.upstream} / ${answers.mock} / ${answers.replay}`,
          },
        ]}
      />
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => `${row?.operationId}${row?.pointer}${row?.expected}`}
        dataSource={data.findings}
        empty="没有偏差"
        columns={[
          {
            title: '严重性',
            dataIndex: 'impact',
            width: 170,
            render: (impact: DriftState['findings'][number]['impact']) => <Tag color={IMPACT_COLOUR[impact]}>{impact}</Tag>,
          },
          { title: '操作', dataIndex: 'operationId' },
          {
            title: '读取的页面',
            dataIndex: 'screens',
            render: (screens: string[] | null, row: DriftState['findings'][number]) =>
              screens === null ? '未记录' : screens.join('、') || (row.impact === 'differs-from-document' ? '' : '无页面读取'),
          },
          { title: '位置', dataIndex: 'pointer', render: (pointer: string) => pointer || '（整个回答）' },
          { title: '期望', dataIndex: 'expected' },
          { title: '实际', dataIndex: 'actual' },
          { title: '次数', dataIndex: 'count', width: 70 },
        ]}
      />
    </Card>
  );
}
