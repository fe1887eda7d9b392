// The top progress bar (spec 01 §9: speed 500, trickle 200, no spinner).
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { progressBar } from '@/config/constants';

NProgress.configure({ speed: progressBar.speed, trickleSpeed: progressBar.trickleSpeed, showSpinner: progressBar.showSpinner });

export function startProgress(): void {
  NProgress.start();
}

export function stopProgress(): void {
  NProgress.done();
}
