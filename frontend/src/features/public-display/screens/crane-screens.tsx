// The tower-crane display pages (content not in the spec; our choice):
// /towerCraneShow live readings, daily working hours and warnings; /crane/qunTaV2 the crane group plan with
// the readings; /towerCraneQunTaBim/:deviceId the group plan beside the BIM view, the crane of deviceId (its
// device number or id) standing out.
import { useParams } from 'react-router-dom';
import { OperationPanel } from '../../dashboards/shared/components/operation-panel';
import { ChartPanel, PiePanel } from '../../dashboards/shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { BimViewPanel } from '../../dashboards/shared/widgets/bim-view-panel';
import { TowerCraneBoard } from '../../dashboards/shared/widgets/device-boards';
import { CraneGroupView } from '../components/crane-group-view';

function CraneGroupPanel({ chosen, grow }: { chosen?: string; grow?: number }) {
  return (
    <OperationPanel
      operation="listTowerCranes"
      title="群塔平面（示意）"
      grow={grow}
      testId="panel-listTowerCranes-group"
      isEmpty={(cranes) => cranes.list.length === 0}
    >
      {(cranes) => <CraneGroupView cranes={cranes.list} chosen={chosen} />}
    </OperationPanel>
  );
}

export function TowerCraneShow() {
  return (
    <ScreenGrid testId="screen-towerCraneShow">
      <ScreenColumn width={1.6}>
        <TowerCraneBoard />
        <ChartPanel operation="getTowerCraneEfficiency" title="塔吊工效" kind="bar" />
      </ScreenColumn>
      <ScreenColumn>
        <PiePanel operation="getTowerCraneWarning" title="塔吊告警" />
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
        <PiePanel operation="getTowerCraneWarning" title="防碰撞与超限告警" />
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
        <TowerCraneBoard title={`塔吊 ${deviceId ?? ''}`} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
