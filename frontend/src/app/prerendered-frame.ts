// index.html's prerendered sign-in frame (build-plugins/prerender-auth-frame.ts) lies over #root until the app has
// painted its first screen: the same frame on the sign-in pages, so taking it away changes nothing on screen.
import { useEffect } from 'react';
import { prerenderedFrameId } from '@/config/constants';

/** Removes the prerendered frame two frames after the first commit, when the app's own screen has been painted. */
export function useRemovePrerenderedFrame(): void {
  useEffect(() => {
    const frame = document.getElementById(prerenderedFrameId);
    if (!frame) return;
    requestAnimationFrame(() => requestAnimationFrame(() => frame.remove()));
  }, []);
}
