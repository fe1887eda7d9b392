// /dataV/environment (content not in the spec; our choice): dust and noise readings with the week's chart,
// environment warnings per day, and the weather.
import { ChartPanel } from '../../dashboards/shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { EnvironmentPanel } from '../../dashboards/shared/widgets/environment-panel';
import { WeatherPanel } from '../../dashboards/shared/widgets/weather-panel';
import { tr } from '@/lib/i18n/phrases';

export default function EnvironmentScreen() {
  return (
    <ScreenGrid testId="screen-dataV-environment">
      <ScreenColumn width={2}>
        <EnvironmentPanel grow={1.6} />
        <ChartPanel operation="getEnvironmentWarningChart" title={tr('环境告警')} kind="bar" />
      </ScreenColumn>
      <ScreenColumn>
        <WeatherPanel />
      </ScreenColumn>
    </ScreenGrid>
  );
}
