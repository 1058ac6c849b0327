import { useEffect, useState } from "react";
// src/core/hooks/use-now.ts
/** The current time, refreshed every `intervalMs` (a countdown's clock). */
function useNow(intervalMs = 1e3) {
	const [now, setNow] = useState(() => Date.now());
	useEffect(() => {
		const id = window.setInterval(() => setNow(Date.now()), intervalMs);
		return () => window.clearInterval(id);
	}, [intervalMs]);
	return now;
}
export { useNow as t };
