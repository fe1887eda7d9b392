// The top progress bar (docs/requirements/shell.md#progress-bar: speed 500, trickle 200, no spinner). NProgress and its style sheet are loaded
// when the bar first starts (progress-bar.ts), not with the app's entry; start and done keep their order.
import type { ProgressBar } from './progress-bar';
import { inNextTask } from './after-paint';

let bar: Promise<ProgressBar> | undefined;

export function startProgress(): void {
  // Loaded in a task of its own: the first start comes in the first render's effects, the load's longest task.
  bar ??= new Promise<void>((resolve) => inNextTask(resolve)).then(() => import('./progress-bar')).then((module) => module.progressBar);
  void bar.then((progress) => progress.start());
}

export function stopProgress(): void {
  // Nothing to stop before the bar ever started.
  void bar?.then((progress) => progress.done());
}
