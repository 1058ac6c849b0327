import { t as MONTH_NAMES } from "./format-DGa3zFAK.js";
import { l as istToday } from "./batch.schema-C1fQK6d_.js";
import { clsx } from "clsx";
import { CalendarDays } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useEffect, useId, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { enIN } from "react-day-picker/locale";
// ../../packages/shared/src/dates/input.ts
/**
* Dates and times as people type them into the product's date fields: dd/mm/yyyy and '5:30 pm'
* (or '17:30'), whatever the browser's locale. Forms keep the values they always had:
* 'YYYY-MM-DD' for a day and 'HH:mm' (24 hours) for a time of day.
*/
var DATE_INPUT_MSG = {
	dateFormat: "Enter the date as dd/mm/yyyy, e.g. 09/01/2027",
	timeFormat: "Enter the time as hh:mm, e.g. 5:30 pm or 17:30",
	timeMissing: "Enter a time too, e.g. 5:30 pm",
	dateMissing: "Enter a date too, as dd/mm/yyyy"
};
var pad$1 = (n) => String(n).padStart(2, "0");
var isLeap = (year) => year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
var daysIn = (year, month) => month === 2 ? isLeap(year) ? 29 : 28 : [
	4,
	6,
	9,
	11
].includes(month) ? 30 : 31;
/** '2027-01-09' → '09/01/2027'; '' (or anything that is not a day) → ''. */
function formatDayInput(day) {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
	return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}
