// What a script starts (servers, a PostgreSQL cluster, nginx) is stopped when the script is stopped by a signal.
// Without a handler Node dies at once on SIGINT or SIGTERM and runs no `finally`: `timeout` ending `npm run bench`
// left the cluster running (pg_ctl starts it in a session of its own, so the signal never reaches it). Each thing
// started registers how to stop it and unregisters once stopped; the first signal stops what is registered, newest
// first, and exits with the signal's status; a second one exits at once.
import { constants } from 'node:os';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const running = new Set<() => unknown>();
let listening = false;

const exitNow = (signal: NodeJS.Signals) => process.exit(128 + constants.signals[signal]);

async function stopAllAndExit(signal: NodeJS.Signals): Promise<void> {
  for (const other of SIGNALS) {
    process.off(other, onSignal);
    process.once(other, exitNow);
  }
  console.error(`${signal}: stopping what this script started (${running.size})`);
  for (const stop of [...running].reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(`stopping after ${signal} failed: ${(error as Error).message}`);
    }
  }
  exitNow(signal);
}

function onSignal(signal: NodeJS.Signals): void {
  void stopAllAndExit(signal);
}

/** Registers how to stop something just started; the returned function unregisters it (call it once it is stopped). */
export function stopOnSignal(stop: () => unknown): () => void {
  if (!listening) {
    listening = true;
    for (const signal of SIGNALS) process.on(signal, onSignal);
  }
  running.add(stop);
  return () => {
    running.delete(stop);
  };
}
