// The render queue in front of the picture workers, driven by tasks the test finishes by hand (no clock): clients
// take turns, a client's renders beyond a page's share go to the background lane, each client holds a bounded
// share, the queue is bounded, and a render whose clients left never starts.
import { describe, expect, it } from 'vitest';
import { MediaLibrary } from '../src/media/library';
import type { Picture } from '../src/media/pictures';
import { QueueBusy, RenderQueue, type RenderLane } from '../src/media/render-queue';
import { RequestPace } from '../src/media/request-pace';
import { startApp } from './helpers';

/** Every render a page's (one lane, one at a time) unless a test says otherwise. */
const LIMITS = { pageShare: 3, perClient: 3, queued: 5, retryAfterSeconds: 2 };

/** A task that starts when the queue runs it and finishes when the test says so. */
function heldTasks() {
  const started: string[] = [];
  const lanes = new Map<string, RenderLane>();
  const finishers = new Map<string, () => void>();
  const task = (name: string) => (lane: RenderLane) => {
    started.push(name);
    lanes.set(name, lane);
    return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
  };
  /** Finishes a running task and lets the queue start the next. */
  const finish = async (name: string) => {
    finishers.get(name)!();
    await turn();
  };
  return { started, lanes, task, finish };
}

/** One turn of the event loop: what was started by promises has started. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Waits, turn by turn of the event loop, until the condition holds. */
async function until(condition: () => boolean) {
  while (!condition()) await turn();
}

const busy = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the render queue', () => {
  it('lets clients take turns: a newcomer waits for the running render only, not for the backlog', async () => {
    const queue = new RenderQueue({ ...LIMITS, pageShare: 10, perClient: 10, queued: 10 });
    const { started, task, finish } = heldTasks();
    const flood = ['f1', 'f2', 'f3', 'f4'].map((name) => queue.run('flood', task(name)));
    const page = queue.run('page', task('p1'));
    await turn();
    expect(started).toEqual(['f1']);
    await finish('f1');
    expect(started).toEqual(['f1', 'p1']);
    await finish('p1');
    expect(await page).toBe('p1');
    for (const name of ['f2', 'f3', 'f4']) await finish(name);
    expect(await Promise.all(flood)).toEqual(['f1', 'f2', 'f3', 'f4']);
  });

  it("sends a client's renders beyond a page's share to the background lane, which draws beside the page lane", async () => {
    const queue = new RenderQueue({ ...LIMITS, pageShare: 2, perClient: 6, queued: 10 });
    const { started, lanes, task, finish } = heldTasks();
    const flood = ['f1', 'f2', 'f3', 'f4', 'f5'].map((name) => queue.run('flood', task(name)));
    await turn();
    expect(started).toEqual(['f1', 'f3']);
    expect([lanes.get('f1'), lanes.get('f3')]).toEqual(['page', 'background']);
    // A page's picture waits only for the page lane's running render, never for the flood's background backlog.
    const page = queue.run('page', task('p1'));
    await finish('f1');
    expect(started).toEqual(['f1', 'f3', 'p1']);
    expect(lanes.get('p1')).toBe('page');
    for (const name of ['p1', 'f2', 'f3', 'f4', 'f5']) await finish(name);
    expect(await Promise.all([page, ...flood])).toEqual(['p1', 'f1', 'f2', 'f3', 'f4', 'f5']);
    expect([...lanes].filter(([, lane]) => lane === 'background').map(([name]) => name)).toEqual(['f3', 'f4', 'f5']);
  });

  it('refuses a client beyond its share (429) and anyone beyond the bound (503), with Retry-After', async () => {
    const queue = new RenderQueue(LIMITS);
    const { started, task, finish } = heldTasks();
    const held = ['a1', 'a2', 'a3'].map((name) => queue.run('a', task(name)));
    const overShare = await busy(queue.run('a', task('a4')));
    expect(overShare).toBeInstanceOf(QueueBusy);
    expect(overShare).toMatchObject({ status: 429, retryAfterSeconds: 2 });
    // a1 runs; a2, a3 and three of b wait: five queued, the bound.
    const others = ['b1', 'b2', 'b3'].map((name) => queue.run('b', task(name)));
    const overBound = await busy(queue.run('c', task('c1')));
    expect(overBound).toMatchObject({ status: 503, retryAfterSeconds: 2 });
    expect(queue.counts).toMatchObject({ refused: 2 });
    // Once its render is out, the client has room again.
    await finish('a1');
    const again = queue.run('a', task('a4'));
    for (const name of ['b1', 'a2', 'b2', 'a3', 'b3', 'a4']) await finish(name);
    expect(await Promise.all([...held, ...others, again])).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'a4']);
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4']);
  });

  it('never starts a render whose client left, and gives its place back', async () => {
    const queue = new RenderQueue(LIMITS);
    const { started, task, finish } = heldTasks();
    const first = queue.run('a', task('a1'));
    const leaving = new AbortController();
    const gone = busy(queue.run('a', task('a2'), leaving.signal));
    const kept = queue.run('a', task('a3'));
    leaving.abort();
    expect(await gone).toBe(leaving.signal.reason);
    expect(queue.counts.dropped).toBe(1);
    // a1 and a3 held: one more fits the share of 3.
    const more = queue.run('a', task('a4'));
    for (const name of ['a1', 'a3', 'a4']) await finish(name);
    expect(await Promise.all([first, kept, more])).toEqual(['a1', 'a3', 'a4']);
    expect(started).toEqual(['a1', 'a3', 'a4']);
    expect(queue.counts).toMatchObject({ started: 3, dropped: 1, refused: 0 });
  });
});

