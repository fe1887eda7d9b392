// `npm run db:reset`: deletes the database (DATABASE_URL, default mock-server/data/smartsite.db),
// recreates its tables and seeds it again. SEED overrides the seed, SEED_DATE the seed date.
import { createDatabase } from '../mock-server/src/db/ensure';
import { databaseFile } from '../mock-server/src/db/url';

const file = databaseFile();
const started = performance.now();
const summary = await createDatabase(file, {
  ...(process.env.SEED ? { seed: Number(process.env.SEED) } : {}),
  ...(process.env.SEED_DATE ? { today: process.env.SEED_DATE } : {}),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `reset ${file}: seed ${summary.seed}, date ${summary.today}, ${summary.projects} projects, ${summary.factDays} project-days of facts, in ${seconds} s`,
);
