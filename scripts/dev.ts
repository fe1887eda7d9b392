// `npm run dev`: the mock server on 11001 and Vite on 11000 (proxying to the mock, or to API_TARGET when set).
// Both are started by node path so the PIDs are the servers'; Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/run';

const children: ChildProcess[] = [];
const start = (args: string[], cwd: string, env: Record<string, string> = {}) => {
  const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    console.log(`${args.at(-1)} exited with ${code}`);
    stop();
  });
};
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = 0;
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const mockServer = join(ROOT, 'mock-server/src/server.ts');
if (process.env.API_TARGET) console.log(`Vite proxies to API_TARGET=${process.env.API_TARGET}; the mock server is not started.`);
else if (existsSync(mockServer)) start(['--import', 'tsx', mockServer], ROOT, { PORT: '11001' });
else console.warn('mock-server/src/server.ts does not exist yet: starting Vite alone (set API_TARGET to proxy elsewhere).');
start([join(ROOT, 'node_modules/vite/bin/vite.js')], join(ROOT, 'frontend'));
