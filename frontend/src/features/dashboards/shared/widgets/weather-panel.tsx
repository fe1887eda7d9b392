// Site weather (getWeather): today's reading and the coming days.
import { KpiGrid } from '../components/kpi-grid';
import { OperationPanel } from '../components/operation-panel';
import { shortTime } from '../lib/format';

export function WeatherPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel
      operation="getWeather"
      title="施工现场天气"
      grow={grow}
      extra={(weather) => `${weather.city} · ${shortTime(weather.updateTime)}`}
    >
      {(weather) => (
        <>
          <KpiGrid
            compact
            items={[
              { label: weather.weather, value: weather.temperature, unit: '°C' },
              { label: '湿度', value: weather.humidity, unit: '%' },
              { label: '空气质量', value: weather.aqi, unit: 'AQI' },
              { label: '风力', value: weather.wind },
            ]}
          />
          <ul className="bs-list">
            {weather.forecast.map((day) => (
              <li key={day.date}>
                <span>{day.date}</span>
                <span>{day.weather}</span>
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
