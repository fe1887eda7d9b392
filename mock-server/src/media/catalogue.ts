// The closed set of names under /static/ the seeded data can refer to, made with the same functions the seed and
// the facts use (addresses.ts, production-photos.ts) over the same reference data: the picture server draws these
// and answers 404 to any other name, so no client can make it draw an unbounded number of pictures.
import { ACCOUNTS, NOTICES, PROJECTS } from '../db/reference';
import {
  ALARM_SNAPSHOTS,
  AR_CAMERA_POSTER,
  CAMERA_POSTERS,
  NEWS_COVERS,
  WORKER_PORTRAITS,
  accountAvatarUrl,
  alarmSnapshotUrl,
  cameraPosterUrl,
  largePoster,
  delayedVideoCoverUrl,
  newsCoverUrl,
  panoramaSphereUrl,
  projectCoverUrl,
  projectMedia,
  workerPhotoUrl,
} from './addresses';
import { infraredPoster } from './daylight';
import { everyProductionPhotoUrl } from './production-photos';

const upTo = (count: number) => Array.from({ length: count }, (_, i) => i);

/** Every seeded address under /static/, without that prefix (about 650 names). */
export const SEEDED_NAMES: ReadonlySet<string> = new Set(
  [
    ...PROJECTS.flatMap((_, index) => [projectCoverUrl(index), ...projectMedia(index).flatMap(({ url, cover }) => [url, cover])]),
    ...PROJECTS.flatMap((_, index) => projectMedia(index).filter((media) => media.type === 'panorama')).map(({ url }) =>
      panoramaSphereUrl(url),
    ),
    ...upTo(WORKER_PORTRAITS).map(workerPhotoUrl),
    ...ACCOUNTS.map((account) => accountAvatarUrl(account.username)),
    ...upTo(CAMERA_POSTERS).map(cameraPosterUrl),
    ...upTo(CAMERA_POSTERS).map((c) => infraredPoster(cameraPosterUrl(c))),
    ...upTo(CAMERA_POSTERS).flatMap((c) => [largePoster(cameraPosterUrl(c)), largePoster(infraredPoster(cameraPosterUrl(c)))]),
    ...upTo(NEWS_COVERS).map(newsCoverUrl),
    AR_CAMERA_POSTER,
    delayedVideoCoverUrl(1),
    delayedVideoCoverUrl(2),
    ...upTo(ALARM_SNAPSHOTS).map((i) => alarmSnapshotUrl(i + 1)),
    ...everyProductionPhotoUrl(),
    ...NOTICES.map((notice) => notice.image),
  ].map((url) => url.replace(/^\/static\//, '')),
);
