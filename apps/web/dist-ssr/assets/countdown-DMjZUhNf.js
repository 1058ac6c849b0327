import { t as plural } from "./plural-DYc3P-kI.js";
// src/core/countdown.ts
/** A span in ms split into whole days, hours, minutes and seconds (never negative). */
function countdownParts(ms) {
	const total = Math.max(0, Math.floor(ms / 1e3));
	return {
		days: Math.floor(total / 86400),
		hours: Math.floor(total % 86400 / 3600),
		minutes: Math.floor(total % 3600 / 60),
		seconds: total % 60
	};
}
/** 120 → "2 hours", 90 → "1 hr 30 min", 45 → "45 minutes". */
function formatMinutes(minutes) {
	const h = Math.floor(minutes / 60);
	const m = minutes % 60;
	if (h === 0) return plural(m, "minute");
	if (m === 0) return plural(h, "hour");
	return `${h} hr ${m} min`;
}
export { formatMinutes as n, countdownParts as t };