/**
* Typed text → 'YYYY-MM-DD'. Takes d/m/yyyy with '/', '-', '.' or spaces between, or eight
* digits (09012027); refuses days the calendar has not got, such as 31/02/2027.
*/
function parseDayInput(text) {
	const typed = text.trim();
	if (typed === "") return { value: "" };
	const match = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$/.exec(typed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
	if (!match) return { error: DATE_INPUT_MSG.dateFormat };
	const [day, month, year] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	if (month < 1 || month > 12) return { error: `There is no month ${month}: enter the date as dd/mm/yyyy` };
	if (year < 1e3) return { error: DATE_INPUT_MSG.dateFormat };
	const last = daysIn(year, month);
	if (day < 1) return { error: DATE_INPUT_MSG.dateFormat };
	if (day > last) {
		const when = `${MONTH_NAMES[month - 1]} ${year}`;
		return { error: `${pad$1(day)}/${pad$1(month)}/${year} is not a date: ${when} has ${last} days` };
	}
	return { value: `${year}-${pad$1(month)}-${pad$1(day)}` };
}
/** '17:30' → '5:30 pm'; '' (or anything that is not a time) → ''. */
function formatTimeInput(time) {
	const match = /^(\d{2}):(\d{2})$/.exec(time);
	if (!match) return "";
	const hour = Number(match[1]);
	return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? "am" : "pm"}`;
}
/**
* Typed text → 'HH:mm' (24 hours). Takes '5:30 pm', '5.30pm', '5 pm', '17:30', '1730'; without
* am/pm the hour is read on the 24-hour clock.
*/
function parseTimeInput(text) {
	const typed = text.trim().toLowerCase().replace(/\s+/g, " ");
	if (typed === "") return { value: "" };
	const match = /^(\d{1,2})(?:\s*[:.]\s*(\d{2})|(\d{2}))?\s*(a\.?m?\.?|p\.?m?\.?)?$/.exec(typed);
	if (!match) return { error: DATE_INPUT_MSG.timeFormat };
	let hour = Number(match[1]);
	const minute = Number(match[2] ?? match[3] ?? 0);
	const half = match[4]?.[0];
	if (minute > 59) return { error: DATE_INPUT_MSG.timeFormat };
	if (half) {
		if (hour < 1 || hour > 12) return { error: DATE_INPUT_MSG.timeFormat };
		hour = hour % 12 + (half === "p" ? 12 : 0);
	} else if (hour > 23) return { error: DATE_INPUT_MSG.timeFormat };
	return { value: `${pad$1(hour)}:${pad$1(minute)}` };
}
var CALENDAR_STYLE = {
	"--rdp-accent-color": "var(--color-brand-600)",
	"--rdp-accent-background-color": "var(--color-brand-50)",
	"--rdp-day-height": "38px",
	"--rdp-day-width": "40px",
	"--rdp-day_button-height": "36px",
	"--rdp-day_button-width": "36px",
	"--rdp-nav-height": "2.25rem",
	fontSize: "0.875rem"
};
var DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
var pad = (n) => String(n).padStart(2, "0");
/** A calendar day as the picker's local Date (noon, clear of any midnight shift) and back. */
var toDate = (day) => DAY_RE.test(day) ? new Date(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), 12) : void 0;
var toDay = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/**
* The month grid under a date field (react-day-picker: arrow keys, Page Up/Down, Home/End,
* labelled days). It stays inside the field's own DOM so a drawer's focus trap keeps working;
* Escape closes only the calendar, not the drawer around it.
*/
function CalendarPopover({ value, min, max, onSelect, onClose, anchor, alignRight }) {
	const onCloseRef = useRef(onClose);
	useEffect(() => {
		onCloseRef.current = onClose;
	});
	useEffect(() => {
		const onKey = (event) => {
			if (event.key !== "Escape") return;
			event.stopPropagation();
			event.preventDefault();
			onCloseRef.current(true);
		};
		const onPointer = (event) => {
			if (!anchor.current?.contains(event.target)) onCloseRef.current(false);
		};
		window.addEventListener("keydown", onKey, true);
		document.addEventListener("pointerdown", onPointer);
		return () => {
			window.removeEventListener("keydown", onKey, true);
			document.removeEventListener("pointerdown", onPointer);
		};
	}, [anchor]);
	const selected = toDate(value);
	const today = toDate(istToday());
	const first = toDate(min ?? "");
	const last = toDate(max ?? "");
	const shownMonth = selected ?? (last && last < today ? last : first && first > today ? first : today);
	const year = shownMonth.getFullYear();
	const disabled = [...first ? [{ before: first }] : [], ...last ? [{ after: last }] : []];
	return /* @__PURE__ */ jsx("div", {
		role: "dialog",
		"aria-label": "Choose a date",
		className: clsx("absolute top-full z-40 mt-1.5 rounded-xl border border-slate-200 bg-white p-3 shadow-xl", alignRight ? "right-0" : "left-0"),
		style: { width: 310 },
		children: /* @__PURE__ */ jsx(DayPicker, {
			mode: "single",
			locale: enIN,
			autoFocus: true,
			selected,
			defaultMonth: shownMonth,
			onSelect: (date) => date && onSelect(toDay(date)),
			disabled,
			captionLayout: "dropdown",
			startMonth: first ?? new Date(Math.min(year, today.getFullYear()) - 10, 0),
			endMonth: last ?? new Date(Math.max(year, today.getFullYear()) + 10, 11),
			style: CALENDAR_STYLE
		})
	});
}
// src/components/ui/typed-problem.tsx
/** A typed field's own problem (dd/mm/yyyy, hh:mm am), under the field, read with it. */
function TypedProblem({ id, problem }) {
	if (!problem) return null;
	return /* @__PURE__ */ jsx("p", {
		id,
		className: "mt-1 text-xs font-medium text-red-700",
		children: problem
	});
}
// src/components/ui/use-typed-value.ts
/**
* The text of a field that holds a value typed in another form (a dd/mm/yyyy date for a
* 'YYYY-MM-DD' value). Like a native date input, the form gets '' while the text is unfinished
* or not a value; what is wrong shows once the field is left (or the text looks finished).
*/
function useTypedValue({ value, onChange, parse, format, isFinished, box }) {
	const [text, setText] = useState(() => format(value));
	const [shown, setShown] = useState(value);
	const [isLeft, setIsLeft] = useState(false);
	if (value !== shown) {
		setShown(value);
		setText(format(value));
		setIsLeft(false);
	}
	const result = parse(text);
	const problem = isLeft || isFinished?.(text) ? result.error : void 0;
	/** Takes new text and tells the form its value (every edit, so the form can clear errors). */
	const change = (next) => {
		const nextValue = parse(next).value ?? "";
		setText(next);
		setShown(nextValue);
		setIsLeft(false);
		onChange(nextValue);
	};
	return {
		text,
		problem,
		change,
		/** The text box's type, keyboard, example, length, text and edits. */
		textProps: {
			...box,
			type: "text",
			value: text,
			onChange: (event) => change(event.target.value)
		},
		/** The field was left: show its problem, or tidy the text ('9/1/2027' → '09/01/2027'). */
		leave() {
			setIsLeft(true);
			if (result.value) setText(format(result.value));
		}
	};
}
/** A typed field's aria-invalid and aria-describedby: the form's own, plus its problem. */
function problemAria(ariaInvalid, describedBy, problem, problemId) {
	return {
		"aria-invalid": ariaInvalid || problem ? true : void 0,
		"aria-describedby": clsx(describedBy, problem && problemId) || void 0
	};
}
// src/components/ui/date-input.tsx
/** Text that ends in a four-digit year is finished: a wrong day shows before the field is left. */
var isFinished = (text) => /\d{4}\s*$/.test(text);
/**
* A date typed as dd/mm/yyyy, or picked from a calendar, whatever the browser's locale; the form
* holds 'YYYY-MM-DD'. Works under AdminField (id and aria props go to the text box) and with
* react-hook-form through a Controller.
*/
function DateInput({ value, onChange, onBlur, id, min, max, disabled, className, wrapperClassName, inputRef, "aria-invalid": ariaInvalid, "aria-describedby": describedBy, "data-testid": testId, ...rest }) {
	const autoId = useId();
	const inputId = id ?? autoId;
	const problemId = `${inputId}-date-problem`;
	const wrapper = useRef(null);
	const button = useRef(null);
	const [calendar, setCalendar] = useState(null);
	const typed = useTypedValue({
		value,
		onChange,
		parse: parseDayInput,
		format: formatDayInput,
		isFinished,
		box: {
			inputMode: "numeric",
			placeholder: "dd/mm/yyyy",
			maxLength: 14
		}
	});
	function openCalendar() {
		const left = wrapper.current?.getBoundingClientRect().left ?? 0;
		setCalendar({ alignRight: left + 310 > window.innerWidth - 8 });
	}
	function onKeyDown(event) {
		if (event.key === "ArrowDown" && event.altKey) {
			event.preventDefault();
			openCalendar();
		}
	}
	return /* @__PURE__ */ jsxs("div", {
		className: wrapperClassName,
		children: [/* @__PURE__ */ jsxs("div", {
			ref: wrapper,
			className: "relative",
			children: [
				/* @__PURE__ */ jsx("input", {
					...rest,
					ref: inputRef,
					id: inputId,
					...typed.textProps,
					disabled,
					onBlur: () => {
						typed.leave();
						onBlur?.();
					},
					onKeyDown,
					...problemAria(ariaInvalid, describedBy, typed.problem, problemId),
					"data-testid": testId,
					className: clsx(className, "tabular-nums"),
					style: { paddingRight: "2.25rem" }
				}),
				/* @__PURE__ */ jsx("button", {
					ref: button,
					type: "button",
					disabled,
					onClick: () => calendar ? setCalendar(null) : openCalendar(),
					"aria-label": "Choose from a calendar",
					"aria-haspopup": "dialog",
					"aria-expanded": calendar !== null,
					"data-testid": testId ? `${testId}-calendar` : void 0,
					className: "absolute top-1/2 right-1 grid size-7 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-brand-700 disabled:opacity-50",
					children: /* @__PURE__ */ jsx(CalendarDays, {
						className: "size-4",
						"aria-hidden": "true"
					})
				}),
				calendar && /* @__PURE__ */ jsx(CalendarPopover, {
					value,
					min,
					max,
					anchor: wrapper,
					alignRight: calendar.alignRight,
					onSelect: (day) => {
						typed.change(formatDayInput(day));
						setCalendar(null);
						wrapper.current?.querySelector("input")?.focus();
					},
					onClose: (returnFocus) => {
						setCalendar(null);
						if (returnFocus) button.current?.focus();
					}
				})
			]
		}), /* @__PURE__ */ jsx(TypedProblem, {
			id: problemId,
			problem: typed.problem
		})]
	});
}
export { DATE_INPUT_MSG as a, TypedProblem as i, problemAria as n, formatTimeInput as o, useTypedValue as r, parseTimeInput as s, DateInput as t };
