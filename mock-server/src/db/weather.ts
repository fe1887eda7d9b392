// One weather per city and day, shared by every project in that city and every panel that shows it (the issue:
// at one minute the v1 panel said 中雨 14°C, a project next door another sky, the site sensor 16°C). A day has a
// condition, a low before dawn and a high in the early afternoon; the temperature at any minute lies on one curve
// between them, which the site's sensor readings and the weather panel's "now" both read.
import { Random } from './prng';
import { WEATHERS, WINDS } from './vocabulary';

/** Yearly mean and half its swing (°C) of the seeded cities; another city gets the Yangtze delta's. */
const CLIMATES: Record<string, { mean: number; swing: number }> = {
  杭州: { mean: 17, swing: 11 },
  上海: { mean: 16.5, swing: 10.5 },
  广州: { mean: 22.5, swing: 7 },
};
const DEFAULT_CLIMATE = CLIMATES['杭州']!;

export interface DayWeather {
  weather: (typeof WEATHERS)[number][0];
  high: number;
  low: number;
  humidity: number;
  wind: (typeof WINDS)[number];
  aqi: number;
}

/** The weather of a city on a day: its own stream, so forecasts and history agree. */
export function weatherOf(seed: number, city: string, day: string): DayWeather {
  const rng = new Random(seed, 'weather', city, day);
  const { mean, swing } = CLIMATES[city] ?? DEFAULT_CLIMATE;
  const month = Number(day.slice(5, 7));
  // Coldest in mid-January, warmest in mid-July.
  const seasonal = mean - swing * Math.cos(((month - 1) / 12) * 2 * Math.PI);
  const high = Math.round(seasonal + rng.float(2, 8));
  return {
    weather: rng.weighted(WEATHERS),
    high,
    low: high - rng.int(5, 10),
    humidity: rng.int(45, 92),
    wind: rng.pick(WINDS),
    aqi: rng.int(28, 140),
  };
}

const COLDEST = 5 * 60;
const WARMEST = 14 * 60;

/** The temperature (°C, one decimal) at a clock time 'HH:MM[:SS]' of a day: lowest at 05:00, highest at 14:00. */
export function temperatureAt({ high, low }: Pick<DayWeather, 'high' | 'low'>, time: string): number {
  const minute = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const eased = (t: number) => (1 - Math.cos(Math.PI * t)) / 2;
  const rising = minute >= COLDEST && minute <= WARMEST;
  const value = rising
    ? low + (high - low) * eased((minute - COLDEST) / (WARMEST - COLDEST))
    : high - (high - low) * eased(((((minute - WARMEST) % 1440) + 1440) % 1440) / (1440 - WARMEST + COLDEST));
  return Math.round(value * 10) / 10;
}
