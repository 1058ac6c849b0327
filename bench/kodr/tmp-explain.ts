import pg from 'pg';
import { captureCases, chooseCases, explainCase } from './cases.ts';
const pool = new pg.Pool({
  connectionString: 'postgres://postgres@127.0.0.1:5432/kodr_bench_dev',
  max: 4,
});
const captured = await captureCases(pool, await chooseCases(pool));
for (const c of captured) {
  for (let i = 0; i < 3; i++) await explainCase(pool, c);
  const plans = await explainCase(pool, c);
  console.log(c.label, c.totalItems, c.isTotalCapped);
  plans.forEach((p, i) => console.log(`  ${i + 1}. ${p.ms.toFixed(2)} ms ${p.scans.join(', ')}`));
  if (process.argv[2])
    c.statements.forEach((s) => console.log('   ', s.text, JSON.stringify(s.params)));
}
await pool.end();
