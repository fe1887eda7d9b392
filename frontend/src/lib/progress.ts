// The top progress bar (spec 01 §9: speed 500, trickle 200, no spinner).
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { progressBar } from '@/config/constants';

// NProgress's own template gives its bar role="bar", which is no ARIA role: the bar is decoration (the page
// announces what loads), so it is hidden from assistive technology instead.
const template = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

NProgress.configure({
  speed: progressBar.speed,
  trickleSpeed: progressBar.trickleSpeed,
  showSpinner: progressBar.showSpinner,
  template,
  barSelector: '.bar',
});

export function startProgress(): void {
  NProgress.start();
}

export function stopProgress(): void {
  NProgress.done();
}
