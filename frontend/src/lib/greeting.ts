// Welcome greeting by hour (docs/requirements/shell.md#greeting).
import { eveningGreeting, greetingBoundaries } from '@/config/constants';
import { t } from './i18n';

/** The locale key of the greeting for an hour 0-23. */
function greetingKey(hour: number): string {
  return greetingBoundaries.find((boundary) => hour < boundary.before)?.key ?? eveningGreeting;
}

export function greeting(date = new Date()): string {
  return t(`greeting.${greetingKey(date.getHours())}`);
}

/** The user menu's title: the greeting and the name, punctuated for the language (中午好，张三 / Good noon, Zhang). */
export function greetingLine(name: string, date = new Date()): string {
  return t('nav.greeting', { greeting: greeting(date), name });
}
