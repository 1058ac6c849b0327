/** The small upper-case label above a figure or an answer ("Your score", "Starts in"). */
export const OVERLINE = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';
