// NProgress configured as the spec's top progress bar (docs/requirements/shell.md#progress-bar: speed 500, trickle 200, no spinner); used through
// progress.ts, which loads it on first use.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { progressBar as settings } from '@/config/constants';

// NProgress's own template gives its bar role="bar", which is no ARIA role: the bar is decoration (the page
// announces what loads), so it is hidden from assistive technology instead.
const template = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

NProgress.configure({
  speed: settings.speed,
  trickleSpeed: settings.trickleSpeed,
  showSpinner: settings.showSpinner,
  template,
  barSelector: '.bar',
});

export const progressBar = NProgress;
export type ProgressBar = typeof NProgress;
