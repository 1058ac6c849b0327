import { Gt as buttonStyles, Ht as EmptyListPanel, K as COURSE_TYPE_LABELS, Pt as videoEmbedUrl, Ut as StatusPanel, ft as formatInr, v as openCallbackPopup, yt as COURSES_MSG } from "../entry-server.js";
import { t as LoadError } from "./load-error-CeddVCbw.js";
import { p as formatWeekdayDay } from "./format-DGa3zFAK.js";
import { a as getErrorMessage } from "./api-client-CyCTgC69.js";
import { a as courseDurationText, c as useCourse, d as useCourseModules, i as batchWeeksText, l as useCourseAnnouncements, n as PriceTag, o as coursePricing, r as batchPricing, s as isNotFound, t as CallbackButton, u as useCourseBatches } from "./callback-button-DKeg5Xqt.js";
import { o as HeroStage } from "./hero-stage-Ci1sKLWw.js";
import { t as CourseThumbnail } from "./course-thumbnail-Cjh3qaFf.js";
import { t as BATCH_STATUS_LABELS } from "./batch.schema-C1fQK6d_.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { t as BatchStatusPill } from "./batch-status-pill-bL3DgYNF.js";
import { t as CheckItem } from "./check-item-VUJ8gEwW.js";
import { n as AnnouncementList, t as ModuleItem } from "./module-item-BRUjDyc4.js";
import { t as InlineError } from "./inline-error-Zfqv3JnB.js";
import { Link, useParams } from "react-router";
import { clsx } from "clsx";
import { ArrowDown, ArrowLeft, ArrowRight, Award, CalendarClock, CalendarDays, ChartNoAxesColumnIncreasing, Check, CheckCircle2, ChevronDown, ChevronRight, Circle, Clock, ExternalLink, Eye, Flag, Globe, Hourglass, MessagesSquare, MonitorPlay, PhoneCall, PlayCircle, SearchX, Sparkles, Users } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
import * as Accordion from "@radix-ui/react-accordion";
// src/features/courses/components/course-price-card.tsx
/** The buying box: picture, price, the way to the batches and the callback request. */
function CoursePriceCard({ course }) {
	const duration = courseDurationText(course);
	const includes = [
		duration && {
			icon: CalendarDays,
			text: `${duration} of live, mentor-led classes`
		},
		course.metaData.certificate && {
			icon: Award,
			text: "Certificate of completion"
		},
		course.discord_access && {
			icon: MessagesSquare,
			text: "Private Discord community"
		},
		{
			icon: Check,
			text: `${course.metaData.language} instruction`
		}
	].filter(Boolean);
	return /* @__PURE__ */ jsxs("aside", {
		"aria-label": "Price and enrolment",
		"data-testid": "course-price-card",
		className: "overflow-hidden rounded-3xl bg-white text-slate-900 shadow-2xl shadow-brand-950/50 ring-1 ring-white/20",
		children: [/* @__PURE__ */ jsx(CourseThumbnail, {
			title: course.title,
			thumbnail: course.metaData.thumbnail,
			size: "hero"
		}), /* @__PURE__ */ jsxs("div", {
			className: "p-6 sm:p-7",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
					children: "Course fee"
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-1",
					children: /* @__PURE__ */ jsx(PriceTag, {
						pricing: coursePricing(course),
						size: "lg",
						testId: "course-price"
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm text-slate-600",
					children: "Batch prices may differ; see each batch below."
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-6 grid gap-3",
					children: [/* @__PURE__ */ jsxs("a", {
						href: "#batches",
						className: buttonStyles({
							size: "lg",
							fullWidth: true
						}),
						children: ["See open batches", /* @__PURE__ */ jsx(ArrowDown, {
							className: "size-4",
							"aria-hidden": "true"
						})]
					}), /* @__PURE__ */ jsxs("button", {
						type: "button",
						"data-testid": "course-callback",
						onClick: () => openCallbackPopup({ courseId: course._id }),
						className: buttonStyles({
							variant: "secondary",
							size: "lg",
							fullWidth: true
						}),
						children: [/* @__PURE__ */ jsx(PhoneCall, {
							className: "size-4 text-brand-700",
							"aria-hidden": "true"
						}), "Request a callback"]
					})]
				}),
				/* @__PURE__ */ jsx("ul", {
					role: "list",
					className: "mt-6 space-y-2.5 border-t border-slate-100 pt-5",
					children: includes.map(({ icon: Icon, text }) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-3 text-sm text-slate-700",
						children: [/* @__PURE__ */ jsx("span", {
							className: "grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700",
							children: /* @__PURE__ */ jsx(Icon, {
								className: "size-3.5",
								strokeWidth: 2.5,
								"aria-hidden": "true"
							})
						}), text]
					}, text))
				})
			]
		})]
	});
}
// src/features/courses/components/course-hero.tsx
/** Title, key facts and the price card on the dark brand stage of the kodr and home pages. */
function CourseHero({ course }) {
	const { metaData } = course;
	const duration = courseDurationText(course);
	const summary = metaData.description.split(/\n\s*\n/)[0]?.trim() ?? "";
	const facts = [
		{
			icon: ChartNoAxesColumnIncreasing,
			label: "Difficulty",
			text: metaData.difficulty
		},
		duration && {
			icon: Clock,
			label: "Duration",
			text: duration
		},
		{
			icon: Globe,
			label: "Language",
			text: metaData.language
		},
		{
			icon: MonitorPlay,
			label: "Mode",
			text: COURSE_TYPE_LABELS[course.type]
		},
		metaData.certificate && {
			icon: Award,
			label: "Certificate",
			text: "Included"
		},
		course.studentCount > 0 && {
			icon: Users,
			label: "Students",
			text: `${course.studentCount.toLocaleString("en-IN")} enrolled`
		}
	].filter(Boolean);
	return /* @__PURE__ */ jsx(HeroStage, {
		labelledBy: "course-title",
		tone: "brand",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-14 lg:py-16",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [
					/* @__PURE__ */ jsx("nav", {
						"aria-label": "Breadcrumb",
						children: /* @__PURE__ */ jsxs("ol", {
							className: "flex flex-wrap items-center gap-1.5 text-sm text-brand-200",
							children: [
								/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									to: "/courses",
									className: "font-semibold hover:text-white hover:underline",
									children: "Courses"
								}) }),
								/* @__PURE__ */ jsx("li", {
									"aria-hidden": "true",
									children: /* @__PURE__ */ jsx(ChevronRight, { className: "size-4" })
								}),
								/* @__PURE__ */ jsx("li", {
									"aria-current": "page",
									className: "truncate text-brand-100/80",
									children: course.title
								})
							]
						})
					}),
					metaData.category.length > 0 && /* @__PURE__ */ jsx("p", {
						className: "mt-6 text-sm font-bold tracking-widest text-amber-300 uppercase",
						children: metaData.category.join(" · ")
					}),
					/* @__PURE__ */ jsx("h1", {
						id: "course-title",
						"data-testid": "course-title",
						className: "mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance break-words sm:text-5xl",
						children: course.title
					}),
					summary && /* @__PURE__ */ jsx("p", {
						className: "mt-5 line-clamp-4 max-w-2xl text-lg leading-relaxed text-brand-100/90",
						children: summary
					}),
					metaData.displayTags.length > 0 && /* @__PURE__ */ jsx("ul", {
						role: "list",
						"aria-label": "Tags",
						className: "mt-6 flex flex-wrap gap-2",
						children: metaData.displayTags.map((tag) => /* @__PURE__ */ jsx("li", {
							className: "rounded-full border border-white/15 bg-white/10 px-3 py-1 text-xs font-bold text-brand-50",
							children: tag
						}, tag))
					}),
					/* @__PURE__ */ jsx("ul", {
						role: "list",
						"aria-label": "Course facts",
						"data-testid": "course-facts",
						className: "mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3",
						children: facts.map(({ icon: Icon, label, text }) => /* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-3 rounded-xl border border-white/10 bg-white/5 px-3 py-2.5",
							children: [/* @__PURE__ */ jsx(Icon, {
								className: "size-5 shrink-0 text-brand-300",
								"aria-hidden": "true"
							}), /* @__PURE__ */ jsxs("span", {
								className: "min-w-0",
								children: [/* @__PURE__ */ jsx("span", {
									className: "block text-[11px] font-semibold tracking-wide text-brand-200 uppercase",
									children: label
								}), /* @__PURE__ */ jsx("span", {
									className: "block truncate text-sm font-semibold text-white",
									children: text
								})]
							})]
						}, label))
					}),
					course.instructors.length > 0 && /* @__PURE__ */ jsxs("p", {
						className: "mt-6 text-sm text-brand-100",
						children: [
							"Taught by",
							" ",
							/* @__PURE__ */ jsx("span", {
								className: "font-semibold text-white",
								children: course.instructors.map((i) => i.name).join(", ")
							})
						]
					})
				]
			}), /* @__PURE__ */ jsx(CoursePriceCard, { course })]
		})
	});
}
// src/features/courses/components/course-page-skeleton.tsx
var bar = "animate-pulse rounded-lg";
/** The course page's shape while it loads. */
function CoursePageSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "course-loading",
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("p", {
			role: "status",
			className: "sr-only",
			children: "Loading the course..."
		}), /* @__PURE__ */ jsx("div", {
			className: "bg-brand-950",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-[1.35fr_1fr] lg:gap-14 lg:py-16",
				children: [/* @__PURE__ */ jsxs("div", {
					"aria-hidden": "true",
					children: [
						/* @__PURE__ */ jsx("div", { className: `${bar} h-4 w-40 bg-white/10` }),
						/* @__PURE__ */ jsx("div", { className: `${bar} mt-8 h-4 w-32 bg-amber-300/30` }),
						/* @__PURE__ */ jsx("div", { className: `${bar} mt-4 h-12 w-full max-w-lg bg-white/15` }),
						/* @__PURE__ */ jsx("div", { className: `${bar} mt-3 h-12 w-2/3 bg-white/15` }),
						/* @__PURE__ */ jsx("div", { className: `${bar} mt-6 h-5 w-full max-w-xl bg-white/10` }),
						/* @__PURE__ */ jsx("div", { className: `${bar} mt-2 h-5 w-4/5 bg-white/10` }),
						/* @__PURE__ */ jsx("div", {
							className: "mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3",
							children: [
								0,
								1,
								2,
								3,
								4,
								5
							].map((i) => /* @__PURE__ */ jsx("div", { className: `${bar} h-14 rounded-xl bg-white/5` }, i))
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					"aria-hidden": "true",
					className: "overflow-hidden rounded-3xl bg-white",
					children: [/* @__PURE__ */ jsx("div", { className: "aspect-video animate-pulse bg-brand-100" }), /* @__PURE__ */ jsxs("div", {
						className: "p-7",
						children: [
							/* @__PURE__ */ jsx("div", { className: `${bar} h-10 w-40 bg-slate-200` }),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-6 h-12 bg-brand-100` }),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-3 h-12 bg-slate-100` })
						]
					})]
				})]
			})
		})]
	});
}
// src/features/courses/components/course-section.tsx
/** One band of the course page: an anchor target with the house heading style. */
function CourseSection({ id, eyebrow, title, children, className, action }) {
	return /* @__PURE__ */ jsxs("section", {
		id,
		"aria-labelledby": `${id}-title`,
		"data-testid": `course-section-${id}`,
		className: clsx("scroll-mt-24", className),
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-end justify-between gap-3",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
				className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
				children: eyebrow
			}), /* @__PURE__ */ jsx("h2", {
				id: `${id}-title`,
				className: "mt-2 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl",
				children: title
			})] }), action]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-6",
			children
		})]
	});
}
// src/features/courses/lib/video.ts
/** Only http(s) links are rendered as links; anything else (javascript:, data:) is dropped. */
function safeHttpUrl(raw) {
	if (!raw) return null;
	try {
		const url = new URL(raw.trim());
		return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
	} catch {
		return null;
	}
}
// src/features/courses/components/course-batches.tsx
/** The course's open batches (GET /batches/course/{courseId}), each with its own Enrol link. */
function CourseBatches({ courseId }) {
	const { data: batches, error, isPending, isFetching, refetch } = useCourseBatches(courseId, true);
	if (error && !batches) return /* @__PURE__ */ jsx(LoadError, {
		testId: "course-batches-error",
		className: "rounded-2xl border border-red-100 bg-white px-6 py-10",
		title: COURSES_MSG.fetchBatchFailed,
		message: getErrorMessage(error, COURSES_MSG.fetchBatchFailed),
		onRetry: () => void refetch(),
		isRetrying: isFetching
	});
	if (isPending || !batches) return /* @__PURE__ */ jsxs("div", {
		"data-testid": "course-batches-loading",
		"aria-busy": "true",
		className: "grid gap-4 md:grid-cols-2",
		children: [/* @__PURE__ */ jsx("p", {
			role: "status",
			className: "sr-only",
			children: "Loading batches..."
		}), [0, 1].map((i) => /* @__PURE__ */ jsx("div", {
			"aria-hidden": "true",
			className: "h-72 animate-pulse rounded-2xl bg-slate-200/70"
		}, i))]
	});
	if (batches.length === 0) return /* @__PURE__ */ jsx(EmptyListPanel, {
		testId: "course-batches-empty",
		boxClassName: "py-12",
		icon: CalendarClock,
		title: "No open batches right now",
		description: "A new batch is being planned. Leave your number and we will tell you when enrolment opens.",
		actions: /* @__PURE__ */ jsx(CallbackButton, { courseId })
	});
	return /* @__PURE__ */ jsx("ul", {
		role: "list",
		"data-testid": "course-batches",
		className: "grid gap-5 md:grid-cols-2",
		children: batches.map((batch) => /* @__PURE__ */ jsx("li", {
			className: "flex",
			children: /* @__PURE__ */ jsx(BatchCard, { batch })
		}, batch._id))
	});
}
function BatchCard({ batch }) {
	const isOpen = batch.isEnrollmentOpen && batch.seatsLeft > 0;
	const isLow = isOpen && batch.seatsLeft <= Math.max(5, Math.ceil(batch.seats * .15));
	const rows = [
		{
			icon: CalendarDays,
			label: "Starts",
			value: formatWeekdayDay(batch.startDate),
			testId: "batch-start"
		},
		{
			icon: Flag,
			label: "Ends",
			value: formatWeekdayDay(batch.endDate),
			testId: "batch-end"
		},
		{
			icon: Hourglass,
			label: "Duration",
			value: batchWeeksText(batch),
			testId: "batch-weeks"
		},
		{
			icon: CalendarClock,
			label: "Enrol by",
			value: formatWeekdayDay(batch.enrollmentEndDate),
			testId: "batch-deadline"
		}
	];
	return /* @__PURE__ */ jsxs("article", {
		"data-testid": "batch-card",
		"aria-labelledby": `batch-${batch._id}`,
		className: clsx("flex w-full flex-col rounded-2xl border bg-white p-5 shadow-card transition sm:p-6", isOpen ? "border-slate-200 hover:border-brand-200 hover:shadow-pop" : "border-slate-200 opacity-90"),
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-start justify-between gap-3",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("p", {
						className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
						children: batch.priceTitle || BATCH_STATUS_LABELS[batch.status]
					}), /* @__PURE__ */ jsx("h3", {
						id: `batch-${batch._id}`,
						className: "mt-1 text-lg font-bold break-words text-slate-900",
						children: batch.name
					})]
				}), /* @__PURE__ */ jsx(BatchStatusPill, { status: batch.status })]
			}),
			/* @__PURE__ */ jsx("dl", {
				className: "mt-5 grid grid-cols-2 gap-x-4 gap-y-3",
				children: rows.map(({ icon: Icon, label, value, testId }) => /* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsxs("dt", {
						className: "flex items-center gap-2 text-xs font-semibold text-slate-500",
						children: [/* @__PURE__ */ jsx(Icon, {
							className: "size-4 shrink-0 text-brand-600",
							"aria-hidden": "true"
						}), label]
					}), /* @__PURE__ */ jsx("dd", {
						"data-testid": testId,
						className: "mt-0.5 pl-6 text-sm font-semibold text-slate-900",
						children: value
					})]
				}, label))
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-5 flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-5",
				children: [/* @__PURE__ */ jsx(PriceTag, {
					pricing: batchPricing(batch, formatInr),
					testId: "batch-price"
				}), /* @__PURE__ */ jsxs("p", {
					"data-testid": "batch-seats",
					className: clsx("inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold", !isOpen ? "bg-slate-100 text-slate-700" : isLow ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700"),
					children: [/* @__PURE__ */ jsx(Users, {
						className: "size-3.5",
						"aria-hidden": "true"
					}), batch.seatsLeft > 0 ? `${plural(batch.seatsLeft, "seat")} left` : "Sold out"]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-auto pt-5",
				children: isOpen ? /* @__PURE__ */ jsxs(Link, {
					to: `/checkout/?batchId=${batch._id}`,
					"data-testid": "batch-enrol",
					className: buttonStyles({
						size: "lg",
						fullWidth: true
					}),
					children: [
						"Enrol now",
						/* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [" in ", batch.name]
						}),
						/* @__PURE__ */ jsx(ArrowRight, {
							className: "size-4",
							"aria-hidden": "true"
						})
					]
				}) : /* @__PURE__ */ jsx("p", {
					className: "rounded-xl bg-slate-100 px-4 py-3 text-center text-sm font-semibold text-slate-600",
					children: batch.seatsLeft > 0 ? "Enrolment closed" : "This batch is full"
				})
			})
		]
	});
}
// src/features/courses/components/course-details.tsx
/** The full description, paragraph by paragraph. */
function CourseDescription({ text }) {
	const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
	return /* @__PURE__ */ jsx("div", {
		className: "max-w-3xl space-y-4 text-base leading-relaxed whitespace-pre-line text-slate-700",
		children: paragraphs.map((p, i) => /* @__PURE__ */ jsx("p", { children: p }, i))
	});
}
/** Outcomes: a two-column checklist in a soft brand panel. */
function CourseOutcomes({ items }) {
	return /* @__PURE__ */ jsx("ul", {
		role: "list",
		className: "grid gap-3 rounded-2xl border border-brand-100 bg-brand-50/50 p-5 sm:grid-cols-2 sm:p-6",
		children: items.map((item, i) => /* @__PURE__ */ jsxs("li", {
			className: "flex gap-3 text-[15px] leading-relaxed text-slate-800",
			children: [/* @__PURE__ */ jsx(CheckCircle2, {
				className: "mt-0.5 size-5 shrink-0 text-brand-600",
				"aria-hidden": "true"
			}), item]
		}, i))
	});
}
function CourseRequirements({ items }) {
	return /* @__PURE__ */ jsx("ul", {
		role: "list",
		className: "space-y-2.5",
		children: items.map((item, i) => /* @__PURE__ */ jsxs("li", {
			className: "flex gap-3 text-[15px] leading-relaxed text-slate-700",
			children: [/* @__PURE__ */ jsx(Circle, {
				className: "mt-2 size-2 shrink-0 fill-brand-500 text-brand-500",
				"aria-hidden": "true"
			}), item]
		}, i))
	});
}
/** The content outline: sections that open one at a time (the first open to begin with). */
function CourseOutline({ sections }) {
	const [open, setOpen] = useState("section-0");
	const topicCount = sections.reduce((n, s) => n + s.content.length, 0);
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("p", {
		className: "mb-4 text-sm text-slate-600",
		children: [
			plural(sections.length, "section"),
			" · ",
			plural(topicCount, "topic")
		]
	}), /* @__PURE__ */ jsx(Accordion.Root, {
		type: "single",
		collapsible: true,
		value: open,
		onValueChange: setOpen,
		"data-testid": "course-outline",
		className: "divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card",
		children: sections.map((section, index) => {
			const key = `section-${index}`;
			const isOpen = open === key;
			return /* @__PURE__ */ jsxs(Accordion.Item, {
				value: key,
				"data-testid": "outline-section",
				children: [/* @__PURE__ */ jsx(Accordion.Header, { children: /* @__PURE__ */ jsxs(Accordion.Trigger, {
					className: "group flex w-full items-center gap-4 px-5 py-4 text-left hover:bg-slate-50 sm:px-6",
					children: [
						/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: clsx("grid size-9 shrink-0 place-items-center rounded-lg font-mono text-sm font-bold transition-colors", isOpen ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700"),
							children: String(index + 1).padStart(2, "0")
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "min-w-0 flex-1",
							children: [/* @__PURE__ */ jsx("span", {
								className: "block font-bold break-words text-slate-900",
								children: section.title
							}), /* @__PURE__ */ jsx("span", {
								className: "block text-xs text-slate-500",
								children: plural(section.content.length, "topic")
							})]
						}),
						/* @__PURE__ */ jsx(ChevronDown, {
							className: clsx("size-5 shrink-0 text-slate-500 transition-transform", isOpen && "rotate-180"),
							"aria-hidden": "true"
						})
					]
				}) }), /* @__PURE__ */ jsx(Accordion.Content, {
					className: "data-[state=open]:animate-fade-in",
					children: /* @__PURE__ */ jsx("ul", {
						role: "list",
						className: "grid gap-2 px-5 pb-5 sm:grid-cols-2 sm:px-6 sm:pl-[4.75rem]",
						children: section.content.map((topic, i) => /* @__PURE__ */ jsx(CheckItem, { children: topic }, i))
					})
				})]
			}, key);
		})
	})] });
}
function CourseTechStack({ items }) {
	return /* @__PURE__ */ jsx("ul", {
		role: "list",
		"data-testid": "course-tech-stack",
		className: "flex flex-wrap gap-2.5",
		children: items.map((item) => /* @__PURE__ */ jsx("li", {
			className: "rounded-xl border border-slate-200 bg-white px-3.5 py-2 font-mono text-sm font-semibold text-slate-800 shadow-sm",
			children: item
		}, item))
	});
}
function CourseFeatures({ items }) {
	return /* @__PURE__ */ jsx("ul", {
		role: "list",
		className: "grid gap-3 sm:grid-cols-2",
		children: items.map((item, i) => /* @__PURE__ */ jsxs("li", {
			className: "flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card",
			children: [/* @__PURE__ */ jsx("span", {
				className: "grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700",
				children: /* @__PURE__ */ jsx(Sparkles, {
					className: "size-4",
					"aria-hidden": "true"
				})
			}), /* @__PURE__ */ jsx("span", {
				className: "self-center text-[15px] font-medium text-slate-800",
				children: item
			})]
		}, i))
	});
}
/** FAQs: any number open at once. */
function CourseFaqs({ faqs }) {
	return /* @__PURE__ */ jsx(Accordion.Root, {
		type: "multiple",
		"data-testid": "course-faqs",
		className: "space-y-3",
		children: faqs.map((faq, i) => /* @__PURE__ */ jsxs(Accordion.Item, {
			value: `faq-${i}`,
			className: "overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card data-[state=open]:border-brand-200",
			children: [/* @__PURE__ */ jsx(Accordion.Header, { children: /* @__PURE__ */ jsxs(Accordion.Trigger, {
				className: "group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 sm:px-6",
				children: [faq.question, /* @__PURE__ */ jsx(ChevronDown, {
					className: "size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180",
					"aria-hidden": "true"
				})]
			}) }), /* @__PURE__ */ jsx(Accordion.Content, {
				className: "px-5 pb-5 text-[15px] leading-relaxed whitespace-pre-line text-slate-700 data-[state=open]:animate-fade-in sm:px-6",
				children: faq.answer
			})]
		}, i))
	});
}
/** The display video: embedded when it is a YouTube/Vimeo link, otherwise offered as a link. */
function CourseVideo({ url, title }) {
	const embed = videoEmbedUrl(url);
	const link = safeHttpUrl(url);
	if (embed) return /* @__PURE__ */ jsx("div", {
		className: "overflow-hidden rounded-2xl bg-slate-950 shadow-pop ring-1 ring-slate-900/10",
		children: /* @__PURE__ */ jsx("iframe", {
			src: embed,
			title: `${title}: course preview video`,
			"data-testid": "course-video",
			className: "aspect-video w-full",
			loading: "lazy",
			allow: "accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture",
			allowFullScreen: true,
			referrerPolicy: "strict-origin-when-cross-origin"
		})
	});
	if (!link) return null;
	return /* @__PURE__ */ jsxs("a", {
		href: link,
		target: "_blank",
		rel: "noreferrer noopener",
		"data-testid": "course-video-link",
		className: "group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card hover:border-brand-200",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "grid size-12 place-items-center rounded-xl bg-brand-600 text-white",
				children: /* @__PURE__ */ jsx(PlayCircle, {
					className: "size-6",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsxs("span", {
				className: "flex-1",
				children: [/* @__PURE__ */ jsx("span", {
					className: "block font-bold text-slate-900",
					children: "Watch the course preview"
				}), /* @__PURE__ */ jsx("span", {
					className: "block text-sm text-slate-600",
					children: "Opens in a new tab"
				})]
			}),
			/* @__PURE__ */ jsx(ExternalLink, {
				className: "size-5 text-slate-500 group-hover:text-brand-700",
				"aria-hidden": "true"
			})
		]
	});
}
function CourseCertificate({ title }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "course-certificate",
		className: "relative isolate flex flex-col gap-5 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 p-6 text-white shadow-pop sm:flex-row sm:items-center sm:p-8",
		children: [
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "absolute -top-16 -right-10 -z-10 size-56 rounded-full bg-amber-400/20 blur-3xl"
			}),
			/* @__PURE__ */ jsx("span", {
				className: "grid size-16 shrink-0 place-items-center rounded-2xl bg-amber-400 text-amber-950 shadow-lg shadow-amber-500/30",
				children: /* @__PURE__ */ jsx(Award, {
					className: "size-8",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
				className: "text-lg font-bold",
				children: "Certificate of completion"
			}), /* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-sm leading-relaxed text-brand-100",
				children: [
					"Finish ",
					title,
					" and its projects to earn a KodeSchool certificate you can add to your résumé and LinkedIn profile."
				]
			})] })
		]
	});
}
function CourseInstructors({ instructors }) {
	return /* @__PURE__ */ jsx("ul", {
		role: "list",
		"data-testid": "course-instructors",
		className: "grid gap-4 sm:grid-cols-2",
		children: instructors.map((person) => {
			const parts = person.name.trim().split(/\s+/);
			const initials = `${parts[0]?.[0] ?? ""}${parts.length > 1 ? parts[parts.length - 1]?.[0] ?? "" : ""}`;
			return /* @__PURE__ */ jsxs("li", {
				className: "flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card",
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-fuchsia-500 text-base font-bold text-white",
					children: initials.toUpperCase() || "?"
				}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
					className: "block font-bold text-slate-900",
					children: person.name
				}), /* @__PURE__ */ jsx("span", {
					className: "block text-sm text-slate-600",
					children: "Instructor"
				})] })]
			}, person._id);
		})
	});
}
// src/features/courses/components/course-modules.tsx
var Skeleton = () => /* @__PURE__ */ jsx("div", {
	"aria-busy": "true",
	className: "space-y-3",
	children: [
		0,
		1,
		2
	].map((i) => /* @__PURE__ */ jsx("div", {
		"aria-hidden": "true",
		className: "h-16 animate-pulse rounded-2xl bg-slate-200/70"
	}, i))
});
/** GET /courses/{id}/modules: modules with their lessons; preview lessons are marked. */
function CourseModules({ courseId, modules: state }) {
	const { data: modules, error, refetch } = state;
	if (error && !modules) return /* @__PURE__ */ jsx(InlineError, {
		testId: "course-modules-error",
		message: getErrorMessage(error, COURSES_MSG.fetchModulesFailed),
		onRetry: () => void refetch()
	});
	if (!modules) return /* @__PURE__ */ jsx(Skeleton, {});
	return /* @__PURE__ */ jsx(Accordion.Root, {
		type: "multiple",
		"data-testid": "course-modules",
		className: "space-y-3",
		children: modules.map((module, index) => {
			const minutes = module.lessons.reduce((n, l) => n + l.durationMinutes, 0);
			return /* @__PURE__ */ jsxs(ModuleItem, {
				value: module._id,
				testId: "course-module",
				wide: true,
				lead: /* @__PURE__ */ jsxs("span", {
					className: "text-xs font-bold tracking-widest text-brand-700 uppercase",
					children: ["Module ", index + 1]
				}),
				title: module.title,
				summary: plural(module.lessons.length, "lesson") + (minutes > 0 ? ` · ${minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`}` : ""),
				children: [module.description && /* @__PURE__ */ jsx("p", {
					className: "mb-3 text-sm leading-relaxed text-slate-600",
					children: module.description
				}), /* @__PURE__ */ jsx("ul", {
					role: "list",
					className: "divide-y divide-slate-100",
					children: module.lessons.map((lesson, i) => /* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-3 py-2.5 text-sm text-slate-700",
						children: [
							/* @__PURE__ */ jsx(PlayCircle, {
								className: "size-4 shrink-0 text-brand-600",
								"aria-hidden": "true"
							}),
							/* @__PURE__ */ jsx("span", {
								className: "flex-1",
								children: lesson.title
							}),
							lesson.isPreview && /* @__PURE__ */ jsxs("span", {
								className: "inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800",
								children: [/* @__PURE__ */ jsx(Eye, {
									className: "size-3",
									"aria-hidden": "true"
								}), "Preview"]
							}),
							lesson.durationMinutes > 0 && /* @__PURE__ */ jsxs("span", {
								className: "text-xs text-slate-500 tabular-nums",
								children: [lesson.durationMinutes, " min"]
							})
						]
					}, i))
				})]
			}, module._id);
		})
	}, courseId);
}
/** GET /courses/{id}/announcements: the newest news first. */
function CourseAnnouncements({ state }) {
	const { data: announcements, error, refetch } = state;
	if (error && !announcements) return /* @__PURE__ */ jsx(InlineError, {
		testId: "course-announcements-error",
		message: getErrorMessage(error, COURSES_MSG.fetchAnnouncementsFailed),
		onRetry: () => void refetch()
	});
	if (!announcements) return /* @__PURE__ */ jsx(Skeleton, {});
	return /* @__PURE__ */ jsx(AnnouncementList, {
		announcements,
		testId: "course-announcements"
	});
}
// src/features/courses/components/course-sections.tsx
var HEADINGS = {
	about: [
		"About",
		"About this course",
		"Overview"
	],
	outcomes: [
		"Outcomes",
		"Outcomes",
		"What you'll learn"
	],
	batches: [
		"Batches",
		"Batches",
		"Choose your batch"
	],
	curriculum: [
		"Curriculum",
		"Curriculum",
		"Course content"
	],
	modules: [
		"Modules",
		"Modules",
		"Modules and lessons"
	],
	"tech-stack": [
		"Tech stack",
		"Tech stack",
		"Tools you'll work with"
	],
	features: [
		"Features",
		"Features",
		"What the course includes"
	],
	preview: [
		"Preview",
		"Preview",
		"Watch the course preview"
	],
	requirements: [
		"Requirements",
		"Before you start",
		"Requirements"
	],
	instructors: [
		"Instructors",
		"Instructors",
		"Learn from"
	],
	certificate: [
		"Certificate",
		"Certificate",
		"Earn a certificate"
	],
	announcements: [
		"Announcements",
		"News",
		"Announcements"
	],
	faqs: [
		"FAQs",
		"FAQs",
		"Frequently asked questions"
	]
};
/** The bands a course has something to say in; an empty one is left out, with its nav entry. */
function useCourseSections(course) {
	const { metaData } = course;
	const modules = useCourseModules(course._id, true);
	const announcements = useCourseAnnouncements(course._id, true);
	const hasModules = modules.error || (modules.data?.length ?? 0) > 0;
	const hasNews = announcements.error || (announcements.data?.length ?? 0) > 0;
	const bodies = {
		about: metaData.description && /* @__PURE__ */ jsx(CourseDescription, { text: metaData.description }),
		outcomes: metaData.outcomes.length > 0 && /* @__PURE__ */ jsx(CourseOutcomes, { items: metaData.outcomes }),
		batches: /* @__PURE__ */ jsx(CourseBatches, { courseId: course._id }),
		curriculum: metaData.content.length > 0 && /* @__PURE__ */ jsx(CourseOutline, { sections: metaData.content }),
		modules: hasModules && /* @__PURE__ */ jsx(CourseModules, {
			courseId: course._id,
			modules
		}),
		"tech-stack": metaData.techStack.length > 0 && /* @__PURE__ */ jsx(CourseTechStack, { items: metaData.techStack }),
		features: metaData.features.length > 0 && /* @__PURE__ */ jsx(CourseFeatures, { items: metaData.features }),
		preview: safeHttpUrl(metaData.displayVideo) !== null && /* @__PURE__ */ jsx(CourseVideo, {
			url: metaData.displayVideo,
			title: course.title
		}),
		requirements: metaData.requirements.length > 0 && /* @__PURE__ */ jsx(CourseRequirements, { items: metaData.requirements }),
		instructors: course.instructors.length > 0 && /* @__PURE__ */ jsx(CourseInstructors, { instructors: course.instructors }),
		certificate: metaData.certificate && /* @__PURE__ */ jsx(CourseCertificate, { title: course.title }),
		announcements: hasNews && /* @__PURE__ */ jsx(CourseAnnouncements, { state: announcements }),
		faqs: metaData.faqs.length > 0 && /* @__PURE__ */ jsx(CourseFaqs, { faqs: metaData.faqs })
	};
	return Object.keys(HEADINGS).filter((id) => bodies[id]).map((id) => {
		const [nav, eyebrow, title] = HEADINGS[id];
		return {
			id,
			nav,
			eyebrow,
			title,
			body: bodies[id]
		};
	});
}
// src/features/courses/pages/course-page.tsx
var ID_RE = /^[a-f\d]{24}$/i;
/** /courses/:id: everything about one course, its open batches and the callback request. */
function CoursePage() {
	const { id = "" } = useParams();
	const isValidId = ID_RE.test(id);
	const { data: course, error, refetch, isFetching } = useCourse(id, isValidId);
	if (!isValidId || error && isNotFound(error)) return /* @__PURE__ */ jsx(CourseNotFound, {});
	if (!course) {
		if (error) return /* @__PURE__ */ jsx(LoadError, {
			testId: "course-error",
			className: "container-page py-24",
			title: COURSES_MSG.fetchCourseFailed,
			message: getErrorMessage(error, COURSES_MSG.fetchCourseFailed),
			onRetry: () => void refetch(),
			isRetrying: isFetching
		});
		return /* @__PURE__ */ jsx(CoursePageSkeleton, {});
	}
	return /* @__PURE__ */ jsx(CourseDetail, { course });
}
function CourseDetail({ course }) {
	const sections = useCourseSections(course);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: `${course.title} | KodeSchool` }),
		/* @__PURE__ */ jsx(CourseHero, { course }),
		/* @__PURE__ */ jsxs("div", {
			className: "container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-14",
			children: [/* @__PURE__ */ jsx("nav", {
				"aria-label": "On this page",
				className: "hidden lg:block",
				children: /* @__PURE__ */ jsxs("div", {
					className: "sticky top-24",
					children: [/* @__PURE__ */ jsx("p", {
						className: "text-xs font-bold tracking-widest text-slate-500 uppercase",
						children: "On this page"
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-3 space-y-1 border-l border-slate-200",
						children: sections.map((s) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: `#${s.id}`,
							className: "-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm font-medium text-slate-600 hover:border-brand-400 hover:text-slate-900",
							children: s.nav
						}) }, s.id))
					})]
				})
			}), /* @__PURE__ */ jsx("div", {
				className: "min-w-0 space-y-16",
				children: sections.map((s) => /* @__PURE__ */ jsx(CourseSection, {
					id: s.id,
					eyebrow: s.eyebrow,
					title: s.title,
					children: s.body
				}, s.id))
			})]
		})
	] });
}
function CourseNotFound() {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "course-not-found",
		className: "container-page py-24",
		children: [/* @__PURE__ */ jsx("title", { children: "Course not found | KodeSchool" }), /* @__PURE__ */ jsx(StatusPanel, {
			icon: SearchX,
			code: "404",
			title: COURSES_MSG.courseNotFound,
			description: "This course may have been removed, or the link is mistyped.",
			actions: /* @__PURE__ */ jsxs(Link, {
				to: "/courses",
				className: buttonStyles({}),
				children: [/* @__PURE__ */ jsx(ArrowLeft, {
					className: "size-4",
					"aria-hidden": "true"
				}), "Browse all courses"]
			})
		})]
	});
}
export { CoursePage as default };
