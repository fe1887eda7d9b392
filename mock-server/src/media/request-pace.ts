// How fast one client (remote address) may ask for generated media: a bucket of requests per address that refills
// at a steady rate. A page asks for a few dozen pictures at once and stays far inside it; a client beyond it gets
// 429 with Retry-After, held back for as long as Retry-After says, so one that ignores Retry-After and asks again
// at once still gets one answer a second per connection and cannot keep the server's thread busy with answers.
import { LRUCache } from 'lru-cache';

export interface PaceLimits {
  /** Requests a client may make at once. */
  burst: number;
  /** Requests per second it gets back. */
  perSecond: number;
  /** How long an answer over the pace is held, and its Retry-After. */
  holdSeconds: number;
}

/** Addresses followed at once: past this the least recently seen are forgotten (their bucket was full anyway). */
const CLIENTS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

export class RequestPace {
  private readonly buckets = new LRUCache<string, Bucket>({ max: CLIENTS });

  constructor(
    private readonly limits: PaceLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one request from the client's bucket: false when it is empty (the request is over the pace). */
  admit(client: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.limits.burst, at: now };
    bucket.tokens = Math.min(this.limits.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limits.perSecond);
    bucket.at = now;
    const admitted = bucket.tokens >= 1;
    if (admitted) bucket.tokens--;
    this.buckets.set(client, bucket);
    return admitted;
  }

  get holdSeconds(): number {
    return this.limits.holdSeconds;
  }
}
