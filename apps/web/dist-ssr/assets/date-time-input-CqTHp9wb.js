import { a as DATE_INPUT_MSG, i as TypedProblem, n as problemAria, o as formatTimeInput, r as useTypedValue, s as parseTimeInput, t as DateInput } from "./date-input-B9rBstW2.js";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
import { useEffect, useId, useRef, useState } from "react";
// src/components/ui/date-time-input.tsx
var split = (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? {
	day: value.slice(0, 10),
	time: value.slice(11, 16)
} : {
	day: "",
	time: ""
};
/**
* A date (dd/mm/yyyy, with its calendar) and a time ('5:30 pm' or '17:30') side by side,
* whatever the browser's locale: the value a `datetime-local` input had, so the forms' IST
* helpers and schemas stay as they are.
*/
function DateTimeInput({ value, onChange, onBlur, min, timeLabel, disabled, className, "aria-invalid": ariaInvalid, "aria-describedby": describedBy, "data-testid": testId, ...dateProps }) {
	const [parts, setParts] = useState(() => split(value));
	const [shown, setShown] = useState(value);
	if (value !== shown) {
		setShown(value);
		setParts(split(value));
	}
	const latest = useRef(parts);
	useEffect(() => {
		latest.current = parts;
	}, [parts]);
	const [isLeft, setIsLeft] = useState(false);
	function update(change) {
		const next = {
			...latest.current,
			...change
		};
		latest.current = next;
		const combined = next.day && next.time ? `${next.day}T${next.time}` : "";
		setParts(next);
		setShown(combined);
		onChange(combined);
	}
	const timeId = useId();
	const time = useTypedValue({
		value: parts.time,
		onChange: (t) => update({ time: t }),
		parse: parseTimeInput,
		format: formatTimeInput,
		box: {
			inputMode: "text",
			placeholder: "hh:mm am",
			maxLength: 10
		}
	});
	const missing = isLeft && !time.problem && parts.day === "" !== (parts.time === "") ? parts.day ? DATE_INPUT_MSG.timeMissing : DATE_INPUT_MSG.dateMissing : void 0;
	const timeProblem = time.problem ?? missing;
	return /* @__PURE__ */ jsxs("div", {
		"data-date-time": "",
		onBlur: (e) => {
			if (e.currentTarget.contains(e.relatedTarget)) return;
			setIsLeft(true);
			onBlur?.();
		},
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-start gap-2",
			children: [/* @__PURE__ */ jsx(DateInput, {
				...dateProps,
				value: parts.day,
				onChange: (day) => update({ day }),
				min: min?.slice(0, 10),
				disabled,
				className,
				wrapperClassName: "min-w-0 flex-1",
				"aria-invalid": ariaInvalid,
				"aria-describedby": describedBy,
				"data-testid": testId
			}), /* @__PURE__ */ jsx("input", {
				id: timeId,
				...time.textProps,
				disabled,
				onBlur: time.leave,
				"aria-label": timeLabel,
				...problemAria(ariaInvalid, describedBy, timeProblem, `${timeId}-problem`),
				"data-part": "time",
				"data-testid": testId ? `${testId}-time` : void 0,
				className: clsx(className, "shrink-0 tabular-nums"),
				style: { width: "7.5rem" }
			})]
		}), /* @__PURE__ */ jsx(TypedProblem, {
			id: `${timeId}-problem`,
			problem: timeProblem
		})]
	});
}
export { DateTimeInput as t };
