// /tv/confinedSpace (content not in the spec; our choice): what a confined-space watch post reads. Each monitored
// space's fixed detector (O2 % vol, H2S ppm, CO ppm, combustible gas %LEL) against the alarm limits the answer
// carries, with the people inside; the day's work permits; who is inside and since when; one work-face camera.
// One call (getConfinedSpaceBoard) feeds the three panels: SWR asks once.
import type { Schemas } from '@smartsite/api';
import { OperationPanel } from '../../dashboards/shared/components/operation-panel';
import { VideoWallPanel } from '../../dashboards/shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { ScrollBoard, type Column } from '../../dashboards/shared/components/scroll-board';
import { statusTag } from '../../dashboards/shared/lib/columns';
import { tr } from '@/lib/i18n/phrases';

type Board = Schemas['ConfinedSpaceBoard'];
type Space = Schemas['ConfinedSpace'];
type Level = 'normal' | 'warning' | 'alarm';

const hourMinute = (iso: string) => iso.slice(11, 16);

interface GasReading {
  key: string;
  label: string;
  value: number;
  unit: string;
  limit: string;
  level: Level;
}

/** A toxic gas in ppm with one alarm limit (H2S, CO): normal below it. */
const toxicReading = (key: string, label: string, value: number, alarm: number): GasReading => ({
  key,
  label,
  value,
  unit: 'ppm',
  limit: `< ${alarm}`,
  level: value >= alarm ? 'alarm' : 'normal',
});

/** Each reading: its label, unit, the limit text and how the value stands against the thresholds. */
const gasReadings = (space: Space, limits: Board['thresholds']): GasReading[] => [
  {
    key: 'o2',
    label: tr('氧气'),
    value: space.o2,
    unit: '%VOL',
    limit: `${limits.o2Min}-${limits.o2Max}`,
    level: space.o2 < limits.o2Min || space.o2 > limits.o2Max ? 'alarm' : 'normal',
  },
  toxicReading('h2s', tr('硫化氢'), space.h2s, limits.h2sAlarm),
  toxicReading('co', tr('一氧化碳'), space.co, limits.coAlarm),
  {
    key: 'lel',
    label: tr('可燃气体'),
    value: space.lel,
    unit: '%LEL',
    limit: `${limits.lelWarning} / ${limits.lelAlarm}`,
    level: space.lel >= limits.lelAlarm ? 'alarm' : space.lel >= limits.lelWarning ? 'warning' : 'normal',
  },
];

const levelClass: Record<Level, string> = { normal: 'is-good', warning: 'is-warn', alarm: 'is-bad' };
const levelText = (level: Level) => ({ normal: tr('正常'), warning: tr('预警'), alarm: tr('报警') })[level];

function SpaceCard({ space, limits }: { space: Space; limits: Board['thresholds'] }) {
  return (
    <article className={`pd-space is-${space.status}`} data-testid={`confined-space-${space.id}`} aria-label={space.name}>
      <header>
        <strong>{space.name}</strong>
        <span className={`bs-tag ${levelClass[space.status]}`}>{levelText(space.status)}</span>
      </header>
      <p className="pd-space-meta">
        {space.location} · {tr('内有 {{count}} 人', { count: space.peopleInside })} · {hourMinute(space.updateTime)}
      </p>
      <dl className="pd-gases">
        {gasReadings(space, limits).map((gas) => (
          <div key={gas.key} className={`pd-gas ${gas.level === 'normal' ? '' : levelClass[gas.level]}`} data-level={gas.level}>
            <dt>{gas.label}</dt>
            <dd>
              <strong>{gas.value}</strong>
              <small>{gas.unit}</small>
            </dd>
            <dd className="pd-gas-limit">
              {tr('限值')} {gas.limit}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

const permitColumns: Column<Schemas['ConfinedSpacePermit']>[] = [
  { title: tr('许可证号'), value: (permit) => permit.permitNo, width: 1.5 },
  { title: tr('作业空间'), value: (permit) => permit.spaceName, width: 1.2 },
  { title: tr('有效时间'), value: (permit) => `${hourMinute(permit.validFrom)}-${hourMinute(permit.validTo)}`, width: 1.1 },
  { title: tr('负责人'), value: (permit) => permit.responsible, width: 0.8 },
  { title: tr('状态'), value: (permit) => statusTag(permit.status), width: 0.8 },
];

const entrantColumns: Column<Schemas['ConfinedSpaceEntrant']>[] = [
  { title: tr('姓名'), value: (person) => person.name },
  { title: tr('作业空间'), value: (person) => person.spaceName, width: 1.3 },
  { title: tr('进入时间'), value: (person) => hourMinute(person.entryTime), width: 0.8 },
];

export default function ConfinedSpace() {
  return (
    <ScreenGrid testId="screen-tv-confinedSpace">
      <ScreenColumn width={1.4}>
        <OperationPanel
          operation="getConfinedSpaceBoard"
          title={tr('有限空间气体监测')}
          grow={1.6}
          testId="panel-confined-spaces"
          isEmpty={(board) => board.spaces.length === 0}
          extra={(board) =>
            tr('报警 {{alarm}} · 预警 {{warning}}', {
              alarm: board.spaces.filter((space) => space.status === 'alarm').length,
              warning: board.spaces.filter((space) => space.status === 'warning').length,
            })
          }
        >
          {(board) => (
            <div className="pd-spaces">
              {board.spaces.map((space) => (
                <SpaceCard key={space.id} space={space} limits={board.thresholds} />
              ))}
            </div>
          )}
        </OperationPanel>
        <VideoWallPanel operation="listDashboardVideos" title={tr('作业面视频')} limit={1} />
      </ScreenColumn>
      <ScreenColumn>
        <OperationPanel operation="getConfinedSpaceBoard" title={tr('作业许可')} testId="panel-confined-permits">
          {(board) =>
            board.permits.length ? (
              <ScrollBoard rows={board.permits} columns={permitColumns} rowKey={(permit) => permit.permitNo} />
            ) : (
              <p className="bs-notice">{tr('今日无作业许可')}</p>
            )
          }
        </OperationPanel>
        <OperationPanel
          operation="getConfinedSpaceBoard"
          title={tr('有限空间内人员')}
          testId="panel-confined-people"
          extra={(board) => tr('共 {{count}} 人', { count: board.people.length })}
        >
          {(board) =>
            board.people.length ? (
              <ScrollBoard rows={board.people} columns={entrantColumns} rowKey={(person) => `${person.spaceId}-${person.name}`} />
            ) : (
              <p className="bs-notice">{tr('现在无人在有限空间内')}</p>
            )
          }
        </OperationPanel>
      </ScreenColumn>
    </ScreenGrid>
  );
}
