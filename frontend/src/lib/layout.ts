// Which layout the shell shows (docs/requirements/shell.md#layouts): mobile below 992 px, float below 1600 px, else the chosen one.
import { floatMaxWidth, mobileMaxWidth } from '@/config/constants';
import type { EffectiveLayout, LayoutName } from '@/config/theme';

export function deviceForWidth(width: number): 'mobile' | 'desktop' {
  return width < mobileMaxWidth ? 'mobile' : 'desktop';
}

/** Mobile shows the vertical layout with a folding side bar. */
export function effectiveLayout(width: number, chosen: LayoutName): EffectiveLayout {
  if (width < mobileMaxWidth) return 'vertical';
  if (width < floatMaxWidth) return 'float';
  return chosen;
}
