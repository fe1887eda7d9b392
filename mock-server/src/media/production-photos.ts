// Production photos are named after the phase of the plan their title names, so the picture shows that work.
// Kept apart from the picture code: the seed imports it.
import type { SceneName } from './scenes';

/** Each phase's code in the address and the scenes its photos show. */
const PHASE_PHOTOS: Record<string, { code: string; scenes: readonly SceneName[] }> = {
  施工准备: { code: 'preparation', scenes: ['aerial', 'gateCamera'] },
  现场准备: { code: 'site', scenes: ['aerial', 'yardCamera'] },
  基础工程: { code: 'foundation', scenes: ['foundation', 'pitCamera'] },
  地下室结构: { code: 'basement', scenes: ['pitCamera', 'rebar'] },
  主体结构: { code: 'structure', scenes: ['concretePour', 'rebar', 'siteDay'] },
  砌体工程: { code: 'masonry', scenes: ['siteDay', 'siteDusk'] },
  机电安装: { code: 'mep', scenes: ['mep'] },
  幕墙工程: { code: 'curtain-wall', scenes: ['curtainWall'] },
  装饰装修: { code: 'finishing', scenes: ['curtainWall', 'renderDay'] },
  室外工程: { code: 'external', scenes: ['entrance', 'aerial'] },
  竣工验收: { code: 'acceptance', scenes: ['renderDay', 'entrance'] },
};
export const PHASE_SCENES = new Map(Object.values(PHASE_PHOTOS).map(({ code, scenes }) => [code, scenes]));

/** How many views of each phase there are: n in productionPhotoUrl goes from 1 to this. */
export const PRODUCTION_VIEWS = 24;

/** The address of a production photo of a phase of the plan (n picks one of several views). */
export function productionPhotoUrl(phase: string, n: number): string {
  return `/static/production/${PHASE_PHOTOS[phase]?.code ?? 'site'}-${n}.jpg`;
}

/** The tile-sized picture of a production photo (the picture server draws `-thumb` names at 320x180). */
export function productionThumbnailUrl(url: string): string {
  return url.replace(/\.jpg$/, '-thumb.jpg');
}

/** Every production photo and its tile the seed and the facts can name: each phase, each view. */
export const everyProductionPhotoUrl = (): string[] =>
  Object.keys(PHASE_PHOTOS).flatMap((phase) =>
    Array.from({ length: PRODUCTION_VIEWS }, (_, i) => productionPhotoUrl(phase, i + 1)).flatMap((url) => [
      url,
      productionThumbnailUrl(url),
    ]),
  );
