import { l as LONG_REQUEST_TIMEOUT_MS, t as plural } from "./plural-DYc3P-kI.js";
import { i as ApiError, n as publicApi } from "./api-client-CyCTgC69.js";
import { o as ZBatchesData } from "./batch.schema-C1fQK6d_.js";
import { Wt as Button, at as ZCourseModulesData, dt as durationWeeks, et as ZAnnouncementsData, ft as formatInr, nt as ZCourseData, rt as ZCourseListData, v as openCallbackPopup } from "../entry-server.js";
import { t as catalogKeys } from "./catalog-keys-CrmdYunN.js";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { PhoneCall } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/courses/api/courses-api.ts
var COURSES_STALE_MS = 3e5;
var BATCHES_STALE_MS = 3e5;
var courseKeys = {
	all: catalogKeys.courses,
	list: (query) => [
		...courseKeys.all,
		"list",
		query
	],
	detail: (id) => [
		...courseKeys.all,
		"detail",
		id
	],
	modules: (id) => [
		...courseKeys.all,
		"modules",
		id
	],
	announcements: (id) => [
		...courseKeys.all,
		"announcements",
		id
	],
	batches: (courseId) => [
		...catalogKeys.batches,
		"course",
		courseId
	]
};
/** A 404 is an answer (the course does not exist), not a failure worth a retry button. */
var isNotFound = (error) => error instanceof ApiError && (error.status === 404 || error.status === 400);
function useCourses(query) {
	return useQuery({
		queryKey: courseKeys.list(query),
		queryFn: async ({ signal }) => {
			return (await publicApi.get("/courses", ZCourseListData, {
				query,
				signal
			})).data.courses;
		},
		staleTime: COURSES_STALE_MS,
		placeholderData: keepPreviousData
	});
}
var courseQueryOptions = (id) => queryOptions({
	queryKey: courseKeys.detail(id),
	queryFn: async ({ signal }) => {
		return (await publicApi.get(`/courses/${id}`, ZCourseData, { signal })).data.course;
	},
	staleTime: COURSES_STALE_MS
});
var useCourse = (id, enabled = true) => useQuery({
	...courseQueryOptions(id),
	enabled
});
function useCourseModules(id, enabled) {
	return useQuery({
		queryKey: courseKeys.modules(id),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(`/courses/${id}/modules`, ZCourseModulesData, { signal })).data.data.modules;
		},
		staleTime: COURSES_STALE_MS,
		enabled
	});
}
function useCourseAnnouncements(id, enabled) {
	return useQuery({
		queryKey: courseKeys.announcements(id),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(`/courses/${id}/announcements`, ZAnnouncementsData, { signal })).data.announcements;
		},
		staleTime: COURSES_STALE_MS,
		enabled
	});
}
/** GET /batches/course/{courseId}: the course's open batches (30 s timeout, calls.md §7). */
function useCourseBatches(courseId, enabled) {
	return useQuery({
		queryKey: courseKeys.batches(courseId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(`/batches/course/${courseId}`, ZBatchesData, {
				signal,
				timeoutMs: LONG_REQUEST_TIMEOUT_MS
			})).data.batches;
		},
		staleTime: BATCHES_STALE_MS,
		enabled
	});
}
// src/features/courses/lib/course-display.ts
var percentText = (value) => `${Number(value.toFixed(2))}% off`;
function coursePricing(course) {
	return {
		price: course.price,
		finalPrice: course.finalPrice,
		discountLabel: course.discountPercentage > 0 ? percentText(course.discountPercentage) : null
	};
}
function batchPricing(batch, formatAmount) {
	const hasDiscount = batch.discount > 0 && batch.finalPrice < batch.price;
	return {
		price: batch.price,
		finalPrice: batch.finalPrice,
		discountLabel: !hasDiscount ? null : batch.discountType === "percent" ? percentText(batch.discount) : `${formatAmount(batch.discount)} off`
	};
}
function courseDurationText(course) {
	const weeks = course.duration_weeks;
	return weeks > 0 ? plural(weeks, "week") : null;
}
/** The batch length shown to people: calendar days ÷ 7 rounded up (calls.md §9). */
function batchWeeksText(batch) {
	return plural(durationWeeks(batch.startDate, batch.endDate), "week");
}
// src/features/courses/components/price-tag.tsx
/**
* Final price, with the list price struck through and the saving when there is a discount, and
* the GST note: list prices are before GST, which checkout adds on top.
*/
function PriceTag({ pricing, size = "md", tone = "light", testId }) {
	const { price, finalPrice, discountLabel } = pricing;
	const isFree = finalPrice <= 0;
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": testId,
		className: "min-w-0",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex flex-wrap items-baseline gap-x-2 gap-y-1",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: "Price: "
				}),
				/* @__PURE__ */ jsx("span", {
					"data-testid": testId && `${testId}-final`,
					className: clsx("font-extrabold tracking-tight", size === "lg" ? "text-4xl" : "text-2xl", tone === "dark" ? "text-white" : "text-slate-900"),
					children: isFree ? "Free" : formatInr(finalPrice)
				}),
				discountLabel && /* @__PURE__ */ jsxs(Fragment, { children: [
					/* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: ", was "
					}),
					/* @__PURE__ */ jsx("s", {
						"data-testid": testId && `${testId}-original`,
						className: clsx("text-sm font-medium", tone === "dark" ? "text-brand-200" : "text-slate-500"),
						children: formatInr(price)
					}),
					/* @__PURE__ */ jsx("span", {
						"data-testid": testId && `${testId}-discount`,
						className: "rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-600/20",
						children: discountLabel
					})
				] })
			]
		}), !isFree && /* @__PURE__ */ jsx("p", {
			"data-testid": testId && `${testId}-gst`,
			className: clsx("mt-0.5 text-xs font-medium", tone === "dark" ? "text-brand-200" : "text-slate-600"),
			children: "+ 18% GST"
		})]
	});
}
// src/features/courses/components/callback-button.tsx
/** "Request a callback": opens the callback form, about this course when one is given. */
function CallbackButton({ courseId }) {
	return /* @__PURE__ */ jsx(Button, {
		icon: PhoneCall,
		onClick: () => openCallbackPopup({ courseId }),
		children: "Request a callback"
	});
}
export { courseDurationText as a, useCourse as c, useCourseModules as d, useCourses as f, batchWeeksText as i, useCourseAnnouncements as l, PriceTag as n, coursePricing as o, batchPricing as r, isNotFound as s, CallbackButton as t, useCourseBatches as u };
