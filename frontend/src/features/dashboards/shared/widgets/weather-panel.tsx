// Site weather (getWeather): today's reading and the coming days.
import { KpiGrid } from '../components/kpi-grid';
import { OperationPanel } from '../components/operation-panel';
import { shortTime } from '../lib/format';
import { enumLabel } from '@/lib/i18n/enums';
import { tr } from '@/lib/i18n/phrases';

export function WeatherPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel
      operation="getWeather"
      title={tr('施工现场天气')}
      grow={grow}
      extra={(weather) => `${weather.city} · ${shortTime(weather.updateTime)}`}
    >
      {(weather) => (
        <>
          {/* The reading of the hour, marked with its city and hour: the walk checks every panel says the same then. */}
          <div style={{ display: 'contents' }} data-weather-city={weather.city} data-weather-time={weather.updateTime}>
            <KpiGrid
              compact
              items={[
                { label: enumLabel(weather.weather), value: weather.temperature, unit: '°C' },
                { label: tr('湿度'), value: weather.humidity, unit: '%' },
                { label: tr('空气质量'), value: weather.aqi, unit: 'AQI' },
                { label: tr('风力'), value: enumLabel(weather.wind) },
              ]}
            />
          </div>
          <ul className="bs-list">
            {weather.forecast.map((day) => (
              <li key={day.date}>
                <span>{day.date}</span>
                <span>{enumLabel(day.weather)}</span>
                <small>
                  {day.low}~{day.high}°C
                </small>
              </li>
            ))}
          </ul>
        </>
      )}
    </OperationPanel>
  );
}
