/** Runs the start-up and first-load bench alone: `node --import tsx bench/startup/run.ts`. */
import { runStartupBench } from './suite.ts';

await runStartupBench();
