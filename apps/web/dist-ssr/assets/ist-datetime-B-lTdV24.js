import { m as istFields } from "./format-DGa3zFAK.js";
// ../../packages/shared/src/dates/ist-datetime.ts
/**
* Date-times typed into the product's forms are India time whatever the browser's own zone is:
* a `datetime-local` style value ("2026-03-01T09:30") is read as IST and sent with its +05:30
* offset. India has no daylight saving, so a fixed offset is exact.
*/
var LOCAL_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
var pad = (n) => String(n).padStart(2, "0");
/** 'YYYY-MM-DDTHH:mm' of calendar fields taken as they are (Date.UTC does the carrying). */
var wallClock = (year, month, day, hour = 0, minute = 0) => new Date(Date.UTC(year, month, day, hour, minute)).toISOString().slice(0, 16);
/** An instant (ISO text, epoch ms or Date) → its IST input value "2026-03-01T09:30" ('' when unreadable). */
function isoToIstInput(value) {
	const f = istFields(value);
	return f ? `${f.year}-${pad(f.month + 1)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}` : "";
}
/** An input value read as IST → an ISO date-time with offset ('' while incomplete). */
function istInputToIso(local) {
	return LOCAL_RE.test(local) ? `${local}:00+05:30` : "";
}
/** Today in India plus `days`, at `time` ('HH:mm' IST), as an ISO date-time with offset. */
function istDayAt(days, time, now = /* @__PURE__ */ new Date()) {
	const f = istFields(now);
	return `${wallClock(f.year, f.month, f.day + days).slice(0, 10)}T${time}:00+05:30`;
}
/** The next whole hour in India after `now`, as an ISO date-time with offset. */
function istNextHour(now = /* @__PURE__ */ new Date()) {
	const f = istFields(now);
	return `${wallClock(f.year, f.month, f.day, f.hour + 1)}:00+05:30`;
}
export { istNextHour as i, istDayAt as n, istInputToIso as r, isoToIstInput as t };
