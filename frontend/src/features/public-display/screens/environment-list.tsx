// /environmentList (content not in the spec; our choice): the environment readings as a table, one row per day
// of the chart (every series a column), under the latest reading.
import { KpiGrid } from '../../dashboards/shared/components/kpi-grid';
import { OperationPanel } from '../../dashboards/shared/components/operation-panel';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { shortTime } from '../../dashboards/shared/lib/format';
import { environmentReadings } from '../../dashboards/shared/lib/kpi-fields';
import './environment-list.css';
import { tr } from '@/lib/i18n/phrases';
import { enumLabel } from '@/lib/i18n/enums';

export default function EnvironmentList() {
  return (
    <ScreenGrid testId="screen-environmentList">
      <ScreenColumn>
        <OperationPanel
          operation="getV2EnvironmentChart"
          body={{ days: 30 }}
          title={tr('环境监测数据（近30天）')}
          extra={(environment) => tr('最新 {{time}}', { time: shortTime(environment.latest.time) })}
          isEmpty={(environment) => environment.chart.categories.length === 0}
        >
          {({ latest, chart }) => (
            <>
              <KpiGrid compact items={environmentReadings(latest)} />
              <div className="bs-scroll">
                <table className="pd-table">
                  <thead>
                    <tr>
                      <th>{tr('日期')}</th>
                      {chart.series.map((series) => (
                        <th key={series.name}>{enumLabel(series.name)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {chart.categories
                      .map((day, index) => ({ day, index }))
                      .reverse()
                      .map(({ day, index }) => (
                        <tr key={day}>
                          <td>{day}</td>
                          {chart.series.map((series) => (
                            <td key={series.name}>{series.data[index]}</td>
                          ))}
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </OperationPanel>
      </ScreenColumn>
    </ScreenGrid>
  );
}
