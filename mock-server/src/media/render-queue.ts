// The queue in front of the picture workers. Each client (remote address) has its own line, and the line served
// longest ago goes next (a new one first), so a client asking for many pictures delays others by one picture, not by
// its backlog. A client's first few renders at a time are a page's pictures and go to the page worker; beyond
// that, its renders go to the background worker, which draws below the server's priority, so a flood neither takes
// the page worker nor the CPU the API answers need. A client may hold a bounded number of renders, the queue as a
// whole a bounded number, and a render whose requests all left is dropped before it starts. Each worker gets one
// job at a time: a job waiting here (not in a worker's message queue) can still be dropped or overtaken.
import { ApiError } from '../errors';

export type RenderLane = 'page' | 'background';

export interface QueueLimits {
  /** Renders of one client at a time that are a page's pictures (a browser asks for 6 at a time over HTTP/1.1). */
  pageShare: number;
  /** Renders one client may have queued or running; more is a 429. */
  perClient: number;
  /** Renders queued (not yet running) for all clients together; more is a 503. */
  queued: number;
  /** Retry-After of both answers, in seconds. */
  retryAfterSeconds: number;
}

/** Refused for now: answered with its status (429 or 503) and a Retry-After header. */
export class QueueBusy extends ApiError {
  constructor(
    status: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {
    super(status);
  }
}

/** What became of the jobs so far (tests read it). */
export interface QueueCounts {
  started: number;
  dropped: number;
  refused: number;
}

interface Job {
  client: string;
  lane: RenderLane;
  task: (lane: RenderLane) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

interface Line {
  jobs: Job[];
  /** Jobs of this client queued or running: the line lives as long as it holds any. */
  held: number;
  /** When this line was last served (0: not yet). */
  servedAt: number;
}

export class RenderQueue {
  private readonly lines = new Map<string, Line>();
  private readonly busy = new Set<RenderLane>();
  private turns = 0;
  private queued = 0;
  readonly counts: QueueCounts = { started: 0, dropped: 0, refused: 0 };

  constructor(private readonly limits: QueueLimits) {}

  /**
   * Runs `task` on the client's turn, on the lane its share gives. Rejects with QueueBusy when the client or the
   * queue is full, and with the signal's reason when the signal aborts before the task started (it then never runs).
   */
  run<T>(client: string, task: (lane: RenderLane) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const line = this.lines.get(client) ?? { jobs: [], held: 0, servedAt: 0 };
    const refusal = line.held >= this.limits.perClient ? 429 : this.queued >= this.limits.queued ? 503 : undefined;
    if (refusal) {
      this.counts.refused++;
      return Promise.reject(new QueueBusy(refusal, this.limits.retryAfterSeconds));
    }
    return new Promise<T>((resolve, reject) => {
      const lane = line.held < this.limits.pageShare ? 'page' : 'background';
      const job: Job = { client, lane, task, resolve: resolve as (value: unknown) => void, reject, signal, onAbort: () => this.drop(job) };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      line.jobs.push(job);
      line.held++;
      this.lines.set(client, line);
      this.queued++;
      this.next('page');
      this.next('background');
    });
  }

  /** Jobs waiting for their turn. */
  get waiting(): number {
    return this.queued;
  }

  /** Starts the lane's next job, from the line served longest ago that has one for this lane. */
  private next(lane: RenderLane): void {
    if (this.busy.has(lane)) return;
    let chosen: { line: Line; job: Job } | undefined;
    for (const line of this.lines.values()) {
      if (chosen && line.servedAt >= chosen.line.servedAt) continue;
      const job = line.jobs.find((candidate) => candidate.lane === lane);
      if (job) chosen = { line, job };
    }
    if (!chosen) return;
    const { line, job } = chosen;
    line.jobs.splice(line.jobs.indexOf(job), 1);
    line.servedAt = ++this.turns;
    this.queued--;
    this.busy.add(lane);
    this.counts.started++;
    job.signal?.removeEventListener('abort', job.onAbort);
    // A task that throws at once fails its job like one whose promise rejects.
    Promise.resolve(lane)
      .then(job.task)
      .then(job.resolve, job.reject)
      .finally(() => {
        this.busy.delete(lane);
        this.release(job.client);
        this.next(lane);
      });
  }

  private drop(job: Job): void {
    const jobs = this.lines.get(job.client)?.jobs;
    const at = jobs?.indexOf(job) ?? -1;
    if (!jobs || at < 0) return;
    jobs.splice(at, 1);
    this.queued--;
    this.counts.dropped++;
    this.release(job.client);
    job.reject(job.signal?.reason);
  }

  private release(client: string): void {
    const line = this.lines.get(client);
    if (line && --line.held === 0) this.lines.delete(client);
  }
}
