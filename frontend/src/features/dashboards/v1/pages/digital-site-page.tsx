// /dashboard/digitalSite: water and power use, weather, dust and noise, connected devices.
import { ChartPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid, ScreenRow } from '../../shared/components/screen-grid';
import { EnvironmentPanel } from '../../shared/widgets/environment-panel';
import { IotCountPanel } from '../../shared/widgets/iot-count-panel';
import { WeatherPanel } from '../../shared/widgets/weather-panel';
import { tr } from '@/lib/i18n/phrases';

export default function DigitalSitePage() {
  return (
    <ScreenGrid testId="screen-digitalSite">
      <ScreenColumn>
        <ChartPanel operation="getWaterChart" title={tr('用水量')} kind="bar" />
        <ChartPanel operation="getPowerChart" title={tr('用电量')} kind="bar" />
      </ScreenColumn>
      {/* Two columns: a third one held the weather alone and stood two thirds empty. */}
      <ScreenColumn width={2.4}>
        <EnvironmentPanel grow={1.4} />
        <ScreenRow>
          <IotCountPanel />
          <WeatherPanel />
        </ScreenRow>
      </ScreenColumn>
    </ScreenGrid>
  );
}
