import { c as formatDayMonth, d as formatWeekdayDateLong, l as formatTime, n as formatDate, u as formatWeekdayDate } from "./format-DGa3zFAK.js";
import { k as webinarStatusAt } from "./webinar.schema-B5O1UN4y.js";
// src/features/webinars/api/webinar-keys.ts
/** Query keys of the public webinar pages and certificate checks. */
var webinarKeys = {
	all: ["public-webinars"],
	list: () => [...webinarKeys.all, "list"],
	detail: (webinarCode) => [
		...webinarKeys.all,
		"detail",
		webinarCode
	],
	certificate: (code) => ["certificates", code]
};
// src/features/webinars/lib/webinar-time.ts
var clock = (iso) => formatTime(iso).replace(/(am|pm)$/, (m) => m.toUpperCase());
/** 'Sat, 15 Nov 2025'. */
var istWeekday = (iso) => formatWeekdayDate(iso);
/** 'Saturday, 15 November 2025'. */
var istLongDate = (iso) => formatWeekdayDateLong(iso);
/** '15 Nov 2025'. */
var istDay = (iso) => formatDate(iso);
/** '7:00 PM IST'. */
var istTime = (iso) => `${clock(iso)} IST`;
/** '7:00 PM – 8:30 PM IST'. */
var istTimeRange = (start, end) => `${clock(start)} – ${clock(end)} IST`;
/** 'Sat, 15 Nov 2025 · 7:00 PM IST'. */
var istDateTime = (iso) => `${istWeekday(iso)} · ${istTime(iso)}`;
/** The calendar tile on a card: { day: '15', month: 'NOV' } in India's calendar. */
function dateTile(iso) {
	const [day = "", month = ""] = formatDayMonth(iso).split(" ");
	return {
		day,
		month: month.toUpperCase()
	};
}
/**
* The status on the page's own clock, so "Starts in" flips to "Live now" without a refetch.
* Never goes back in time against what the server said (a slow visitor clock).
*/
function statusNow(webinar, now) {
	const local = webinarStatusAt(webinar.startTime, webinar.durationMinutes, new Date(now));
	const order = [
		"upcoming",
		"live",
		"past"
	];
	return order.indexOf(local) >= order.indexOf(webinar.status) ? local : webinar.status;
}
export { istTimeRange as a, webinarKeys as c, istLongDate as i, istDateTime as n, istWeekday as o, istDay as r, statusNow as s, dateTile as t };
