// Live readings of the lifting equipment: tower cranes (listTowerCranes) and construction elevators
// (listElevators), one row per device.
import type { Schemas } from '@smartsite/api';
import { ScrollBoardPanel } from '../components/panels';
import type { Column } from '../components/scroll-board';
import { percent, shortTime } from '../lib/format';
import { tr } from '@/lib/i18n/phrases';

const online = (status: 'online' | 'offline') => (
  <span className={`bs-tag ${status === 'online' ? 'is-good' : ''}`}>{status === 'online' ? tr('在线') : tr('离线')}</span>
);

const craneColumns: Column<Schemas['TowerCrane']>[] = [
  { title: tr('设备'), value: (row) => row.name },
  { title: tr('状态'), value: (row) => online(row.status), width: 0.7 },
  { title: tr('载重'), value: (row) => `${row.loadTon}t`, width: 0.7 },
  { title: tr('力矩比'), value: (row) => percent(row.loadRatio), width: 0.8 },
  { title: tr('幅度'), value: (row) => `${row.radiusM}m`, width: 0.7 },
  { title: tr('高度'), value: (row) => `${row.heightM}m`, width: 0.7 },
  { title: tr('风速'), value: (row) => `${row.windSpeed}m/s`, width: 0.8 },
];

const elevatorColumns: Column<Schemas['Elevator']>[] = [
  { title: tr('设备'), value: (row) => row.name, width: 1.4 },
  { title: tr('状态'), value: (row) => online(row.status), width: 0.7 },
  { title: tr('楼层'), value: (row) => `${row.floor}F`, width: 0.6 },
  { title: tr('载重'), value: (row) => `${row.loadKg}kg`, width: 0.8 },
  { title: tr('人数'), value: (row) => row.people, width: 0.6 },
  { title: tr('更新'), value: (row) => shortTime(row.updateTime), width: 1.1 },
];

export function TowerCraneBoard({ grow }: { grow?: number }) {
  return <ScrollBoardPanel operation="listTowerCranes" title={tr('塔吊实时监测')} grow={grow} columns={craneColumns} />;
}

export function ElevatorBoard({ grow }: { grow?: number }) {
  return <ScrollBoardPanel operation="listElevators" title={tr('升降机实时监测')} grow={grow} columns={elevatorColumns} />;
}
