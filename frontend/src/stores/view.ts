// Re-rendering the current view (refresh tool, tab menu 重新加载): bumping the nonce remounts it.
import { proxy } from 'valtio';

export const viewState = proxy({ refreshNonce: 0 });

export function refreshView(): void {
  viewState.refreshNonce += 1;
}
