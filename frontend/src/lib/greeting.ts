// Welcome greeting by hour (docs/requirements/shell.md#greeting).
import { eveningGreeting, greetingBoundaries } from '@/config/constants';
import { businessNow, businessZone } from './business-clock';
import { t } from './i18n';
import { zonedParts } from './zoned-time';

/** The locale key of the greeting for an hour 0-23. */
function greetingKey(hour: number): string {
  return greetingBoundaries.find((boundary) => hour < boundary.before)?.key ?? eveningGreeting;
}

/** The greeting at an instant, by the hour of the business clock (the dashboards' time), not the browser's. */
export function greeting(instant: Date = businessNow()): string {
  return t(`greeting.${greetingKey(Number(zonedParts(instant, businessZone()).hour))}`);
}

/** The user menu's title: the greeting and the name, punctuated for the language (中午好，张三 / Good noon, Zhang). */
export function greetingLine(name: string, instant: Date = businessNow()): string {
  return t('nav.greeting', { greeting: greeting(instant), name });
}
