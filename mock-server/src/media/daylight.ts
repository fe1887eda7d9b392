// Daylight at the site: a camera marked LIVE must not show a sunny noon at 03:00 (the issue). Between dusk and
// dawn of the business day a site camera's poster is its infrared picture (the same view, monochrome, as CCTV
// cameras switch to after dark). Dawn and dusk follow the season at the seeded cities' latitude (about 30°N):
// sunrise 06:50 and sunset 17:00 in mid-winter, 05:10 and 19:00 in mid-summer.
import type { Schemas } from '@smartsite/api';
import { isoOf } from '../clock';

/** Minutes after midnight of sunrise and sunset in a month (1-12). */
function sunTimes(month: number): { rise: number; set: number } {
  const summer = Math.cos(((month - 7) / 12) * 2 * Math.PI);
  return { rise: 360 - 50 * summer, set: 1080 + 60 * summer };
}

/** Whether it is dark at a business-time ISO instant ('2026-11-27T03:00:00+08:00'). */
export function isDark(instant: string): boolean {
  const { rise, set } = sunTimes(Number(instant.slice(5, 7)));
  const minute = Number(instant.slice(11, 13)) * 60 + Number(instant.slice(14, 16));
  return minute < rise || minute >= set;
}

const SITE_POSTER = /^(\/static\/camera\/poster-\d+)\.jpg$/;

/** The infrared picture of a site camera's poster; any other address is returned as it is. */
export const infraredPoster = (poster: string): string => poster.replace(SITE_POSTER, '$1-ir.jpg');

/** The poster a camera shows at an instant: its infrared picture after dark. */
export const posterAt = (poster: string, instant: string): string => (isDark(instant) ? infraredPoster(poster) : poster);

/** A camera list as it looks at an instant: infrared posters after dark. */
export function camerasAt(cameras: Schemas['CameraList'], now: Date): Schemas['CameraList'] {
  const instant = isoOf(now);
  return { ...cameras, list: cameras.list.map((camera) => ({ ...camera, poster: posterAt(camera.poster, instant) })) };
}
