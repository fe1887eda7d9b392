// The tower-crane display pages (content not in the spec; our choice):
// /towerCraneShow live readings, daily working hours and warnings; /crane/qunTaV2 the crane group plan with
// the readings; /towerCraneQunTaBim/:deviceId the group plan beside the BIM view, the crane of deviceId (its
// device number or id) standing out and its own readings below; a device the project does not have says so.
import { useParams } from 'react-router-dom';
import type { Schemas } from '@smartsite/api';
import { KpiGrid } from '../../dashboards/shared/components/kpi-grid';
import { OperationPanel } from '../../dashboards/shared/components/operation-panel';
import { ChartPanel, PiePanel } from '../../dashboards/shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { craneReadings } from '../../dashboards/shared/lib/kpi-fields';
import { BimViewPanel } from '../../dashboards/shared/widgets/bim-view-panel';
import { TowerCraneBoard } from '../../dashboards/shared/widgets/device-boards';
import { CraneGroupView } from '../components/crane-group-view';
import { tr } from '@/lib/i18n/phrases';

function CraneGroupPanel({ chosen, grow }: { chosen?: string; grow?: number }) {
  return (
    <OperationPanel
      operation="listTowerCranes"
      title={tr('群塔平面（示意）')}
      grow={grow}
      testId="panel-listTowerCranes-group"
      isEmpty={(cranes) => cranes.list.length === 0}
    >
      {(cranes) => <CraneGroupView cranes={cranes.list} isChosen={(crane) => isCrane(crane, chosen)} />}
    </OperationPanel>
  );
}

const isCrane = (crane: Schemas['TowerCrane'], device?: string) => crane.deviceNo === device || String(crane.id) === device;

/** The readings of the crane the route names. */
function ChosenCranePanel({ device }: { device?: string }) {
  return (
    <OperationPanel operation="listTowerCranes" title={tr('塔吊实时监测')} testId="panel-listTowerCranes-chosen">
      {(cranes) => {
        const crane = cranes.list.find((item) => isCrane(item, device));
        if (!crane)
          return (
            <p className="bs-notice" role="status">
              {tr('本项目没有编号为 {{device}} 的塔吊（有：{{cranes}}）', {
                device: device ?? '',
                cranes: cranes.list.map((item) => item.deviceNo).join(tr('、')) || tr('无'),
              })}
            </p>
          );
        return (
          <>
            <p className="bs-notice">
              {crane.name} · {crane.deviceNo} · {crane.status === 'online' ? tr('在线') : tr('离线')} · {tr('司机')} {crane.operator}
            </p>
            <KpiGrid compact items={craneReadings(crane)} />
          </>
        );
      }}
    </OperationPanel>
  );
}

export function TowerCraneShow() {
  return (
    <ScreenGrid testId="screen-towerCraneShow">
      <ScreenColumn width={1.6}>
        <TowerCraneBoard />
        <ChartPanel operation="getTowerCraneEfficiency" title={tr('塔吊工效')} kind="bar" />
      </ScreenColumn>
      <ScreenColumn>
        <PiePanel operation="getTowerCraneWarning" title={tr('塔吊告警')} />
      </ScreenColumn>
    </ScreenGrid>
  );
}

export function CraneGroup() {
  return (
    <ScreenGrid testId="screen-crane-qunTaV2">
      <ScreenColumn width={1.6}>
        <CraneGroupPanel grow={1.6} />
        <TowerCraneBoard />
      </ScreenColumn>
      <ScreenColumn>
        <PiePanel operation="getTowerCraneWarning" title={tr('防碰撞与超限告警')} />
      </ScreenColumn>
    </ScreenGrid>
  );
}

export function TowerCraneBim() {
  const { deviceId } = useParams();
  return (
    <ScreenGrid testId="screen-towerCraneQunTaBim">
      <ScreenColumn width={1.6}>
        <BimViewPanel />
      </ScreenColumn>
      <ScreenColumn>
        <CraneGroupPanel chosen={deviceId} />
        <ChosenCranePanel device={deviceId} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
