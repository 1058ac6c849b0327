/** Runs the judge bench alone: `node --import tsx bench/judge/run.ts`. */
import { runJudgeBench } from './suite.ts';

await runJudgeBench();
