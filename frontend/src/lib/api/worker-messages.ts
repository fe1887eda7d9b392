// What the page and the API worker say to each other (worker-transport.ts, transport.worker.ts).
import type { Outgoing } from './answer';

export type FromPage = { kind: 'send'; id: number; outgoing: Outgoing } | { kind: 'abort'; id: number };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'received'; id: number; status: number; headers: [string, string][]; answer: unknown }
  | { kind: 'failed'; id: number };
