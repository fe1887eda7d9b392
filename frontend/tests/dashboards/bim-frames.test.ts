// The BIM viewer draws on demand: a frame per change, the damping after a drag at full rate, and the idle turn
// at a few frames a second, only once the model is shown, nobody holds it, and it is visible.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFrameScheduler,
  LONG_FRAME_MS,
  SLOW_TURN_FRAMES,
  TURN_DELAY_MS,
  TURN_FPS,
} from '@/features/dashboards/shared/bim/frame-scheduler';

const frameMs = 1000 / 60;

/** `turnFrameMs`: what a turn frame costs the main thread (read from the scheduler's clock). */
function scheduler({ turns = true, settleFrames = 0, turnFrameMs = 0 } = {}) {
  const frames: { seconds: number; turning: boolean }[] = [];
  let settling = settleFrames;
  let spent = 0;
  const frameScheduler = createFrameScheduler({
    turns,
    now: () => performance.now() + spent,
    draw(seconds, turning) {
      frames.push({ seconds, turning });
      if (turning) spent += turnFrameMs;
      return turning || settling-- > 0;
    },
  });
  return { frames, scheduler: frameScheduler };
}

describe('BIM frame scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('draws nothing until asked, and one frame for any number of changes within a frame', () => {
    const { frames, scheduler: s } = scheduler();
    vi.advanceTimersByTime(2000);
    expect(frames).toHaveLength(0);
    s.invalidate();
    s.invalidate();
    s.invalidate();
    vi.advanceTimersByTime(frameMs * 3);
    expect(frames).toHaveLength(1);
    s.dispose();
  });

  it('keeps drawing every frame while the picture settles after a drag, then stops', () => {
    const { frames, scheduler: s } = scheduler({ settleFrames: 10 });
    s.invalidate();
    vi.advanceTimersByTime(2000);
    expect(frames).toHaveLength(11);
    s.dispose();
  });

  it('turns the model at a few frames a second after a pause, not sixty', () => {
    const { frames, scheduler: s } = scheduler();
    s.modelShown();
    vi.advanceTimersByTime(TURN_DELAY_MS - 100);
    expect(frames.filter((f) => f.turning)).toHaveLength(0);
    frames.length = 0;
    vi.advanceTimersByTime(10_100);
    const turning = frames.filter((f) => f.turning);
    expect(turning.length).toBeGreaterThanOrEqual(TURN_FPS * 10 - 2);
    expect(turning.length).toBeLessThanOrEqual(TURN_FPS * 10 + 2);
    // The turn's speed follows the time between frames.
    const turned = turning.reduce((sum, f) => sum + f.seconds, 0);
    expect(turned).toBeGreaterThan(9.5);
    s.dispose();
  });

  it('stops turning while held, off screen or hidden, and resumes after a pause', () => {
    const { frames, scheduler: s } = scheduler();
    s.modelShown();
    vi.advanceTimersByTime(TURN_DELAY_MS + 1000);
    s.hold();
    frames.length = 0;
    vi.advanceTimersByTime(5000);
    expect(frames.filter((f) => f.turning)).toHaveLength(0);
    s.release();
    vi.advanceTimersByTime(TURN_DELAY_MS + 1000);
    expect(frames.filter((f) => f.turning).length).toBeGreaterThan(0);
    s.setVisible(false);
    frames.length = 0;
    vi.advanceTimersByTime(5000);
    expect(frames.filter((f) => f.turning)).toHaveLength(0);
    s.setVisible(true);
    vi.advanceTimersByTime(1000);
    expect(frames.filter((f) => f.turning).length).toBeGreaterThan(TURN_FPS / 2);
    s.dispose();
  });

  it('stops the turn for good where its frames block the main thread; a drag still draws', () => {
    const { frames, scheduler: s } = scheduler({ turnFrameMs: LONG_FRAME_MS + 30 });
    s.modelShown();
    vi.advanceTimersByTime(TURN_DELAY_MS + 5000);
    expect(frames.filter((f) => f.turning)).toHaveLength(SLOW_TURN_FRAMES);
    s.hold();
    s.release();
    vi.advanceTimersByTime(TURN_DELAY_MS + 5000);
    expect(frames.filter((f) => f.turning)).toHaveLength(SLOW_TURN_FRAMES);
    frames.length = 0;
    s.invalidate();
    vi.advanceTimersByTime(frameMs * 3);
    expect(frames).toEqual([expect.objectContaining({ turning: false })]);
    s.dispose();
  });

  it('keeps turning where a turn frame is quick', () => {
    const { frames, scheduler: s } = scheduler({ turnFrameMs: LONG_FRAME_MS - 10 });
    s.modelShown();
    vi.advanceTimersByTime(TURN_DELAY_MS + 5000);
    expect(frames.filter((f) => f.turning).length).toBeGreaterThan(TURN_FPS * 4);
    s.dispose();
  });

  it('never turns a model when turning is off (reduced motion)', () => {
    const { frames, scheduler: s } = scheduler({ turns: false });
    s.modelShown();
    vi.advanceTimersByTime(20_000);
    expect(frames).toHaveLength(1);
    expect(frames[0]!.turning).toBe(false);
    s.dispose();
  });
});
