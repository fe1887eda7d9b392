// When the BIM viewer draws. A frame on demand (a drag or zoom and the damping after it, a resize, the model
// arriving), and the idle turn at a few frames a second, only while the model is shown, on screen, in a visible
// tab, and nobody has touched it for a moment. Drawing sixty frames a second from mount kept a phone's main
// thread busy for the whole visit (seconds of blocked input on a dashboard that also draws charts).

/** Frames a second of the idle turn: the model turns a fraction of a degree a frame, so a few frames read as motion. */
export const TURN_FPS = 12;
/** The idle turn starts this long after the model appears and after the user lets go of it. */
export const TURN_DELAY_MS = 3000;
/** The longest step the turn takes in one frame (after a pause the model does not jump). */
const MAX_STEP_SECONDS = 0.25;
/**
 * A turn frame that takes longer than this blocks input (the main thread's long-task bound), and after
 * SLOW_TURN_FRAMES such frames the idle turn stops for good on this device: it is decoration, and a TV box or phone
 * without a fast GPU would spend the whole day blocked on it. Drags and zooms still draw.
 */
export const LONG_FRAME_MS = 50;
export const SLOW_TURN_FRAMES = 2;

export interface FrameSchedulerOptions {
  /**
   * Draws one frame. `seconds` since the frame before (for the turn's speed), `turning` whether the idle turn is
   * on; answers whether the picture is still settling (damping), which asks for the next frame at once.
   */
  draw(seconds: number, turning: boolean): boolean;
  /** Whether the model may turn by itself at all (the caller's wish and the visitor's reduced-motion setting). */
  turns: boolean;
  /** The clock a frame's cost is read from (performance.now; a test's own). */
  now?: () => number;
}

export interface FrameScheduler {
  /** Something changed the picture: draw it on the next animation frame. */
  invalidate(): void;
  /** The model is in the scene: draw it, and turn it after a pause. */
  modelShown(): void;
  /** The user took hold of the model (drag, pinch, wheel): the turn stops. */
  hold(): void;
  /** The user let go: the turn resumes after a pause. */
  release(): void;
  /** Whether the viewer is on screen (IntersectionObserver) and its tab visible. */
  setVisible(visible: boolean): void;
  dispose(): void;
}

export function createFrameScheduler({ draw, turns: turnsWished, now = () => performance.now() }: FrameSchedulerOptions): FrameScheduler {
  let turns = turnsWished;
  let slowTurnFrames = 0;
  let frame = 0;
  let turnTimer: ReturnType<typeof setInterval> | undefined;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  let lastDrawnAt = 0;
  let modelShown = false;
  let held = true;
  let visible = true;
  let turning = false;

  const drawFrame = (time: number) => {
    frame = 0;
    const seconds = lastDrawnAt ? Math.min((time - lastDrawnAt) / 1000, MAX_STEP_SECONDS) : 0;
    lastDrawnAt = time;
    const started = now();
    const settling = draw(seconds, turning);
    if (turning && now() - started > LONG_FRAME_MS && ++slowTurnFrames >= SLOW_TURN_FRAMES) {
      turns = false;
      updateTurn();
    }
    // While turning, the turn's timer paces the frames (settling is then the turn itself).
    if (settling && !turning) invalidate();
  };

  function invalidate() {
    if (!frame) frame = requestAnimationFrame(drawFrame);
  }

  const updateTurn = () => {
    const shouldTurn = turns && modelShown && !held && visible;
    if (shouldTurn === turning) return;
    turning = shouldTurn;
    if (turning) {
      lastDrawnAt = 0;
      turnTimer = setInterval(invalidate, 1000 / TURN_FPS);
    } else clearInterval(turnTimer);
  };

  const resumeLater = () => {
    clearTimeout(resumeTimer);
    resumeTimer = setTimeout(() => {
      held = false;
      updateTurn();
    }, TURN_DELAY_MS);
  };

  return {
    invalidate,
    modelShown() {
      modelShown = true;
      invalidate();
      resumeLater();
    },
    hold() {
      clearTimeout(resumeTimer);
      held = true;
      updateTurn();
    },
    release() {
      resumeLater();
    },
    setVisible(nowVisible) {
      visible = nowVisible;
      updateTurn();
      if (visible) invalidate();
    },
    dispose() {
      clearTimeout(resumeTimer);
      clearInterval(turnTimer);
      cancelAnimationFrame(frame);
    },
  };
}
