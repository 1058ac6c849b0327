// src/core/format-seconds.ts
/** A time taken, short: 0 → "0s", 75 → "1m 15s", 3725 → "1h 2m 5s" (Whizz results, staff and students). */
function formatSeconds(total) {
	const s = Math.max(0, Math.round(total));
	const h = Math.floor(s / 3600);
	const m = Math.floor(s % 3600 / 60);
	const sec = s % 60;
	if (h > 0) return `${h}h ${m}m ${sec}s`;
	if (m > 0) return `${m}m ${sec}s`;
	return `${sec}s`;
}
export { formatSeconds as t };
