// The worker thread that draws pictures (picture-renderer.ts): a 1280x720 scene takes 60-300 ms of CPU, which on
// the server's own thread held every API answer waiting behind it.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { renderPicture } from './pictures';

export interface PictureWorkerData {
  /** Above 0: this thread draws below the server's priority (the background lane). */
  niceness: number;
}

// Linux takes a thread's id where setpriority wants a process id, so only this thread is lowered; elsewhere (no
// /proc/thread-self) the worker keeps the process's priority.
const { niceness } = (workerData ?? { niceness: 0 }) as PictureWorkerData;
if (niceness > 0)
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), niceness);
  } catch {
    // Not Linux, or not allowed: this lane draws at the server's priority.
  }

export interface PictureRequest {
  id: number;
  seed: number;
  path: string;
}

export interface PictureAnswer {
  id: number;
  picture: { bytes: Uint8Array; type: 'image/jpeg' | 'image/png' } | null;
  error?: string;
}

parentPort?.on('message', ({ id, seed, path }: PictureRequest) => {
  try {
    const picture = renderPicture(seed, path);
    // A copy with its own memory, moved rather than copied again: the encoder's buffer may share Node's pool.
    const bytes = picture ? new Uint8Array(picture.body) : undefined;
    const answer: PictureAnswer = { id, picture: picture && bytes ? { bytes, type: picture.type } : null };
    parentPort!.postMessage(answer, bytes ? [bytes.buffer] : []);
  } catch (error) {
    parentPort!.postMessage({ id, picture: null, error: String(error) } satisfies PictureAnswer);
  }
});