describe('the request pace', () => {
  it('admits a burst, then the refill rate, per client', () => {
    let now = 0;
    const pace = new RequestPace({ burst: 3, perSecond: 2, holdSeconds: 2 }, () => now);
    const admitted = (client: string, count: number) => Array.from({ length: count }, () => pace.admit(client)).filter(Boolean).length;
    expect(admitted('a', 5)).toBe(3);
    expect(admitted('b', 1)).toBe(1);
    now += 1000;
    expect(admitted('a', 5)).toBe(2);
    // A long pause refills to the burst, not beyond.
    now += 60_000;
    expect(admitted('a', 5)).toBe(3);
    expect(pace.holdSeconds).toBe(2);
  });
});

const t = await startApp();

describe('the media library', () => {
  /** A renderer that draws nothing until told, and counts what it was asked to draw. */
  function heldRenderer() {
    const asked: string[] = [];
    const finishers: (() => void)[] = [];
    const picture: Picture = { body: Buffer.from('picture'), type: 'image/jpeg' };
    const renderer = {
      render: (_seed: number, path: string) => {
        asked.push(path);
        return new Promise<Picture>((resolve) => finishers.push(() => resolve(picture)));
      },
      close: () => Promise.resolve(),
    };
    const finishAll = async () => {
      while (finishers.length) {
        finishers.shift()!();
        await turn();
      }
    };
    return { renderer, asked, finishAll };
  }

  it('draws a picture once for all who ask, and not at all when everyone who asked left', async () => {
    const { renderer, asked, finishAll } = heldRenderer();
    const library = new MediaLibrary(t.app.services.database.prisma, () => '2026-11-27', {
      renderers: { page: renderer, background: renderer },
      limits: LIMITS,
    });
    const [left1, left2, stays] = [new AbortController(), new AbortController(), new AbortController()];
    const running = library.file('news/1.jpg', { address: 'a' });
    await until(() => asked.length === 1);
    // Two clients wait for news/2.jpg and both leave; one of two waiting for news/3.jpg leaves.
    const dropped = [
      library.file('news/2.jpg', { address: 'a', signal: left1.signal }),
      library.file('news/2.jpg', { address: 'b', signal: left2.signal }),
    ].map(busy);
    const shared = [
      library.file('news/3.jpg', { address: 'b', signal: left1.signal }),
      library.file('news/3.jpg', { address: 'c', signal: stays.signal }),
    ];
    await until(() => library.queue.waiting === 2);
    left1.abort();
    left2.abort();
    await finishAll();
    expect(await running).toMatchObject({ type: 'image/jpeg' });
    for (const file of dropped) expect(await file).toMatchObject({ name: 'AbortError' });
    await expect(shared[0]).resolves.toMatchObject({ type: 'image/jpeg' });
    expect(await shared[1]).toMatchObject({ type: 'image/jpeg' });
    expect(asked).toEqual(['news/1.jpg', 'news/3.jpg']);
    expect(library.queue.counts).toMatchObject({ started: 2, dropped: 1 });
    // Drawn once, then from the cache.
    expect(await library.file('news/3.jpg', { address: 'd' })).toMatchObject({ type: 'image/jpeg' });
    expect(asked).toHaveLength(2);
    expect(await library.file('news/7.jpg', { address: 'd' })).toBeNull();
  });
});
