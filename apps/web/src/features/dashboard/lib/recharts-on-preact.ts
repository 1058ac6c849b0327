import { setAutoFreeze } from 'immer';

// Recharts keeps each chart's state in a Redux Toolkit store, whose Immer freezes what it holds,
// the chart's React elements among them. Preact writes to an element while rendering it, so a
// frozen one crashes the chart: the store is left unfrozen (recharts never mutates it anyway).
setAutoFreeze(false);
