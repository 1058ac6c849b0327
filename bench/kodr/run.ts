/** `node --import tsx bench/kodr/run.ts`: the kodr registrations suite alone (see suite.ts). */
import { runKodrBench } from './suite.ts';

await runKodrBench();
