import { t as plural } from "./plural-DYc3P-kI.js";
import { useEffect, useState } from "react";
// src/features/whizz/hooks/use-server-now.ts
/**
* The server's "now" (ms), ticking every `intervalMs`: the device clock plus the measured
* offset, so a wrong device clock does not move a quiz's deadline.
*/
function useServerNow(offsetMs, intervalMs = 250) {
	const [now, setNow] = useState(() => Date.now() + offsetMs);
	useEffect(() => {
		const tick = () => setNow(Date.now() + offsetMs);
		tick();
		const id = window.setInterval(tick, intervalMs);
		return () => window.clearInterval(id);
	}, [offsetMs, intervalMs]);
	return now;
}
// src/features/whizz/lib/clock.ts
/**
* The quiz clocks follow the server, not the device: `offsetMs` is how far the server's clock
* is ahead of this device's, measured when an answer carrying `serverNow` arrived.
*/
function clockOffset(serverNow, receivedAt) {
	const server = Date.parse(serverNow);
	return Number.isNaN(server) ? 0 : server - receivedAt;
}
/** Whole seconds from `now` (server time, ms) until `target` (ISO), never below 0. */
function secondsUntil(target, now) {
	const t = Date.parse(target);
	if (Number.isNaN(t)) return 0;
	return Math.max(0, Math.ceil((t - now) / 1e3));
}
/** 3725 → "1:02:05", 75 → "01:15". */
function formatClock(seconds) {
	const s = Math.max(0, Math.floor(seconds));
	const h = Math.floor(s / 3600);
	const m = Math.floor(s % 3600 / 60);
	const sec = s % 60;
	const mm = String(m).padStart(2, "0");
	const ss = String(sec).padStart(2, "0");
	return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
/** A countdown to a start in words: "2d 4h 10m", "3h 05m 09s", "04m 09s". */
function formatCountdownLong(seconds) {
	const s = Math.max(0, Math.floor(seconds));
	const d = Math.floor(s / 86400);
	const h = Math.floor(s % 86400 / 3600);
	const m = Math.floor(s % 3600 / 60);
	const sec = s % 60;
	const p = (n) => String(n).padStart(2, "0");
	if (d > 0) return `${d}d ${h}h ${p(m)}m`;
	if (h > 0) return `${h}h ${p(m)}m ${p(sec)}s`;
	return `${p(m)}m ${p(sec)}s`;
}
/** Whole minutes in words: 1200 → "20 minutes", 4230 → "1 hour 10 minutes", 30 → "under a minute". */
function formatMinutesWords(seconds) {
	const total = Math.floor(Math.max(0, seconds) / 60);
	if (total === 0) return "under a minute";
	const h = Math.floor(total / 60);
	const m = total % 60;
	if (h === 0) return plural(m, "minute");
	return m === 0 ? plural(h, "hour") : `${plural(h, "hour")} ${plural(m, "minute")}`;
}
function clockLevel(secondsLeft, totalSeconds = Infinity) {
	if (secondsLeft <= 60) return "critical";
	if (secondsLeft <= Math.min(300, totalSeconds / 4)) return "warning";
	return "normal";
}
export { formatMinutesWords as a, formatCountdownLong as i, clockOffset as n, secondsUntil as o, formatClock as r, useServerNow as s, clockLevel as t };
