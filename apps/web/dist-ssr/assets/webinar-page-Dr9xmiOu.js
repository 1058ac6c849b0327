import { n as DetailCard, r as EventPageSkeleton, t as CountdownTiles } from "./countdown-tiles-3mo8ofqt.js";
import { a as getErrorMessage, i as ApiError, n as publicApi } from "./api-client-CyCTgC69.js";
import { t as useNow } from "./use-now-DYvIdfHR.js";
import { a as isNotFound, r as fieldIssues } from "./field-issues-CklJ7g7w.js";
import { C as ZWebinarRegisterForm, _ as ZPublicWebinarData, l as WEBINAR_MSG, w as ZWebinarRegistrationData } from "./webinar.schema-B5O1UN4y.js";
import { a as istTimeRange, c as webinarKeys, n as istDateTime, o as istWeekday, s as statusNow } from "./webinar-time-spBAPkfx.js";
import { Gt as buttonStyles, d as utmField, m as IconTile } from "../entry-server.js";
import { a as paragraphs, o as phoneDigits, r as initials, s as seatsLeftText } from "./webinar-display-Cqxhwg-b.js";
import { i as HeroFacts, n as EventHeading, o as HeroStage, t as BackLink } from "./hero-stage-Ci1sKLWw.js";
import { n as formatMinutes } from "./countdown-DMjZUhNf.js";
import { a as WebinarStatusBadge, i as WebinarNotFound, o as WebinarCover, r as WebinarLoadError } from "./webinar-states-zLnajDsa.js";
import { E as useZodForm } from "./form-9deOHQRr.js";
import { i as RegistrationSubmit, r as RegistrationForm, t as ContactFields } from "./contact-fields-CDEAil1p.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { clsx } from "clsx";
import { Award, CalendarDays, CalendarPlus, CheckCircle2, Clock, Info, Lock, MessageCircleQuestion, Mic, Radio, Sparkles, Timer, Users, Video } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/features/webinars/api/get-public-webinar.ts
/** GET /webinars/{webinarCode}: the public page's data (no join link: it is e-mailed). */
async function getPublicWebinar(webinarCode, signal) {
	return (await publicApi.get(`/webinars/${encodeURIComponent(webinarCode)}`, ZPublicWebinarData, { signal })).data.webinar;
}
var publicWebinarQueryOptions = (webinarCode) => queryOptions({
	queryKey: webinarKeys.detail(webinarCode),
	queryFn: ({ signal }) => getPublicWebinar(webinarCode, signal),
	staleTime: 3e4,
	retry: (count, error) => !isNotFound(error) && count < 2
});
var usePublicWebinar = (webinarCode) => useQuery(publicWebinarQueryOptions(webinarCode));
// src/features/webinars/components/webinar-details.tsx
var AVATAR_TONES = [
	"bg-brand-100 text-brand-800",
	"bg-amber-100 text-amber-800",
	"bg-emerald-100 text-emerald-800",
	"bg-sky-100 text-sky-800"
];
/** What the session is about, who speaks, and what a participant gets. */
function WebinarDetails({ webinar }) {
	const text = paragraphs(webinar.description);
	const gets = [
		{
			icon: Video,
			title: "A live session",
			text: "Taught live, not a recording."
		},
		{
			icon: MessageCircleQuestion,
			title: "Your questions answered",
			text: "Time at the end for questions from the audience."
		},
		{
			icon: CalendarPlus,
			title: "Calendar invite",
			text: "The joining link and an invite for your calendar, by e-mail."
		},
		...webinar.certificateEnabled ? [{
			icon: Award,
			title: "Certificate of participation",
			text: "E-mailed to attendees after the session, with a link anyone can verify."
		}] : []
	];
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			text.length > 0 && /* @__PURE__ */ jsx(DetailCard, {
				title: "About this webinar",
				icon: Sparkles,
				testId: "webinar-about",
				children: /* @__PURE__ */ jsx("div", {
					className: "space-y-4 leading-relaxed text-slate-700",
					children: text.map((p, i) => /* @__PURE__ */ jsx("p", {
						className: "whitespace-pre-line",
						children: p
					}, i))
				})
			}),
			webinar.speakers.length > 0 && /* @__PURE__ */ jsx(DetailCard, {
				title: webinar.speakers.length === 1 ? "Your speaker" : "Your speakers",
				icon: Mic,
				testId: "webinar-speakers",
				children: /* @__PURE__ */ jsx("ul", {
					role: "list",
					className: "grid gap-3 sm:grid-cols-2",
					children: webinar.speakers.map((speaker, i) => /* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50/70 p-3",
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: clsx("grid size-12 shrink-0 place-items-center rounded-full text-sm font-bold", AVATAR_TONES[i % AVATAR_TONES.length]),
							children: initials(speaker.name)
						}), /* @__PURE__ */ jsxs("span", {
							className: "min-w-0",
							children: [/* @__PURE__ */ jsx("span", {
								className: "block font-semibold text-slate-900",
								children: speaker.name
							}), speaker.title && /* @__PURE__ */ jsx("span", {
								className: "block text-sm text-slate-600",
								children: speaker.title
							})]
						})]
					}, `${speaker.name}-${i}`))
				})
			}),
			/* @__PURE__ */ jsx(DetailCard, {
				title: "What you get",
				icon: Award,
				testId: "webinar-benefits",
				children: /* @__PURE__ */ jsx("ul", {
					role: "list",
					className: "grid gap-4 sm:grid-cols-2",
					children: gets.map(({ icon: Icon, title, text: line }) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-3",
						children: [/* @__PURE__ */ jsx(IconTile, {
							icon: Icon,
							className: "size-10 shrink-0 bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100"
						}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
							className: "block font-semibold text-slate-900",
							children: title
						}), /* @__PURE__ */ jsx("span", {
							className: "block text-sm text-slate-600",
							children: line
						})] })]
					}, title))
				})
			})
		]
	});
}
// src/features/webinars/components/webinar-hero.tsx
/** Title, the schedule in IST, the cover, and a countdown (or "Live now"). */
function WebinarHero({ webinar, status, now }) {
	const seats = webinar.acceptingRegistrations || webinar.seatsLeft === 0 ? seatsLeftText(webinar.seatsLeft) : null;
	const facts = [
		{
			icon: CalendarDays,
			text: istWeekday(webinar.startTime),
			testId: "webinar-date"
		},
		{
			icon: Clock,
			text: istTimeRange(webinar.startTime, webinar.endTime),
			testId: "webinar-time"
		},
		{
			icon: Timer,
			text: formatMinutes(webinar.durationMinutes),
			testId: "webinar-duration"
		},
		...seats ? [{
			icon: Users,
			text: seats,
			testId: "webinar-seats"
		}] : []
	];
	return /* @__PURE__ */ jsx(HeroStage, {
		labelledBy: "webinar-title",
		tone: "slate",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page py-8 sm:py-12 lg:py-16",
			children: [/* @__PURE__ */ jsx(BackLink, {
				to: "/webinars",
				children: "All webinars"
			}), /* @__PURE__ */ jsxs("div", {
				className: "mt-6 grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14",
				children: [/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx(EventHeading, {
						id: "webinar-title",
						icon: Radio,
						kind: "Free live webinar",
						badge: /* @__PURE__ */ jsx(WebinarStatusBadge, {
							status,
							tone: "dark"
						}),
						title: webinar.title,
						titleClassName: "text-balance sm:text-5xl"
					}),
					webinar.speakers.length > 0 && /* @__PURE__ */ jsxs("p", {
						className: "mt-4 text-lg text-slate-300",
						children: [
							"with",
							" ",
							webinar.speakers.map((s, i) => /* @__PURE__ */ jsxs("span", { children: [i > 0 && (i === webinar.speakers.length - 1 ? " and " : ", "), /* @__PURE__ */ jsx("span", {
								className: "font-semibold text-white",
								children: s.name
							})] }, `${s.name}-${i}`))
						]
					}),
					/* @__PURE__ */ jsx(HeroFacts, {
						facts,
						label: "Webinar at a glance"
					})
				] }), /* @__PURE__ */ jsxs("div", {
					className: "overflow-hidden rounded-3xl border border-white/10 bg-white/[0.06] shadow-2xl shadow-brand-950/50 backdrop-blur",
					children: [/* @__PURE__ */ jsx(WebinarCover, {
						title: webinar.title,
						seed: webinar.webinarCode,
						coverImage: webinar.coverImage,
						size: "hero"
					}), /* @__PURE__ */ jsx("div", {
						className: "p-5 sm:p-6",
						children: /* @__PURE__ */ jsx(HeroClock, {
							webinar,
							status,
							now
						})
					})]
				})]
			})]
		})
	});
}
function HeroClock({ webinar, status, now }) {
	if (status === "upcoming") return /* @__PURE__ */ jsx(CountdownTiles, {
		label: "Starts in",
		at: webinar.startTime,
		now,
		testId: "webinar-countdown"
	});
	if (status === "live") return /* @__PURE__ */ jsxs("div", {
		"data-testid": "webinar-live",
		className: "flex items-start gap-4",
		children: [/* @__PURE__ */ jsxs("span", {
			className: "relative mt-1 flex size-3 shrink-0",
			children: [/* @__PURE__ */ jsx("span", { className: "absolute inline-flex size-full animate-ping rounded-full bg-red-400 opacity-75" }), /* @__PURE__ */ jsx("span", { className: "relative inline-flex size-3 rounded-full bg-red-500" })]
		}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
			className: "text-lg font-bold text-white",
			children: "Live now"
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-1 text-sm text-slate-300",
			children: "The session is on. Registered? Your joining link is in your e-mail."
		})] })]
	});
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "webinar-ended",
		children: [/* @__PURE__ */ jsx("p", {
			className: "text-lg font-bold text-white",
			children: "This webinar has ended"
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-1 text-sm text-slate-300",
			children: "Thanks to everyone who joined. The next sessions are on the webinars page."
		})]
	});
}
// src/features/webinars/api/register-for-webinar.ts
/** POST /webinars/{webinarCode}/register: the form plus the visitor's first-touch UTM. */
async function registerForWebinar(input) {
	const body = {
		...input.values,
		...utmField()
	};
	const res = await publicApi.post(`/webinars/${encodeURIComponent(input.webinarCode)}/register`, ZWebinarRegistrationData, body);
	return {
		message: res.message || WEBINAR_MSG.registered,
		registration: res.data.registration
	};
}
/** Refreshes the page's seat count and the list whatever the answer (a 409 full changes both). */
function useRegisterForWebinar() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: registerForWebinar,
		onSettled: () => queryClient.invalidateQueries({ queryKey: webinarKeys.all })
	});
}
// src/features/webinars/components/webinar-registration-form.tsx
var CLOSED_MESSAGES = [
	WEBINAR_MSG.registrationClosed,
	WEBINAR_MSG.webinarFull,
	WEBINAR_MSG.webinarOver
];
/**
* Name, e-mail and a +91 phone, checked on submit with the shared schema (the server checks it
* again). The phone box keeps digits only, so a pasted "+91 98765-43210" becomes 9876543210.
*/
function WebinarRegistrationForm({ webinarCode, onOutcome }) {
	const registration = useRegisterForWebinar();
	const form = useZodForm(ZWebinarRegisterForm, {
		defaultValues: {
			name: "",
			email: "",
			phone: ""
		},
		mode: "onSubmit",
		reValidateMode: "onSubmit"
	});
	const submit = async (values) => {
		try {
			await registration.mutateAsync({
				webinarCode,
				values
			});
		} catch (error) {
			const message = getErrorMessage(error, WEBINAR_MSG.unknownError);
			if (!(error instanceof ApiError && error.status === 409) || fieldIssues(error).length > 0) throw error;
			if (message === WEBINAR_MSG.alreadyRegistered) return onOutcome({
				kind: "already",
				message
			});
			if (CLOSED_MESSAGES.includes(message)) return onOutcome({
				kind: "closed",
				message
			});
			throw error;
		}
		onOutcome({
			kind: "registered",
			values
		});
	};
	return /* @__PURE__ */ jsxs(RegistrationForm, {
		form,
		onSubmit: submit,
		label: "Webinar registration",
		fallback: WEBINAR_MSG.unknownError,
		children: [/* @__PURE__ */ jsx(ContactFields, {
			prefix: "webinar",
			emailHint: "The joining link and calendar invite go here.",
			normalizePhone: phoneDigits
		}), /* @__PURE__ */ jsx(RegistrationSubmit, {
			prefix: "webinar",
			isLoading: registration.isPending,
			loadingText: "Registering...",
			note: "Free to attend. One registration per phone number.",
			children: "Register"
		})]
	});
}
// src/features/webinars/components/webinar-registration-panel.tsx
/**
* The registration card: the form while the webinar accepts registrations, then what happened —
* registered, already registered (said kindly), or closed with the server's reason.
*/
function WebinarRegistrationPanel({ webinar, status }) {
	const [outcome, setOutcome] = useState(null);
	const closedReason = outcome?.kind === "closed" ? outcome.message : status === "past" ? WEBINAR_MSG.webinarOver : webinar.acceptingRegistrations ? null : webinar.closedReason ?? WEBINAR_MSG.registrationClosed;
	const seats = seatsLeftText(webinar.seatsLeft);
	return /* @__PURE__ */ jsx("section", {
		id: "register",
		"aria-label": "Registration",
		"data-testid": "webinar-registration",
		className: "scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-5 shadow-card sm:p-7",
		children: outcome?.kind === "registered" ? /* @__PURE__ */ jsx(Outcome, {
			testId: "webinar-registered",
			icon: CheckCircle2,
			tone: "success",
			title: "You're in!",
			message: WEBINAR_MSG.registered,
			children: /* @__PURE__ */ jsxs("p", {
				className: "mt-3 text-sm text-slate-600",
				children: [
					outcome.values.name,
					", we have saved your seat for",
					" ",
					/* @__PURE__ */ jsx("strong", {
						className: "text-slate-900",
						children: webinar.title
					}),
					" on",
					" ",
					/* @__PURE__ */ jsx("time", {
						dateTime: webinar.startTime,
						className: "font-semibold text-slate-900",
						children: istDateTime(webinar.startTime)
					}),
					". Look for our e-mail at",
					" ",
					/* @__PURE__ */ jsx("strong", {
						className: "break-all text-slate-900",
						children: outcome.values.email
					}),
					" — it has the joining link and a calendar invite."
				]
			})
		}) : outcome?.kind === "already" ? /* @__PURE__ */ jsx(Outcome, {
			testId: "webinar-already-registered",
			icon: Info,
			tone: "info",
			title: "You're already on the list",
			message: outcome.message,
			children: /* @__PURE__ */ jsx("p", {
				className: "mt-3 text-sm text-slate-600",
				children: "Can't find the e-mail? Check your spam or promotions folder for a message from KodeSchool."
			})
		}) : closedReason ? /* @__PURE__ */ jsx(Outcome, {
			testId: "webinar-closed",
			icon: Lock,
			tone: "muted",
			title: CLOSED_TITLES[closedReason] ?? "Registration closed",
			message: closedReason,
			children: /* @__PURE__ */ jsx(Link, {
				to: "/webinars",
				className: buttonStyles({
					variant: "secondary",
					className: "mt-6"
				}),
				children: "See other webinars"
			})
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-start justify-between gap-3",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
				className: "text-xl font-bold text-slate-900",
				children: status === "live" ? "Register to join" : "Save your seat"
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-slate-600",
				children: status === "live" ? "It is on now: the joining link reaches your inbox in a minute." : "Free, and it takes less than a minute."
			})] }), seats && /* @__PURE__ */ jsx("span", {
				className: "shrink-0 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-bold text-amber-800 ring-1 ring-amber-200",
				children: seats
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-6",
			children: /* @__PURE__ */ jsx(WebinarRegistrationForm, {
				webinarCode: webinar.webinarCode,
				onOutcome: setOutcome
			})
		})] })
	});
}
var CLOSED_TITLES = {
	[WEBINAR_MSG.webinarFull]: "Fully booked",
	[WEBINAR_MSG.webinarOver]: "This webinar has ended"
};
var TONES = {
	success: "bg-emerald-50 text-emerald-600 ring-emerald-50/60",
	info: "bg-sky-50 text-sky-700 ring-sky-50/60",
	muted: "bg-slate-100 text-slate-600 ring-slate-100/60"
};
function Outcome({ testId, icon: Icon, tone, title, message, children }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": testId,
		role: "status",
		className: "py-2 text-center sm:py-4",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: `mx-auto grid size-14 place-items-center rounded-full ring-8 ${TONES[tone]}`,
				children: /* @__PURE__ */ jsx(Icon, {
					className: "size-7",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("h2", {
				className: "mt-5 text-xl font-bold text-slate-900",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				"data-testid": `${testId}-message`,
				className: "mt-2 font-medium text-slate-800",
				children: message
			}),
			children
		]
	});
}
// src/features/webinars/pages/webinar-page.tsx
/** /webinars/:webinarCode: the page that sells one webinar, with its registration form. */
function WebinarPage() {
	const { webinarCode = "" } = useParams();
	const webinar = usePublicWebinar(webinarCode);
	const now = useNow();
	if (!webinar.data) {
		if (isNotFound(webinar.error)) return /* @__PURE__ */ jsx(WebinarNotFound, {});
		if (webinar.error) return /* @__PURE__ */ jsx(WebinarLoadError, {
			title: "We could not load this webinar",
			query: webinar
		});
		return /* @__PURE__ */ jsx(EventPageSkeleton, { label: "Loading the webinar" });
	}
	const data = webinar.data;
	const status = statusNow(data, now);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: `${data.title} · Live webinar | KodeSchool` }),
		/* @__PURE__ */ jsx(WebinarHero, {
			webinar: data,
			status,
			now
		}),
		/* @__PURE__ */ jsx("div", {
			className: "bg-slate-50",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page grid items-start gap-6 py-10 sm:py-14 lg:grid-cols-[1.5fr_1fr] lg:gap-8",
				children: [/* @__PURE__ */ jsx("div", {
					className: "order-last lg:order-first",
					children: /* @__PURE__ */ jsx(WebinarDetails, { webinar: data })
				}), /* @__PURE__ */ jsx("div", {
					className: "lg:sticky lg:top-24",
					children: /* @__PURE__ */ jsx(WebinarRegistrationPanel, {
						webinar: data,
						status
					}, data.webinarCode)
				})]
			})
		})
	] });
}
export { WebinarPage as default };
