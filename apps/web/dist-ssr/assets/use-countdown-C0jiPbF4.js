import { useCallback, useEffect, useState } from "react";
// src/core/hooks/use-countdown.ts
/**
* A seconds countdown driven by an end time rather than by counting ticks, so a throttled
* background tab still shows the right number when it wakes up.
*/
function useCountdown() {
	const [endsAt, setEndsAt] = useState(null);
	const [now, setNow] = useState(0);
	useEffect(() => {
		if (endsAt === null) return;
		const id = window.setInterval(() => {
			const current = Date.now();
			setNow(current);
			if (current >= endsAt) window.clearInterval(id);
		}, 250);
		return () => window.clearInterval(id);
	}, [endsAt]);
	const start = useCallback((seconds) => {
		const current = Date.now();
		setNow(current);
		setEndsAt(current + Math.max(0, seconds) * 1e3);
	}, []);
	const reset = useCallback(() => setEndsAt(null), []);
	const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1e3));
	return {
		secondsLeft,
		isRunning: secondsLeft > 0,
		start,
		reset
	};
}
/** 75 → "1:15". */
function formatCountdown(seconds) {
	const m = Math.floor(seconds / 60);
	const s = seconds % 60;
	return `${m}:${String(s).padStart(2, "0")}`;
}
export { useCountdown as n, formatCountdown as t };
