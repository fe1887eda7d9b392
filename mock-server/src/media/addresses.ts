// The addresses under /static/ that the seed writes into its rows, made in one place: the seed and the facts
// call these, and the picture server draws exactly the names they can give (catalogue.ts), nothing else.
// Kept apart from the picture code: the seed imports it.

/** Portraits the workers share, camera posters the cameras share, news covers, alarm snapshots. */
export const WORKER_PORTRAITS = 12;
export const CAMERA_POSTERS = 6;
export const NEWS_COVERS = 6;
export const ALARM_SNAPSHOTS = 12;

export const projectCoverUrl = (index: number) => `/static/project/cover-${index + 1}.jpg`;

/** The photo of the project's w-th worker (0-based). */
export const workerPhotoUrl = (w: number) => `/static/avatar/worker-${(w % WORKER_PORTRAITS) + 1}.png`;

export const accountAvatarUrl = (username: string) => `/static/avatar/${username}.png`;

/** The poster of the project's c-th site camera (0-based). */
export const cameraPosterUrl = (c: number) => `/static/camera/poster-${(c % CAMERA_POSTERS) + 1}.jpg`;

export const AR_CAMERA_POSTER = '/static/camera/poster-ar.jpg';

/**
 * A site camera's poster (day or infrared) drawn at 1280x720 for a single-camera view, where the 640x360 one is
 * blown up past its pixels; the picture server answers it to a request for a poster wider than 640 (?w=).
 * Any other address is returned as it is.
 */
export const largePoster = (poster: string): string => poster.replace(/(camera\/poster-\d+(?:-ir)?)\.jpg$/, '$1-hd.jpg');

/** The covers of the two time-lapse videos (n = 1, 2). */
export const delayedVideoCoverUrl = (n: 1 | 2) => `/static/camera/delayed-${n}.jpg`;

/** A news item's cover (k counts through the covers). */
export const newsCoverUrl = (k: number) => `/static/news/${(k % NEWS_COVERS) + 1}.jpg`;

/** An AI alarm's snapshot, n from 1 to ALARM_SNAPSHOTS. */
export const alarmSnapshotUrl = (n: number) => `/static/ai/alarm-${n}.jpg`;

export interface ProjectMedia {
  type: string;
  name: string;
  url: string;
  cover: string;
}

/** The viewer page of a panorama (/static/panorama/p1-east.html) shows this equirectangular picture. */
export const panoramaSphereUrl = (pageUrl: string) => pageUrl.replace(/\.html$/, '-360.jpg');

/** The media centre of the project with this 0-based index: BIM models, panoramas, photos, renders, a video. */
export function projectMedia(index: number): ProjectMedia[] {
  const p = index + 1;
  const rows: [type: string, name: string, url: string, cover: string][] = [
    ['bim', '主体结构BIM模型', `/static/bim/p${p}/main.glb`, `/static/bim/p${p}/main.jpg`],
    ['bim', '机电管综BIM模型', `/static/bim/p${p}/mep.glb`, `/static/bim/p${p}/mep.jpg`],
    ['panorama', '项目全景（东）', `/static/panorama/p${p}-east.html`, `/static/panorama/p${p}-east.jpg`],
    ['panorama', '项目全景（西）', `/static/panorama/p${p}-west.html`, `/static/panorama/p${p}-west.jpg`],
    ['panorama', '项目全景（航拍）', `/static/panorama/p${p}-air.html`, `/static/panorama/p${p}-air.jpg`],
    ['photo', '项目航拍照片', `/static/photo/p${p}-air.jpg`, `/static/photo/p${p}-air-thumb.jpg`],
    ['photo', '样板展示区', `/static/photo/p${p}-sample.jpg`, `/static/photo/p${p}-sample-thumb.jpg`],
    ['render', '项目整体效果图', `/static/render/p${p}-overall.jpg`, `/static/render/p${p}-overall-thumb.jpg`],
    ['render', '夜景效果图', `/static/render/p${p}-night.jpg`, `/static/render/p${p}-night-thumb.jpg`],
    ['render', '入口效果图', `/static/render/p${p}-entrance.jpg`, `/static/render/p${p}-entrance-thumb.jpg`],
    ['video', '项目宣传片', `/static/video/p${p}-intro.mp4`, `/static/video/p${p}-intro.jpg`],
  ];
  return rows.map(([type, name, url, cover]) => ({ type, name, url, cover }));
}
