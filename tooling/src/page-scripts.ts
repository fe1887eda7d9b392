// Scripts for a browser page under measurement, passed as text (this workspace compiles without the DOM's types).

/**
 * Run in the page before its scripts (Playwright's addInitScript): timers repeating every second or slower (the
 * boards and carousels moving on by a row, the header clock) never fire, so two loads of a screen show the same rows
 * and a board at rest costs the main thread next to nothing. Faster ones (animation frames of the BIM view) and
 * one-off timers (SWR's refreshes, a call's timeout) run as usual.
 */
export const HOLD_ROTATIONS = `{
  const setInterval = window.setInterval.bind(window);
  window.setInterval = (handler, timeout, ...rest) => ((timeout ?? 0) >= 1000 ? 0 : setInterval(handler, timeout, ...rest));
}`;
