// Writes (x-writes in openapi.yaml; docs/requirements/envelope.md#loading-overlay's debounce list) show one overlay while any of them is pending.
import { proxy } from 'valtio';

export const loadingOverlay = proxy({ pending: 0 });

export function beginOverlay(): void {
  loadingOverlay.pending += 1;
}

export function endOverlay(): void {
  loadingOverlay.pending = Math.max(0, loadingOverlay.pending - 1);
}
