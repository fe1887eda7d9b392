// The control page's settings: scenario, demo clock, latency, reset. Each applies through its /__mock endpoint
// and then re-reads the state.
import { Button, Card, Input, InputNumber, Modal, Tag, Toast, Typography } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { namedFooterButtons } from '@/lib/modal-buttons';
import { ChoiceSelect } from './card-form';
import { control, type ControlState } from './control-api';

const { Text } = Typography;

type Props = { state: ControlState; onChange: () => void };

/** Runs a control call, reports its outcome and re-reads the state. */
async function apply(work: Promise<unknown>, done: string, onChange: () => void) {
  try {
    await work;
    Toast.success(done);
  } catch (error) {
    Toast.error((error as Error).message);
  } finally {
    onChange();
  }
}

/** 'slow:<ms>' and 'code:<n>' take a number. */
const PARAMETER_DEFAULTS: Record<string, number> = { 'slow:<ms>': 2000, 'code:<n>': 500 };

export function ScenarioCard({ state, onChange }: Props) {
  const [chosen, setChosen] = useState<string>(state.scenarios[0]?.name ?? '');
  const [parameter, setParameter] = useState<number>(PARAMETER_DEFAULTS[chosen] ?? 0);
  const template = chosen.includes('<');
  const name = template ? chosen.replace(/<[^>]+>/, String(parameter)) : chosen;
  const meaning = state.scenarios.find((s) => s.name === chosen)?.meaning ?? '';
  const choose = (value: string) => {
    setChosen(value);
    if (PARAMETER_DEFAULTS[value] !== undefined) setParameter(PARAMETER_DEFAULTS[value]);
  };
  return (
    <Card title="场景 Scenario" className="mc-card">
      <Text>
        当前：
        {state.scenario ? (
          <Tag color="orange" data-testid="scenario-in-force">
            {state.scenario}
          </Tag>
        ) : (
          <Tag color="green" data-testid="scenario-in-force">
            无（正常回答）
          </Tag>
        )}
      </Text>
      <div className="mc-row">
        <ChoiceSelect label="场景" width={240} value={chosen} onChange={choose} options={state.scenarios.map((s) => s.name)} />
        {template && (
          <InputNumber
            aria-label="场景参数"
            min={0}
            style={{ width: 110 }}
            value={parameter}
            onNumberChange={(value) => setParameter(Number(value))}
          />
        )}
        <Button theme="solid" onClick={() => void apply(control('PUT', '/__mock/scenario', { name }), `场景 ${name} 已生效`, onChange)}>
          应用
        </Button>
        <Button disabled={!state.scenario} onClick={() => void apply(control('DELETE', '/__mock/scenario'), '场景已清除', onChange)}>
          清除
        </Button>
      </div>
      <div className="mc-meaning">
        <Text type="tertiary">{meaning}</Text>
      </div>
    </Card>
  );
}

const CLOCK_MODES = { real: '实时', 'time-of-day': '每天从设定时刻起运行', frozen: '冻结' } as const;
const QUICK_TIMES = ['real', '09:00', '10:30', '15:00'];

export function ClockCard({ state, onChange }: Props) {
  const [value, setValue] = useState(state.clock.value);
  const set = (next: string) => void apply(control('PUT', '/__mock/clock', { value: next }), `演示时钟：${next}`, onChange);
  return (
    <Card title="演示时钟 Demo clock" className="mc-card">
      <Text>
        业务时间{' '}
        <Text strong data-testid="business-time">
          {state.clock.now.slice(0, 19).replace('T', ' ')}
        </Text>{' '}
        <Text type="tertiary">
          {state.clock.timeZone} · {CLOCK_MODES[state.clock.mode]}（{state.clock.value}）
        </Text>
      </Text>
      <div className="mc-row">
        <Input
          aria-label="演示时钟"
          style={{ width: 220 }}
          placeholder="real、HH:MM 或 ISO 时刻"
          value={value}
          onChange={setValue}
          onEnterPress={() => set(value)}
        />
        <Button theme="solid" onClick={() => set(value)}>
          应用
        </Button>
      </div>
      <div className="mc-row">
        {QUICK_TIMES.map((time) => (
          <Button key={time} size="small" onClick={() => (setValue(time), set(time))}>
            {time === 'real' ? '实时' : time}
          </Button>
        ))}
      </div>
      <div className="mc-meaning">
        <Text type="tertiary">HH:MM：今天从该时刻起随真实时间前进，任何时候演示都是进行中的工作日；ISO 时刻：冻结。</Text>
      </div>
    </Card>
  );
}

export function LatencyCard({ state, onChange }: Props) {
  const [ms, setMs] = useState(state.latencyMs);
  return (
    <Card title="延迟 Latency" className="mc-card">
      <Text>
        每个接口回答前的延迟：<Text strong>{state.latencyMs} ms</Text>
      </Text>
      <div className="mc-row">
        <InputNumber
          aria-label="延迟毫秒"
          min={0}
          max={60000}
          step={100}
          style={{ width: 140 }}
          value={ms}
          onNumberChange={(value) => setMs(Number(value))}
          suffix="ms"
        />
        <Button theme="solid" onClick={() => void apply(control('PUT', '/__mock/latency', { ms }), `延迟 ${ms} ms`, onChange)}>
          应用
        </Button>
      </div>
    </Card>
  );
}

const footer = namedFooterButtons('重置', '取消');

export function ResetCard({ onChange }: { onChange: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    await apply(control('POST', '/__mock/reset', { confirm: true }), '数据已重置并重新生成', onChange);
    setBusy(false);
    setConfirming(false);
  };
  return (
    <Card title="数据 Data" className="mc-card">
      <Text type="tertiary">删除所有数据（包括新建的用户、项目与修改），按种子重新生成；已登录的会话保持有效。</Text>
      <div className="mc-row">
        <Button type="danger" theme="solid" onClick={() => setConfirming(true)}>
          重置并重新生成
        </Button>
      </div>
      <Modal
        title="重置数据？"
        visible={confirming}
        onCancel={() => setConfirming(false)}
        onOk={() => void reset()}
        {...footer}
        okButtonProps={{ ...footer.okButtonProps, type: 'danger', loading: busy }}
      >
        所有改动都会丢失，数据库回到种子数据。
      </Modal>
    </Card>
  );
}
