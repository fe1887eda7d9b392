// /dashboard/v2/project, 项目概况: project card and figures, labour, the BIM view, devices, the featured camera
// and sign-ins, environment, safety and news.
import { ChartPanel, KpiPanel, PiePanel, ScrollBoardPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid, ScreenRow } from '../../shared/components/screen-grid';
import { movementColumns } from '../../shared/lib/columns';
import { BimViewPanel } from '../../shared/widgets/bim-view-panel';
import { EnvironmentPanel } from '../../shared/widgets/environment-panel';
import { IotCountPanel } from '../../shared/widgets/iot-count-panel';
import { NewsBoardPanel } from '../components/news-panels';
import { ProjectInfoPanel, ProjectOverviewPanel } from '../components/project-panels';
import { VideoUrlPanel } from '../components/video-url-panel';
import { tr } from '@/lib/i18n/phrases';

export default function ProjectPage() {
  return (
    <ScreenGrid testId="screen-v2-project">
      <ScreenColumn>
        <ProjectInfoPanel grow={1.3} />
        <ProjectOverviewPanel grow={0.8} />
        <KpiPanel
          operation="getV2Labour"
          title={tr('今日劳务')}
          grow={0.6}
          fields={[
            { key: 'total', label: tr('在册'), unit: tr('人') },
            { key: 'present', label: tr('出勤'), unit: tr('人') },
            { key: 'attendanceRate', label: tr('出勤率'), unit: '%' },
          ]}
        />
        <ChartPanel operation="getV2LabourChart" title={tr('出勤趋势')} kind="area" />
      </ScreenColumn>
      <ScreenColumn width={1.9}>
        <BimViewPanel grow={2} />
        <ScreenRow>
          <IotCountPanel />
          <VideoUrlPanel />
          <ScrollBoardPanel operation="listV2SignRecords" title={tr('人员进出')} columns={movementColumns} grow={1.6} />
        </ScreenRow>
      </ScreenColumn>
      <ScreenColumn>
        <EnvironmentPanel grow={1.8} />
        <PiePanel operation="getV2SafetyChart" title={tr('安全隐患分布')} />
        <NewsBoardPanel />
      </ScreenColumn>
    </ScreenGrid>
  );
}
