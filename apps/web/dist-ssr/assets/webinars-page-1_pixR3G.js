import { a as HeroPill, i as HeroFacts, o as HeroStage, r as GradientText } from "./hero-stage-Ci1sKLWw.js";
import { t as useNow } from "./use-now-DYvIdfHR.js";
import { v as ZPublicWebinarListData } from "./webinar.schema-B5O1UN4y.js";
import { n as publicApi } from "./api-client-CyCTgC69.js";
import { a as istTimeRange, c as webinarKeys, o as istWeekday, s as statusNow, t as dateTile } from "./webinar-time-spBAPkfx.js";
import { n as formatMinutes } from "./countdown-DMjZUhNf.js";
import { c as speakerNames, s as seatsLeftText } from "./webinar-display-Cqxhwg-b.js";
import { a as WebinarStatusBadge, n as WebinarGridSkeleton, o as WebinarCover, r as WebinarLoadError, t as NoWebinars } from "./webinar-states-zLnajDsa.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { clsx } from "clsx";
import { ArrowRight, CalendarPlus, Clock, Mic, Radio, Timer, Users, Video } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/webinars/api/get-public-webinars.ts
/** GET /webinars: upcoming and live webinars, soonest first. */
async function getPublicWebinars(signal) {
	return (await publicApi.get("/webinars", ZPublicWebinarListData, { signal })).data.webinars;
}
var publicWebinarsQueryOptions = () => queryOptions({
	queryKey: webinarKeys.list(),
	queryFn: ({ signal }) => getPublicWebinars(signal),
	staleTime: 3e4,
	refetchInterval: 6e4
});
var usePublicWebinars = () => useQuery(publicWebinarsQueryOptions());
// src/features/webinars/components/webinar-card.tsx
/** One webinar in the listing; the whole card links to its page. */
function WebinarCard({ webinar, now }) {
	const status = statusNow(webinar, now);
	const tile = dateTile(webinar.startTime);
	const seats = webinar.acceptingRegistrations || webinar.seatsLeft === 0 ? seatsLeftText(webinar.seatsLeft) : "Registration closed";
	const isFewSeats = webinar.seatsLeft !== null && webinar.seatsLeft <= 10;
	const cta = !webinar.acceptingRegistrations ? "See details" : status === "live" ? "Register to join" : "Register free";
	return /* @__PURE__ */ jsxs("article", {
		"data-testid": "webinar-card",
		className: "group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "relative",
			children: [
				/* @__PURE__ */ jsx(WebinarCover, {
					title: webinar.title,
					seed: webinar.webinarCode,
					coverImage: webinar.coverImage
				}),
				/* @__PURE__ */ jsx(WebinarStatusBadge, {
					status,
					className: "absolute top-3 left-3"
				}),
				/* @__PURE__ */ jsxs("div", {
					"aria-hidden": "true",
					className: "absolute top-3 right-3 w-14 overflow-hidden rounded-xl bg-white text-center shadow-md",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block bg-brand-600 py-0.5 text-[0.65rem] font-bold tracking-widest text-white",
						children: tile.month
					}), /* @__PURE__ */ jsx("span", {
						className: "block py-1 text-xl leading-none font-extrabold text-slate-900 tabular-nums",
						children: tile.day
					})]
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col p-5 sm:p-6",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "text-sm font-semibold text-brand-700",
					children: /* @__PURE__ */ jsx("time", {
						dateTime: webinar.startTime,
						children: istWeekday(webinar.startTime)
					})
				}),
				/* @__PURE__ */ jsx("h3", {
					className: "mt-1.5 text-lg leading-snug font-bold break-words text-slate-900",
					children: /* @__PURE__ */ jsx(Link, {
						to: `/webinars/${webinar.webinarCode}`,
						className: "after:absolute after:inset-0 after:content-[''] focus:outline-none",
						children: webinar.title
					})
				}),
				/* @__PURE__ */ jsxs("ul", {
					role: "list",
					"aria-label": "Webinar facts",
					className: "mt-3 space-y-1.5 text-sm text-slate-600",
					children: [
						/* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-2",
							children: [/* @__PURE__ */ jsx(Clock, {
								className: "size-4 shrink-0 text-brand-700",
								"aria-hidden": "true"
							}), istTimeRange(webinar.startTime, webinar.endTime)]
						}),
						/* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-2",
							children: [/* @__PURE__ */ jsx(Timer, {
								className: "size-4 shrink-0 text-brand-700",
								"aria-hidden": "true"
							}), formatMinutes(webinar.durationMinutes)]
						}),
						webinar.speakers.length > 0 && /* @__PURE__ */ jsxs("li", {
							className: "flex items-start gap-2",
							children: [/* @__PURE__ */ jsx(Mic, {
								className: "mt-0.5 size-4 shrink-0 text-brand-700",
								"aria-hidden": "true"
							}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "Speakers: "
							}), speakerNames(webinar.speakers)] })]
						})
					]
				}),
				/* @__PURE__ */ jsx("div", { className: "flex-1 pb-5" }),
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-center justify-between gap-3 border-t border-slate-100 pt-4",
					children: [seats ? /* @__PURE__ */ jsxs("span", {
						"data-testid": "webinar-card-seats",
						className: clsx("inline-flex items-center gap-1.5 text-sm font-semibold", isFewSeats ? "text-amber-700" : "text-slate-700"),
						children: [/* @__PURE__ */ jsx(Users, {
							className: "size-4",
							"aria-hidden": "true"
						}), seats]
					}) : /* @__PURE__ */ jsxs("span", {
						className: "inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700",
						children: [/* @__PURE__ */ jsx(Users, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Open to all"]
					}), /* @__PURE__ */ jsxs("span", {
						"aria-hidden": "true",
						className: "inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-brand-700 group-hover:text-brand-800",
						children: [cta, /* @__PURE__ */ jsx(ArrowRight, { className: "size-4 transition-transform group-hover:translate-x-0.5" })]
					})]
				})
			]
		})]
	});
}
// src/features/webinars/pages/webinars-page.tsx
var PERKS = [
	{
		icon: Video,
		text: "Live, with time for your questions"
	},
	{
		icon: CalendarPlus,
		text: "Joining link and calendar invite by e-mail"
	},
	{
		icon: Users,
		text: "Free for everyone"
	}
];
/** /webinars: upcoming and live webinars as cards, soonest first. */
function WebinarsPage() {
	const webinars = usePublicWebinars();
	const now = useNow(3e4);
	const list = webinars.data ?? [];
	const liveCount = list.filter((w) => w.status === "live").length;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: "Live webinars | KodeSchool" }),
		/* @__PURE__ */ jsx(HeroStage, {
			labelledBy: "webinars-title",
			tone: "slate",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page pt-12 pb-24 sm:pt-16 sm:pb-28",
				children: [
					/* @__PURE__ */ jsxs(HeroPill, { children: [/* @__PURE__ */ jsx(Radio, {
						className: "size-4 text-red-400",
						"aria-hidden": "true"
					}), liveCount > 0 ? `${liveCount} live right now` : "KodeSchool Live"] }),
					/* @__PURE__ */ jsxs("h1", {
						id: "webinars-title",
						className: "mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl",
						children: [
							"Free live webinars with engineers who",
							" ",
							/* @__PURE__ */ jsx(GradientText, {
								tone: "warm",
								children: "ship for a living"
							})
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-5 max-w-2xl text-lg leading-relaxed text-slate-300",
						children: "An hour or so on one topic, taught live, with your questions answered at the end. Save your seat and we e-mail you the joining link and a calendar invite."
					}),
					/* @__PURE__ */ jsx(HeroFacts, {
						facts: PERKS,
						label: "Every webinar includes"
					})
				]
			})
		}),
		/* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "upcoming-webinars",
			className: "bg-slate-50 pb-16 sm:pb-24",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "upcoming-webinars",
				className: "sr-only",
				children: "Upcoming webinars"
			}), /* @__PURE__ */ jsx("div", {
				className: "container-page -mt-14 sm:-mt-16",
				children: webinars.data ? list.length === 0 ? /* @__PURE__ */ jsx("div", {
					className: "rounded-3xl border border-slate-200 bg-white px-5 shadow-card",
					children: /* @__PURE__ */ jsx(NoWebinars, {})
				}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
					role: "list",
					className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
					children: list.map((webinar) => /* @__PURE__ */ jsx("li", {
						className: "flex",
						children: /* @__PURE__ */ jsx(WebinarCard, {
							webinar,
							now
						})
					}, webinar.webinarCode))
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-8 text-center text-sm text-slate-600",
					children: "All times are India Standard Time (IST)."
				})] }) : webinars.error ? /* @__PURE__ */ jsx("div", {
					className: "rounded-3xl border border-slate-200 bg-white shadow-card",
					children: /* @__PURE__ */ jsx(WebinarLoadError, {
						title: "We could not load the webinars",
						query: webinars
					})
				}) : /* @__PURE__ */ jsx(WebinarGridSkeleton, {})
			})]
		})
	] });
}
export { WebinarsPage as default };
