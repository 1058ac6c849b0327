// src/features/whizz/lib/overline.ts
/** The small upper-case label above a figure or an answer ("Your score", "Starts in"). */
var OVERLINE = "text-xs font-semibold tracking-wide text-slate-500 uppercase";
export { OVERLINE as t };
