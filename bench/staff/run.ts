/** `node --import tsx bench/staff/run.ts`: the staff administration suite alone (see suite.ts). */
import { runStaffBench } from './suite.ts';

await runStaffBench();
