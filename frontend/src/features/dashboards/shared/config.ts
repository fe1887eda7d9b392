// Constants of the big screens (docs/requirements/dashboards.md#dashboard-constants and our own choices where the spec shows none).
import { tr } from '@/lib/i18n/phrases';

/** Scroll and ranking boards: rows shown and the wait before moving on by one row (DataV defaults). */
export const boardRows = 5;
export const boardWaitMs = 2000;

/** Series colours after the theme's accent colour: chosen to stay readable on the dark background. */
export const chartColours = ['#00e4ff', '#ffc53d', '#73d13d', '#ff7a45', '#b37feb', '#ff85c0', '#5cdbd3'] as const;

/** Said beside a camera's picture: the mock and a backend without streams give a still picture, not video. */
export const streamUnavailable = tr('模拟画面');
