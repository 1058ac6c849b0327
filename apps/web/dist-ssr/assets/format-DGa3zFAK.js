// ../../packages/shared/src/dates/format.ts
var IST_OFFSET_MS = 198e5;
var MONTHS = [
	"Jan",
	"Feb",
	"Mar",
	"Apr",
	"May",
	"Jun",
	"Jul",
	"Aug",
	"Sep",
	"Oct",
	"Nov",
	"Dec"
];
var MONTH_NAMES = [
	"January",
	"February",
	"March",
	"April",
	"May",
	"June",
	"July",
	"August",
	"September",
	"October",
	"November",
	"December"
];
var WEEKDAYS = [
	"Sun",
	"Mon",
	"Tue",
	"Wed",
	"Thu",
	"Fri",
	"Sat"
];
var WEEKDAY_NAMES = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
var DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** Epoch ms of a value; a bare calendar day is its first instant in India. NaN when unreadable. */
function toMs(value) {
	if (value instanceof Date) return value.getTime();
	if (typeof value === "number") return value;
	return Date.parse(DAY_RE.test(value) ? `${value}T00:00:00+05:30` : value);
}
/** The India wall-clock fields of a value, or null when it is not a date. */
function istFields(value) {
	const ms = toMs(value);
	if (!Number.isFinite(ms)) return null;
	const d = new Date(ms + IST_OFFSET_MS);
	return {
		year: d.getUTCFullYear(),
		month: d.getUTCMonth(),
		day: d.getUTCDate(),
		weekday: d.getUTCDay(),
		hour: d.getUTCHours(),
		minute: d.getUTCMinutes()
	};
}
/** Formats the value's India fields, or shows unreadable text as it is ('' for a bad Date). */
function format(value, write) {
	const f = istFields(value);
	if (f) return write(f);
	return typeof value === "string" ? value : "";
}
var date = (f) => `${f.day} ${MONTHS[f.month]} ${f.year}`;
var clock = (f) => `${f.hour % 12 || 12}:${String(f.minute).padStart(2, "0")} ${f.hour < 12 ? "am" : "pm"}`;
/** '9 Jan 2027'. */
var formatDate = (value) => format(value, date);
/** '9 January 2027' (certificates, the Kodr start line). */
var formatDateLong = (value) => format(value, (f) => `${f.day} ${MONTH_NAMES[f.month]} ${f.year}`);
/** 'Sat, 9 Jan 2027'. */
var formatWeekdayDate = (value) => format(value, (f) => `${WEEKDAYS[f.weekday]}, ${date(f)}`);
/** 'Saturday, 9 January 2027'. */
var formatWeekdayDateLong = (value) => format(value, (f) => `${WEEKDAY_NAMES[f.weekday]}, ${f.day} ${MONTH_NAMES[f.month]} ${f.year}`);
/** '9 Jan' (chart ticks, calendar tiles). */
var formatDayMonth = (value) => format(value, (f) => `${f.day} ${MONTHS[f.month]}`);
/** '5:30 pm'. */
var formatTime = (value) => format(value, clock);
/** '9 Jan 2027, 5:30 pm'. */
var formatDateTime = (value) => format(value, (f) => `${date(f)}, ${clock(f)}`);
/** 'Sat, 9 Jan 2027, 5:30 pm'. */
var formatWeekdayDateTime = (value) => format(value, (f) => `${WEEKDAYS[f.weekday]}, ${date(f)}, ${clock(f)}`);
/** A calendar day ('YYYY-MM-DD', or text starting with one) as '9 Jan 2027'; other text as it is. */
var formatDay = (day) => DAY_RE.test(day.slice(0, 10)) ? formatDate(day.slice(0, 10)) : day;
/** A calendar day as 'Sat, 9 Jan 2027'; other text as it is. */
var formatWeekdayDay = (day) => DAY_RE.test(day.slice(0, 10)) ? formatWeekdayDate(day.slice(0, 10)) : day;
var sameIstDay = (a, b) => {
	const fa = istFields(a);
	const fb = istFields(b);
	return !!fa && !!fb && date(fa) === date(fb);
};
/** From–to days: '9 Jan 2027 – 3 Apr 2027'; one day when both are the same day. */
function formatDateRange(from, to) {
	return sameIstDay(from, to) ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}
/** From–to instants: '9 Jan 2027, 5:30 pm – 3 Apr 2027, 11:59 pm'; the day once within a day. */
function formatDateTimeRange(from, to) {
	return sameIstDay(from, to) ? `${formatDateTime(from)} – ${formatTime(to)}` : `${formatDateTime(from)} – ${formatDateTime(to)}`;
}
export { formatDateTime as a, formatDayMonth as c, formatWeekdayDateLong as d, formatWeekdayDateTime as f, formatDateRange as i, formatTime as l, istFields as m, formatDate as n, formatDateTimeRange as o, formatWeekdayDay as p, formatDateLong as r, formatDay as s, MONTH_NAMES as t, formatWeekdayDate as u };
