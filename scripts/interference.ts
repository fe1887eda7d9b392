// `node --import tsx scripts/interference.ts [--instances N] [--sqlite]`: issue 38's interference test against
// several mock instances behind nginx (round robin) on one PostgreSQL database, Debian's servers on loopback ports
// chosen at run time (as scripts/multi-instance.ts starts them). 8 parallel runs, each with writes, a scenario and a
// demo clock of its own: in their own workspaces (made through one instance, used through all) 0 findings and 0
// cross-talk, exit 1 otherwise; all in the default workspace, the interference printed. --sqlite: one instance on
// SQLite instead (the case scripts/test/interference.test.ts runs in-process).
import { parseArgs } from 'node:util';
import { formatInterference, interference } from './lib/interference';
import { startMock, freshDatabase, type RunningServer } from './bench/lib/servers';
import { startNginx, type Balancer } from './lib/nginx';
import { startPostgres, type PostgresServer } from './lib/postgres';

const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' }, sqlite: { type: 'boolean' } } });
const count = Number(values.instances);
if (!Number.isInteger(count) || count < 1 || count > 6) {
  console.error('--instances: 1 to 6');
  process.exit(2);
}

let postgres: PostgresServer | undefined;
let balancer: Balancer | undefined;
const instances: RunningServer[] = [];
let removeSqlite: (() => void) | undefined;
let failed = false;
try {
  let target: string;
  if (values.sqlite) {
    const database = await freshDatabase('interference');
    removeSqlite = database.remove;
    instances.push(await startMock({ name: 'interference-sqlite', databaseFile: database.file }));
    target = instances[0]!.baseUrl;
    console.log(`one instance on SQLite at ${target}`);
  } else {
    postgres = await startPostgres();
    const url = await postgres.createDatabase('smartsite');
    // The first starts alone (it creates and seeds the database), the others then join it.
    instances.push(await startMock({ name: 'interference-A', databaseFile: url, env: { DATABASE_POOL_SIZE: '5' } }));
    instances.push(
      ...(await Promise.all(
        Array.from({ length: count - 1 }, (_, i) =>
          startMock({ name: `interference-${String.fromCharCode(66 + i)}`, databaseFile: url, env: { DATABASE_POOL_SIZE: '5' } }),
        ),
      )),
    );
    balancer = await startNginx(instances.map((instance) => instance.baseUrl.replace('http://', '')));
    target = balancer.baseUrl;
    console.log(`${count} instances on PostgreSQL behind nginx at ${target}`);
  }
  const isolated = await interference(target, 'own workspaces');
  console.log(formatInterference(isolated));
  const shared = await interference(target, 'default workspace');
  console.log(formatInterference(shared));
  failed = isolated.crossTalk > 0 || isolated.findings.length > 0;
  if (failed) console.error('FAILED: runs in their own workspaces saw each other, or a call failed');
} catch (error) {
  failed = true;
  console.error((error as Error).message);
  console.error(balancer?.log() ?? '', postgres?.log() ?? '');
} finally {
  await balancer?.stop().catch(() => undefined);
  await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
  postgres?.stop();
  removeSqlite?.();
}
process.exit(failed ? 1 : 0);
