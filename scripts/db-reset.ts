// `npm run db:reset`: deletes the database (DATABASE_URL, default mock-server/data/smartsite.db; on
// PostgreSQL its tables), recreates its tables and seeds it again. SEED overrides the seed, SEED_DATE the
// seed date. Servers running on it must be stopped first (the control page's reset works while they run).
import { prepareDatabase, databaseUrl, redactUrl } from '@smartsite/mock-server/admin';

const started = performance.now();
const summary = (await prepareDatabase(process.env.DATABASE_URL, {
  recreate: true,
  ...(process.env.SEED ? { seed: Number(process.env.SEED) } : {}),
  ...(process.env.SEED_DATE ? { today: process.env.SEED_DATE } : {}),
}))!;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `reset ${redactUrl(databaseUrl())}: seed ${summary.seed}, date ${summary.today}, ${summary.projects} projects, ${summary.factDays} project-days of facts, in ${seconds} s`,
);
