import { G as COURSE_TYPES, H as COURSE_DIFFICULTIES, Ht as EmptyListPanel, K as COURSE_TYPE_LABELS, Wt as Button, ft as formatInr, yt as COURSES_MSG } from "../entry-server.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { a as HeroPill, o as HeroStage, r as GradientText } from "./hero-stage-Ci1sKLWw.js";
import { t as LoadError } from "./load-error-CeddVCbw.js";
import { a as getErrorMessage } from "./api-client-CyCTgC69.js";
import { a as courseDurationText, f as useCourses, n as PriceTag, o as coursePricing, t as CallbackButton } from "./callback-button-DKeg5Xqt.js";
import { n as ClearFiltersButton } from "./filter-bar-Bstm2apS.js";
import { t as FilterSelect } from "./filter-select-feCmI_6a.js";
import { t as SearchInput } from "./search-input-_kbwK_BQ.js";
import { t as CourseThumbnail } from "./course-thumbnail-Cjh3qaFf.js";
import { Link, useSearchParams } from "react-router";
import { ArrowRight, BookOpenCheck, ChartNoAxesColumnIncreasing, Clock, Globe, GraduationCap, SearchX, SlidersHorizontal, Users } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useMemo } from "react";
// src/features/courses/lib/course-filters.ts
/** The catalogue's filters, as they live in the URL query (`?difficulty=Beginner&price=20000`). */
var FILTER_KEYS = [
	"search",
	"price",
	"category",
	"difficulty",
	"language",
	"type"
];
/** Maximum prices offered by the price filter (rupees); a course is kept when price ≤ the choice. */
var PRICE_STEPS = [
	0,
	5e3,
	1e4,
	2e4,
	3e4,
	5e4,
	75e3,
	1e5
];
var clean = (key, raw) => {
	const value = (raw ?? "").trim().slice(0, key === "search" ? 100 : 60);
	if (key === "price") return /^\d{1,9}$/.test(value) ? String(Number(value)) : "";
	return value;
};
/** Reads and writes the filters in the URL, so a filtered list can be reloaded and shared. */
function useCourseFilters() {
	const [params, setParams] = useSearchParams();
	const filters = useMemo(() => Object.fromEntries(FILTER_KEYS.map((key) => [key, clean(key, params.get(key))])), [params]);
	return {
		filters,
		setFilter: useCallback((key, value) => setParams((prev) => {
			const next = new URLSearchParams(prev);
			const cleaned = clean(key, value);
			if (cleaned) next.set(key, cleaned);
			else next.delete(key);
			return next;
		}, { replace: key === "search" }), [setParams]),
		clearFilters: useCallback(() => setParams((prev) => {
			const next = new URLSearchParams(prev);
			for (const key of FILTER_KEYS) next.delete(key);
			return next;
		}), [setParams]),
		hasFilters: FILTER_KEYS.some((key) => filters[key] !== "")
	};
}
// src/features/courses/components/catalogue-filters.tsx
var priceLabel = (max) => max === 0 ? "Free only" : `Up to ${formatInr(max)}`;
/** Category, difficulty, language, type and maximum price, each a labelled native select. */
function CatalogueFilters({ state, categories, languages }) {
	const { filters, setFilter: onChange, clearFilters: onClear, hasFilters } = state;
	const withCurrent = (values, current) => current && !values.includes(current) ? [current, ...values] : values;
	const priceSteps = [...PRICE_STEPS];
	if (filters.price && !priceSteps.includes(Number(filters.price))) {
		priceSteps.push(Number(filters.price));
		priceSteps.sort((a, b) => a - b);
	}
	const same = (v) => ({
		value: v,
		label: v
	});
	const selects = [
		{
			key: "category",
			label: "Category",
			anyLabel: "All categories",
			options: withCurrent(categories, filters.category).map(same)
		},
		{
			key: "difficulty",
			label: "Difficulty",
			anyLabel: "All levels",
			options: COURSE_DIFFICULTIES.map(same)
		},
		{
			key: "language",
			label: "Language",
			anyLabel: "All languages",
			options: withCurrent(languages, filters.language).map(same)
		},
		{
			key: "type",
			label: "Type",
			anyLabel: "All modes",
			options: COURSE_TYPES.map((t) => ({
				value: t,
				label: COURSE_TYPE_LABELS[t]
			}))
		},
		{
			key: "price",
			label: "Max price",
			anyLabel: "Any price",
			options: priceSteps.map((p) => ({
				value: String(p),
				label: priceLabel(p)
			}))
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		className: "rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5",
		"data-testid": "courses-filters",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mb-3 flex items-center justify-between gap-3",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "inline-flex items-center gap-2 text-sm font-bold text-slate-900",
				children: [/* @__PURE__ */ jsx(SlidersHorizontal, {
					className: "size-4 text-brand-700",
					"aria-hidden": "true"
				}), "Filter courses"]
			}), hasFilters && /* @__PURE__ */ jsx(ClearFiltersButton, {
				onClear,
				testId: "courses-clear-filters",
				className: "font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5",
			children: selects.map(({ key, label, anyLabel, options }) => /* @__PURE__ */ jsx(FilterSelect, {
				look: "public",
				label,
				testId: `filter-${key}`,
				value: filters[key],
				anyLabel,
				options,
				onChange: (v) => onChange(key, v),
				className: key === "price" ? "col-span-2 md:col-span-1" : void 0
			}, key))
		})]
	});
}
// src/features/courses/components/catalogue-search.tsx
/**
* The hero's search box: applies the text SEARCH_DEBOUNCE_MS (500 ms) after typing stops, at
* once on Enter or clear. A change of `value` from outside (Back, "Clear filters") replaces it.
*/
function CatalogueSearch({ value, onSearch }) {
	return /* @__PURE__ */ jsx(SearchInput, {
		look: "hero",
		value,
		onSearch,
		placeholder: "Search React, Python, DSA…",
		label: "Search courses",
		testId: "courses-search",
		className: "max-w-2xl"
	});
}
// src/features/courses/components/course-card.tsx
/** One course in the catalogue; the whole card links to the course page. */
function CourseCard({ course }) {
	const { metaData } = course;
	const tags = metaData.displayTags.slice(0, 3);
	const duration = courseDurationText(course);
	return /* @__PURE__ */ jsxs("article", {
		"data-testid": "course-card",
		className: "group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "relative",
			children: [/* @__PURE__ */ jsx(CourseThumbnail, {
				title: course.title,
				thumbnail: metaData.thumbnail
			}), tags.length > 0 && /* @__PURE__ */ jsx("ul", {
				role: "list",
				"aria-label": "Tags",
				className: "absolute top-3 left-3 flex flex-wrap gap-1.5",
				children: tags.map((tag) => /* @__PURE__ */ jsx("li", {
					className: "rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-brand-800 shadow-sm backdrop-blur",
					children: tag
				}, tag))
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col p-5 sm:p-6",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
					children: metaData.category[0] ?? course.type
				}),
				/* @__PURE__ */ jsx("h3", {
					className: "mt-2 text-lg leading-snug font-bold break-words text-slate-900",
					children: /* @__PURE__ */ jsx(Link, {
						to: `/courses/${course._id}`,
						className: "after:absolute after:inset-0 after:content-[''] focus:outline-none",
						children: course.title
					})
				}),
				/* @__PURE__ */ jsxs("ul", {
					role: "list",
					className: "mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600",
					"aria-label": "Course facts",
					children: [
						/* @__PURE__ */ jsxs("li", {
							className: "inline-flex items-center gap-1.5",
							"data-testid": "course-card-difficulty",
							children: [
								/* @__PURE__ */ jsx(ChartNoAxesColumnIncreasing, {
									className: "size-4 text-brand-700",
									"aria-hidden": "true"
								}),
								/* @__PURE__ */ jsx("span", {
									className: "sr-only",
									children: "Difficulty: "
								}),
								metaData.difficulty
							]
						}),
						duration && /* @__PURE__ */ jsxs("li", {
							className: "inline-flex items-center gap-1.5",
							children: [
								/* @__PURE__ */ jsx(Clock, {
									className: "size-4 text-brand-700",
									"aria-hidden": "true"
								}),
								/* @__PURE__ */ jsx("span", {
									className: "sr-only",
									children: "Duration: "
								}),
								duration
							]
						}),
						/* @__PURE__ */ jsxs("li", {
							className: "inline-flex items-center gap-1.5",
							children: [
								/* @__PURE__ */ jsx(Globe, {
									className: "size-4 text-brand-700",
									"aria-hidden": "true"
								}),
								/* @__PURE__ */ jsx("span", {
									className: "sr-only",
									children: "Language: "
								}),
								metaData.language
							]
						})
					]
				}),
				/* @__PURE__ */ jsx("div", { className: "flex-1 pb-5" }),
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-end justify-between gap-3 border-t border-slate-100 pt-4",
					children: [/* @__PURE__ */ jsx(PriceTag, {
						pricing: coursePricing(course),
						testId: "course-card-price"
					}), /* @__PURE__ */ jsxs("span", {
						"aria-hidden": "true",
						className: "inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-800",
						children: ["View", /* @__PURE__ */ jsx(ArrowRight, { className: "size-4 transition-transform group-hover:translate-x-0.5" })]
					})]
				})
			]
		})]
	});
}
// src/features/courses/components/course-grid-skeleton.tsx
var bar = "animate-pulse rounded-lg bg-slate-200/80";
/** Card-shaped placeholders while the catalogue loads. */
function CourseGridSkeleton({ count = 6 }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "courses-loading",
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("p", {
			role: "status",
			className: "sr-only",
			children: "Loading courses..."
		}), /* @__PURE__ */ jsx("ul", {
			"aria-hidden": "true",
			className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
			children: Array.from({ length: count }, (_, i) => /* @__PURE__ */ jsxs("li", {
				className: "overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card",
				children: [/* @__PURE__ */ jsx("div", { className: "aspect-video animate-pulse bg-gradient-to-br from-brand-100 to-slate-100" }), /* @__PURE__ */ jsxs("div", {
					className: "p-6",
					children: [
						/* @__PURE__ */ jsx("div", { className: `${bar} h-3 w-24` }),
						/* @__PURE__ */ jsx("div", { className: `${bar} mt-3 h-5 w-4/5` }),
						/* @__PURE__ */ jsx("div", { className: `${bar} mt-2 h-5 w-3/5` }),
						/* @__PURE__ */ jsxs("div", {
							className: "mt-4 flex gap-3",
							children: [/* @__PURE__ */ jsx("div", { className: `${bar} h-4 w-20` }), /* @__PURE__ */ jsx("div", { className: `${bar} h-4 w-16` })]
						}),
						/* @__PURE__ */ jsx("div", {
							className: "mt-6 border-t border-slate-100 pt-4",
							children: /* @__PURE__ */ jsx("div", { className: `${bar} h-7 w-28` })
						})
					]
				})]
			}, i))
		})]
	});
}
// src/features/courses/pages/courses-page.tsx
/** Only the filters that are set go to the API (and into the cache key). */
function toQuery(filters) {
	const query = {};
	if (filters.search) query.search = filters.search;
	if (filters.price) query.price = Number(filters.price);
	if (filters.category) query.category = filters.category;
	if (filters.difficulty) query.difficulty = filters.difficulty;
	if (filters.language) query.language = filters.language;
	if (filters.type) query.type = filters.type;
	return query;
}
var sortedUnique = (values) => [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));
/** /courses: the public catalogue with search and filters kept in the URL. */
function CoursesPage() {
	const filterState = useCourseFilters();
	const { filters, setFilter, clearFilters, hasFilters } = filterState;
	const query = useMemo(() => toQuery(filters), [filters]);
	const courses = useCourses(query);
	const catalogue = useCourses({});
	const categories = useMemo(() => sortedUnique((catalogue.data ?? []).flatMap((c) => c.metaData.category)), [catalogue.data]);
	const languages = useMemo(() => sortedUnique((catalogue.data ?? []).map((c) => c.metaData.language)), [catalogue.data]);
	const totalCourses = catalogue.data?.length;
	const totalStudents = (catalogue.data ?? []).reduce((sum, c) => sum + c.studentCount, 0);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: "Courses | KodeSchool" }),
		/* @__PURE__ */ jsx(HeroStage, {
			labelledBy: "courses-title",
			tone: "brand",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page pt-12 pb-24 sm:pt-16 sm:pb-28",
				children: [
					/* @__PURE__ */ jsxs(HeroPill, { children: [/* @__PURE__ */ jsx("span", {
						className: "size-2 rounded-full bg-amber-400",
						"aria-hidden": "true"
					}), "Live, mentor-led batches"] }),
					/* @__PURE__ */ jsxs("h1", {
						id: "courses-title",
						className: "mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl",
						children: ["Courses that get you ", /* @__PURE__ */ jsx(GradientText, {
							tone: "warm",
							children: "job-ready"
						})]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 max-w-2xl text-lg leading-relaxed text-brand-100/90",
						children: "Learn with a batch, build real projects and get reviewed by working engineers. Pick a course, then choose the batch that fits your calendar."
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-8",
						children: /* @__PURE__ */ jsx(CatalogueSearch, {
							value: filters.search,
							onSearch: (text) => setFilter("search", text)
						})
					}),
					totalCourses !== 0 && /* @__PURE__ */ jsxs("ul", {
						className: "mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100",
						role: "list",
						children: [
							/* @__PURE__ */ jsxs("li", {
								className: "inline-flex items-center gap-2",
								children: [/* @__PURE__ */ jsx(BookOpenCheck, {
									className: "size-4 text-brand-300",
									"aria-hidden": "true"
								}), totalCourses === void 0 ? /* @__PURE__ */ jsx(FactPlaceholder, { className: "w-16" }) : plural(totalCourses, "course")]
							}),
							(totalCourses === void 0 || totalStudents > 0) && /* @__PURE__ */ jsxs("li", {
								className: "inline-flex items-center gap-2",
								children: [/* @__PURE__ */ jsx(Users, {
									className: "size-4 text-brand-300",
									"aria-hidden": "true"
								}), totalCourses === void 0 ? /* @__PURE__ */ jsx(FactPlaceholder, { className: "w-36" }) : `${plural(totalStudents, "student")} enrolled`]
							}),
							/* @__PURE__ */ jsxs("li", {
								className: "inline-flex items-center gap-2",
								children: [/* @__PURE__ */ jsx(GraduationCap, {
									className: "size-4 text-brand-300",
									"aria-hidden": "true"
								}), "Certificates on completion"]
							})
						]
					})
				]
			})
		}),
		/* @__PURE__ */ jsxs("div", {
			className: "container-page relative -mt-14 pb-20 sm:pb-24",
			children: [/* @__PURE__ */ jsx(CatalogueFilters, {
				state: filterState,
				categories,
				languages
			}), /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "courses-results",
				className: "mt-8",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "courses-results",
					className: "sr-only",
					children: "Results"
				}), /* @__PURE__ */ jsx(CourseResults, {
					state: courses,
					hasFilters,
					onClear: clearFilters
				})]
			})]
		})
	] });
}
/** A fact's text while it loads: one line of text-sm (20 px) high, so nothing moves after. */
function FactPlaceholder({ className }) {
	return /* @__PURE__ */ jsx("span", {
		className: `flex h-5 items-center ${className}`,
		"aria-hidden": "true",
		children: /* @__PURE__ */ jsx("span", { className: "h-3.5 w-full animate-pulse rounded bg-white/20" })
	});
}
function CourseResults({ state, hasFilters, onClear }) {
	const { data, error, isPending, isFetching, isPlaceholderData, refetch } = state;
	if (error && !data) return /* @__PURE__ */ jsx(LoadError, {
		testId: "courses-error",
		title: COURSES_MSG.fetchCoursesFailed,
		message: getErrorMessage(error, COURSES_MSG.fetchCoursesFailed),
		onRetry: () => void refetch(),
		isRetrying: isFetching
	});
	if (isPending || !data) return /* @__PURE__ */ jsx(CourseGridSkeleton, {});
	if (data.length === 0) return /* @__PURE__ */ jsx(EmptyListPanel, {
		testId: "courses-empty",
		boxClassName: "py-16",
		icon: SearchX,
		title: hasFilters ? "No courses match your search" : "New courses are on their way",
		description: hasFilters ? "Try another word, or loosen a filter or two." : "Our next courses are being prepared. Ask us about the upcoming batches.",
		actions: hasFilters ? /* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onClear,
			children: "Clear filters"
		}) : /* @__PURE__ */ jsx(CallbackButton, {})
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		className: "mb-4 text-sm font-medium text-slate-600",
		"aria-live": "polite",
		"data-testid": "courses-count",
		children: hasFilters ? `${plural(data.length, "course")} found` : `Showing all ${plural(data.length, "course")}`
	}), /* @__PURE__ */ jsx("ul", {
		role: "list",
		"data-testid": "courses-grid",
		"aria-busy": isPlaceholderData || void 0,
		className: `grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? "opacity-60" : ""}`,
		children: data.map((course) => /* @__PURE__ */ jsx("li", {
			className: "flex",
			children: /* @__PURE__ */ jsx(CourseCard, { course })
		}, course._id))
	})] });
}
export { CoursesPage as default };
