import { t as LoadError } from "./load-error-CeddVCbw.js";
import { a as getErrorMessage, n as publicApi } from "./api-client-CyCTgC69.js";
import { a as EXPERIENCE_LEVELS, d as ZKodrCohortData, g as ZKodrRegistrationForm, i as EXPERIENCE_LABELS, m as ZKodrRegisteredData, o as KODR_MSG, r as EDUCATION_OPTIONS } from "./kodr.schema-DnG9icZh.js";
import { Gt as buttonStyles, c as toast, d as utmField, ft as formatInr, h as CallbackButton, v as openCallbackPopup } from "../entry-server.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { a as HeroPill, o as HeroStage, r as GradientText } from "./hero-stage-Ci1sKLWw.js";
import { l as istToday } from "./batch.schema-C1fQK6d_.js";
import { E as useZodForm, _ as FormText, d as FormSelect, l as FormDate, m as optionsOf } from "./form-9deOHQRr.js";
import { i as RegistrationSubmit, n as EmailField, r as RegistrationForm } from "./contact-fields-CDEAil1p.js";
import { t as CheckItem } from "./check-item-VUJ8gEwW.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { ArrowDown, CalendarDays, Check, CheckCircle2, ChevronDown, Clock, Flame, Lock, Users, Zap } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useId, useState } from "react";
import * as Accordion from "@radix-ui/react-accordion";
// src/features/kodr/api/public-kodr-cohort.ts
/** Query keys of the public landing page (the admin page keeps its own). */
var publicKodrKeys = {
	all: ["kodr", "public"],
	cohort: () => [...publicKodrKeys.all, "cohort"]
};
/** GET /kodr/cohort: the landing page's content, fee and seats left. */
async function getKodrCohort(signal) {
	return (await publicApi.get("/kodr/cohort", ZKodrCohortData, { signal })).data.cohort;
}
var kodrCohortQueryOptions = () => queryOptions({
	queryKey: publicKodrKeys.cohort(),
	queryFn: ({ signal }) => getKodrCohort(signal),
	staleTime: 6e4
});
function useKodrCohort() {
	return useQuery(kodrCohortQueryOptions());
}
// src/features/kodr/components/landing-closing-cta.tsx
/** The last word of the page: a person to talk to before deciding. */
function LandingClosingCta() {
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "kodr-questions-title",
		className: "bg-slate-50 pb-20 sm:pb-24",
		children: /* @__PURE__ */ jsx("div", {
			className: "container-page",
			children: /* @__PURE__ */ jsxs("div", {
				className: "card flex flex-col items-start gap-6 p-7 sm:flex-row sm:items-center sm:justify-between sm:p-10",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					id: "kodr-questions-title",
					className: "text-2xl font-extrabold tracking-tight text-slate-900",
					children: "Still deciding?"
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-2 max-w-xl leading-relaxed text-slate-600",
					children: "Talk to a counsellor about the syllabus, the schedule, the fee or whether Kodr is right for you. We call back within 24 hours."
				})] }), /* @__PURE__ */ jsx(CallbackButton, {
					className: buttonStyles({
						size: "lg",
						variant: "secondary"
					}),
					iconClassName: "size-4 text-brand-700"
				})]
			})
		})
	});
}
// src/features/kodr/lib/cohort-display.ts
function registrationState(cohort) {
	if (cohort.hasStarted) return "started";
	return cohort.seatsLeft > 0 ? "open" : "full";
}
/** The id of the registration section, the target of every Register Now. */
var REGISTER_SECTION_ID = "register";
/** 'Kodr 3.0 — 100-Day In-House Coding Bootcamp' → ['Kodr 3.0', '100-Day In-House Coding Bootcamp']. */
function splitTitle(title) {
	const match = /^(.+?)\s+[—–-]\s+(.+)$/.exec(title.trim());
	return match ? [match[1], match[2]] : [title.trim(), null];
}
/** Few enough seats to say so: ten or fewer, or a fifth of the batch for large ones. */
function isSeatsLow(seatsLeft, capacity) {
	return seatsLeft > 0 && seatsLeft <= Math.max(10, Math.ceil(capacity * .2));
}
function seatsLeftText(seatsLeft) {
	return `Only ${plural(seatsLeft, "seat")} left`;
}
/** '₹69,999 + 18% GST', the breakdown shown under the fee. */
function feeBreakdown(baseFee, gstPercent) {
	return `${formatInr(baseFee)} + ${Number(gstPercent.toFixed(2))}% GST`;
}
// src/features/kodr/components/landing-fee-card.tsx
/** The fee with its GST breakdown, what it buys, and how many seats remain. */
function LandingFeeCard({ cohort, onRegister }) {
	const isOpen = registrationState(cohort) === "open";
	const isLow = isSeatsLow(cohort.seatsLeft, cohort.capacity);
	const includes = [
		`${cohort.syllabus.length}-phase syllabus, from fundamentals to a shipped project`,
		`${cohort.schedule.days}, ${cohort.schedule.hours}`,
		cohort.schedule.note,
		`A batch of ${cohort.capacity}, with mentors in the room`
	].filter(Boolean);
	return /* @__PURE__ */ jsxs("aside", {
		"aria-labelledby": "kodr-fee-title",
		className: "relative rounded-3xl bg-white p-6 text-slate-900 shadow-2xl shadow-brand-950/50 ring-1 ring-white/20 sm:p-8",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-start justify-between gap-4",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "kodr-fee-title",
					className: "text-sm font-semibold tracking-wide text-slate-600 uppercase",
					children: "Programme fee"
				}), /* @__PURE__ */ jsx(SeatsBadge, {
					seatsLeft: isOpen ? cohort.seatsLeft : 0,
					isLow
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				"data-testid": "kodr-fee",
				className: "mt-3 text-5xl font-extrabold tracking-tight text-slate-950",
				children: formatInr(cohort.fee)
			}),
			/* @__PURE__ */ jsxs("p", {
				"data-testid": "kodr-fee-breakdown",
				className: "mt-2 text-base font-medium text-slate-600",
				children: [feeBreakdown(cohort.baseFee, cohort.gstPercent), /* @__PURE__ */ jsx("span", {
					className: "text-slate-500",
					children: " · all inclusive"
				})]
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "mt-6 space-y-3 border-t border-slate-100 pt-6",
				children: includes.map((item) => /* @__PURE__ */ jsxs("li", {
					className: "flex gap-3 text-sm leading-relaxed text-slate-700",
					children: [/* @__PURE__ */ jsx("span", {
						className: "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700",
						children: /* @__PURE__ */ jsx(Check, {
							className: "size-3.5",
							strokeWidth: 3,
							"aria-hidden": "true"
						})
					}), item]
				}, item))
			}),
			isOpen ? /* @__PURE__ */ jsx("a", {
				href: "#register",
				onClick: onRegister,
				className: buttonStyles({
					size: "lg",
					fullWidth: true,
					className: "mt-7"
				}),
				children: "Register Now"
			}) : /* @__PURE__ */ jsx(CallbackButton, {
				className: buttonStyles({
					size: "lg",
					fullWidth: true,
					className: "mt-7"
				}),
				children: "Ask about the next cohort"
			})
		]
	});
}
function SeatsBadge({ seatsLeft, isLow }) {
	if (seatsLeft > 0 && !isLow) return null;
	const Icon = seatsLeft > 0 ? Flame : Lock;
	return /* @__PURE__ */ jsxs("p", {
		"data-testid": "kodr-seats-left",
		className: clsx("inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold", seatsLeft > 0 ? "bg-amber-100 text-amber-900" : "bg-red-100 text-red-800"),
		children: [/* @__PURE__ */ jsx(Icon, {
			className: "size-3.5",
			"aria-hidden": "true"
		}), seatsLeft > 0 ? seatsLeftText(seatsLeft) : "Registrations closed"]
	});
}
// src/features/kodr/components/landing-hero.tsx
/** Title, tagline, start date and the fee card on a dark brand stage. */
function LandingHero({ cohort, onRegister }) {
	const [name, subtitle] = splitTitle(cohort.title);
	const isOpen = registrationState(cohort) === "open";
	return /* @__PURE__ */ jsx(HeroStage, {
		labelledBy: "kodr-title",
		tone: "brand",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:gap-16 lg:py-24",
			children: [/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsxs(HeroPill, { children: [/* @__PURE__ */ jsx("span", {
					className: "size-2 rounded-full bg-amber-400",
					"aria-hidden": "true"
				}), "KodeSchool in-house bootcamp"] }),
				/* @__PURE__ */ jsxs("h1", {
					id: "kodr-title",
					"data-testid": "kodr-title",
					className: "mt-6 text-5xl font-extrabold tracking-tight sm:text-7xl",
					children: [/* @__PURE__ */ jsx(GradientText, { children: name }), subtitle && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: " — "
					}), /* @__PURE__ */ jsx("span", {
						className: "mt-3 block text-2xl leading-tight font-bold tracking-tight text-white sm:text-4xl",
						children: subtitle
					})] })]
				}),
				cohort.tagline && /* @__PURE__ */ jsx("p", {
					className: "mt-6 max-w-xl text-lg leading-relaxed text-brand-100/90",
					children: cohort.tagline
				}),
				/* @__PURE__ */ jsxs("p", {
					"data-testid": "kodr-start-date",
					className: clsx("mt-8 inline-flex items-center gap-2.5 rounded-xl px-4 py-2.5 text-base font-bold", cohort.hasStarted ? "bg-white/10 text-brand-100 ring-1 ring-white/15" : "bg-amber-400 text-amber-950 shadow-lg shadow-amber-500/20"),
					children: [/* @__PURE__ */ jsx(CalendarDays, {
						className: "size-5",
						"aria-hidden": "true"
					}), cohort.startDateText]
				}),
				/* @__PURE__ */ jsxs("ul", {
					className: "mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100",
					children: [/* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-2",
						children: [
							/* @__PURE__ */ jsx(Clock, {
								className: "size-4 text-brand-300",
								"aria-hidden": "true"
							}),
							cohort.schedule.days,
							", ",
							cohort.schedule.hours
						]
					}), /* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-2",
						children: [
							/* @__PURE__ */ jsx(Users, {
								className: "size-4 text-brand-300",
								"aria-hidden": "true"
							}),
							plural(cohort.capacity, "seat"),
							" per cohort"
						]
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-10 flex flex-col gap-3 sm:flex-row",
					children: [isOpen && /* @__PURE__ */ jsxs("a", {
						href: "#register",
						onClick: onRegister,
						"data-testid": "kodr-register-now",
						className: buttonStyles({
							variant: "inverse",
							size: "lg"
						}),
						children: ["Register Now", /* @__PURE__ */ jsx(ArrowDown, {
							className: "size-4",
							"aria-hidden": "true"
						})]
					}), /* @__PURE__ */ jsx(CallbackButton, {
						testId: "kodr-callback",
						className: buttonStyles({
							variant: "outline-inverse",
							size: "lg"
						})
					})]
				})
			] }), /* @__PURE__ */ jsx(LandingFeeCard, {
				cohort,
				onRegister
			})]
		})
	});
}
// src/features/kodr/api/public-register-kodr.ts
/** POST /kodr/registrations: the landing form plus the visitor's first-touch UTM attribution. */
async function registerForKodr(values) {
	const body = {
		...values,
		...utmField()
	};
	const res = await publicApi.post("/kodr/registrations", ZKodrRegisteredData, body);
	return {
		message: res.message || KODR_MSG.submitted,
		seatsLeft: res.data.seatsLeft
	};
}
/** Registers, then brings the page's seats left up to date whatever the outcome. */
function useRegisterForKodr() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: registerForKodr,
		onSuccess: ({ seatsLeft }) => {
			queryClient.setQueryData(publicKodrKeys.cohort(), (cohort) => cohort ? {
				...cohort,
				seatsLeft
			} : cohort);
		},
		onSettled: () => queryClient.invalidateQueries({ queryKey: publicKodrKeys.cohort() })
	});
}
// src/features/kodr/components/landing-terms-field.tsx
var TERMS = [
	"Submitting this form reserves no seat by itself: a seat is confirmed once the programme fee is paid in full.",
	"The fee includes 18% GST and is refundable in full only if you withdraw before the cohort starts.",
	"Classes are in person at our centre; regular attendance is expected to stay in the cohort.",
	"We will call, e-mail or message you about this programme using the details you give here, and never share them with anyone else."
];
/** The Terms & Conditions checkbox, with the terms themselves one click away. */
function LandingTermsField({ error, id, ...rest }) {
	const autoId = useId();
	const inputId = id ?? autoId;
	const errorId = error ? `${inputId}-error` : void 0;
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("div", {
		className: clsx("rounded-xl border px-4 py-3.5", error ? "border-red-300 bg-red-50/50" : "border-slate-200 bg-slate-50"),
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-start gap-3",
			children: [/* @__PURE__ */ jsx("input", {
				id: inputId,
				type: "checkbox",
				"data-testid": "kodr-tnc",
				"aria-invalid": error ? true : void 0,
				"aria-describedby": errorId,
				className: "mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600",
				...rest
			}), /* @__PURE__ */ jsxs("label", {
				htmlFor: inputId,
				className: "cursor-pointer text-sm leading-relaxed text-slate-700",
				children: [
					"I have read and agree to the",
					" ",
					/* @__PURE__ */ jsx("span", {
						className: "font-semibold text-slate-900",
						children: "Terms & Conditions"
					}),
					" of the Kodr bootcamp."
				]
			})]
		}), /* @__PURE__ */ jsxs("details", {
			className: "group mt-2 pl-8",
			children: [/* @__PURE__ */ jsx("summary", {
				className: "cursor-pointer text-sm font-medium text-brand-700 hover:text-brand-800",
				children: "Read the Terms & Conditions"
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-2 list-disc space-y-1.5 pl-4 text-xs leading-relaxed text-slate-600",
				children: TERMS.map((term) => /* @__PURE__ */ jsx("li", { children: term }, term))
			})]
		})]
	}), error && /* @__PURE__ */ jsx("p", {
		id: errorId,
		role: "alert",
		className: "mt-1.5 text-sm font-medium text-red-700",
		children: error
	})] });
}
// src/features/kodr/components/landing-registration-form.tsx
var EDUCATION = optionsOf(EDUCATION_OPTIONS);
var EXPERIENCE = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);
/**
* The landing registration form (product.md §5): checked on submit, and each error clears as
* soon as its field is edited; the server checks the same schema again.
*/
function LandingRegistrationForm({ onRegistered }) {
	const registration = useRegisterForKodr();
	const form = useZodForm(ZKodrRegistrationForm, {
		defaultValues: {
			fullName: "",
			email: "",
			contact: "",
			education: "",
			experience: "beginner",
			dob: ""
		},
		mode: "onSubmit",
		reValidateMode: "onSubmit"
	});
	const submit = async (values) => {
		await registration.mutateAsync(values);
		toast.success(KODR_MSG.submitted);
		onRegistered(values);
	};
	return /* @__PURE__ */ jsxs(RegistrationForm, {
		form,
		onSubmit: submit,
		label: "Kodr registration",
		tell: "alert+toast",
		children: [
			/* @__PURE__ */ jsx(FormText, {
				name: "fullName",
				label: "Full name",
				autoComplete: "name",
				placeholder: "Your full name",
				testId: "kodr-fullName"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-5 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(EmailField, { testId: "kodr-email" }), /* @__PURE__ */ jsx(FormText, {
					name: "contact",
					label: "Contact number",
					type: "tel",
					inputMode: "tel",
					autoComplete: "tel",
					placeholder: "+91 98765 43210",
					testId: "kodr-contact"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-5 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(FormSelect, {
					name: "education",
					label: "Education",
					placeholder: "Select your education",
					options: EDUCATION,
					testId: "kodr-education"
				}), /* @__PURE__ */ jsx(FormSelect, {
					name: "experience",
					label: "Coding experience",
					options: EXPERIENCE,
					testId: "kodr-experience"
				})]
			}),
			/* @__PURE__ */ jsx(FormDate, {
				name: "dob",
				label: "Date of birth",
				min: "1900-01-01",
				max: istToday(),
				autoComplete: "off",
				testId: "kodr-dob"
			}),
			/* @__PURE__ */ jsx(LandingTermsField, {
				...form.register("tnc"),
				error: form.formState.errors.tnc?.message
			}),
			/* @__PURE__ */ jsx(RegistrationSubmit, {
				prefix: "kodr",
				alertTestId: "kodr-error-form",
				isLoading: registration.isPending,
				loadingText: "Submitting...",
				children: "Submit registration"
			})
		]
	});
}
// src/features/kodr/components/landing-registration.tsx
var NEXT_STEPS = [
	"Send this form: it takes under a minute.",
	"A counsellor calls you within 24 hours to answer your questions.",
	"Pay the fee to confirm your seat in the cohort."
];
var CLOSED_HEADINGS = {
	full: "This cohort is full",
	started: "This cohort has started"
};
/**
* Where visitors register: the form while seats are left and the start date has not passed,
* otherwise a closed panel that offers a callback about the next cohort.
*/
function LandingRegistration({ cohort }) {
	const [registered, setRegistered] = useState(null);
	const state = registrationState(cohort);
	const isOpen = state === "open";
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "kodr-register-title",
		className: "bg-slate-50 py-20 sm:py-24",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid gap-10 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-14",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "relative flex flex-col overflow-hidden rounded-3xl bg-brand-950 p-7 text-white sm:p-10",
				children: [
					/* @__PURE__ */ jsx("div", {
						"aria-hidden": "true",
						className: "pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-3xl"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "relative text-sm font-bold tracking-widest text-brand-300 uppercase",
						children: "Registration"
					}),
					/* @__PURE__ */ jsx("h2", {
						id: "kodr-register-title",
						className: "relative mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl",
						children: state === "open" ? "Reserve your seat" : CLOSED_HEADINGS[state]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "relative mt-4 inline-flex items-center gap-2 text-brand-100",
						children: [/* @__PURE__ */ jsx(CalendarDays, {
							className: "size-5 text-amber-300",
							"aria-hidden": "true"
						}), cohort.startDateText]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "relative mt-8 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "text-3xl font-extrabold",
								children: formatInr(cohort.fee)
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-1 text-sm text-brand-100",
								children: feeBreakdown(cohort.baseFee, cohort.gstPercent)
							}),
							isOpen && isSeatsLow(cohort.seatsLeft, cohort.capacity) && /* @__PURE__ */ jsxs("p", {
								className: "mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-bold text-amber-950",
								children: [/* @__PURE__ */ jsx(Flame, {
									className: "size-3.5",
									"aria-hidden": "true"
								}), seatsLeftText(cohort.seatsLeft)]
							})
						]
					}),
					isOpen && /* @__PURE__ */ jsx("ol", {
						className: "relative mt-8 space-y-4",
						children: NEXT_STEPS.map((step, index) => /* @__PURE__ */ jsxs("li", {
							className: "flex gap-3 text-sm leading-relaxed text-brand-50",
							children: [/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: "grid size-6 shrink-0 place-items-center rounded-full bg-white/15 text-xs font-bold",
								children: index + 1
							}), step]
						}, step))
					}),
					/* @__PURE__ */ jsx("div", {
						className: "relative mt-auto pt-8",
						children: /* @__PURE__ */ jsxs("p", {
							className: "border-t border-white/10 pt-6 text-sm text-brand-100",
							children: [
								"Prefer to talk first?",
								" ",
								/* @__PURE__ */ jsx("button", {
									type: "button",
									onClick: () => openCallbackPopup(),
									className: "font-semibold text-white underline decoration-brand-400 underline-offset-4 hover:decoration-white",
									children: "Request a callback"
								})
							]
						})
					})
				]
			}), /* @__PURE__ */ jsx("div", {
				id: REGISTER_SECTION_ID,
				tabIndex: -1,
				className: "card scroll-mt-24 p-6 outline-none sm:p-10",
				children: registered ? /* @__PURE__ */ jsx(RegisteredPanel, { name: registered.fullName }) : isOpen ? /* @__PURE__ */ jsxs(Fragment, { children: [
					/* @__PURE__ */ jsx("h3", {
						className: "text-xl font-bold text-slate-900",
						children: "Your details"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 mb-7 text-sm text-slate-600",
						children: "All fields are required. We only use them to contact you about Kodr."
					}),
					/* @__PURE__ */ jsx(LandingRegistrationForm, { onRegistered: setRegistered })
				] }) : /* @__PURE__ */ jsx(ClosedPanel, { reason: state === "started" ? "started" : "full" })
			})]
		})
	});
}
function RegisteredPanel({ name }) {
	const firstName = name.trim().split(/\s+/)[0];
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"data-testid": "kodr-success",
		className: "flex h-full flex-col items-center justify-center py-10 text-center",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50",
				children: /* @__PURE__ */ jsx(CheckCircle2, {
					className: "size-9",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-6 text-2xl font-extrabold tracking-tight text-slate-900",
				children: KODR_MSG.submitted
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-3 max-w-sm leading-relaxed text-slate-600",
				children: [
					"Thanks",
					firstName ? `, ${firstName}` : "",
					". Your registration is in. A counsellor will call you within 24 hours to walk you through the next steps."
				]
			})
		]
	});
}
var CLOSED_TEXT = {
	full: {
		title: "Registrations closed — all seats are taken",
		text: "This cohort is full. Leave your number and we will call you as soon as the next cohort opens."
	},
	started: {
		title: "Registrations closed — this cohort has started",
		text: "Kodr runs in cohorts, and this one is under way. Leave your number and we will call you as soon as the next cohort opens."
	}
};
function ClosedPanel({ reason }) {
	const { title, text } = CLOSED_TEXT[reason];
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "kodr-closed",
		"data-reason": reason,
		className: "flex h-full flex-col items-center justify-center py-10 text-center",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "grid size-16 place-items-center rounded-full bg-slate-100 text-slate-600 ring-8 ring-slate-50",
				children: /* @__PURE__ */ jsx(Lock, {
					className: "size-8",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "mt-6 text-2xl font-extrabold tracking-tight text-slate-900",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 max-w-sm leading-relaxed text-slate-600",
				children: text
			}),
			/* @__PURE__ */ jsx(CallbackButton, { className: buttonStyles({
				size: "lg",
				className: "mt-7"
			}) })
		]
	});
}
// src/features/kodr/components/landing-section-heading.tsx
function LandingSectionHeading({ id, eyebrow, title, description, align = "left" }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(align === "center" && "mx-auto max-w-2xl text-center"),
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-sm font-bold tracking-widest text-brand-700 uppercase",
				children: eyebrow
			}),
			/* @__PURE__ */ jsx("h2", {
				id,
				className: "mt-3 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl",
				children: title
			}),
			description && /* @__PURE__ */ jsx("p", {
				className: "mt-4 text-lg leading-relaxed text-slate-600",
				children: description
			})
		]
	});
}
// src/features/kodr/components/landing-schedule.tsx
/** Days, hours and the daily promise, as three cards. */
function LandingSchedule({ cohort }) {
	const items = [{
		icon: CalendarDays,
		label: "Days",
		value: cohort.schedule.days
	}, {
		icon: Clock,
		label: "Hours",
		value: cohort.schedule.hours
	}];
	if (cohort.schedule.note) items.push({
		icon: Zap,
		label: "Every day",
		value: cohort.schedule.note
	});
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "kodr-schedule-title",
		className: "py-20 sm:py-24",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page",
			children: [/* @__PURE__ */ jsx(LandingSectionHeading, {
				id: "kodr-schedule-title",
				eyebrow: "Schedule",
				title: "A daily rhythm that builds real skill",
				description: "Same room, same hours, every working day. Consistency is the whole trick.",
				align: "center"
			}), /* @__PURE__ */ jsx("ul", {
				"data-testid": "kodr-schedule",
				className: "mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3",
				children: items.map(({ icon: Icon, label, value }) => /* @__PURE__ */ jsxs("li", {
					className: "card flex items-center gap-4 p-6 last:sm:col-span-2 last:lg:col-span-1",
					children: [/* @__PURE__ */ jsx("span", {
						className: "grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100",
						children: /* @__PURE__ */ jsx(Icon, {
							className: "size-7",
							"aria-hidden": "true"
						})
					}), /* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("p", {
							className: "text-xs font-bold tracking-widest text-slate-500 uppercase",
							children: label
						}), /* @__PURE__ */ jsx("p", {
							className: "mt-1 text-lg leading-snug font-bold text-slate-900",
							children: value
						})]
					})]
				}, label))
			})]
		})
	});
}
// src/features/kodr/components/landing-skeleton.tsx
var bar = "animate-pulse rounded-lg";
/** The page's shape while the cohort loads, so nothing jumps when it arrives. */
function LandingSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "kodr-loading",
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ jsx("p", {
				role: "status",
				className: "sr-only",
				children: "Loading the Kodr bootcamp..."
			}),
			/* @__PURE__ */ jsx("div", {
				className: "bg-brand-950",
				children: /* @__PURE__ */ jsxs("div", {
					className: "container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:gap-16 lg:py-24",
					children: [/* @__PURE__ */ jsxs("div", {
						"aria-hidden": "true",
						children: [
							/* @__PURE__ */ jsx("div", { className: `${bar} h-7 w-56 rounded-full bg-white/10` }),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-6 h-16 w-64 bg-white/15 sm:h-20 sm:w-80` }),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-4 h-9 w-full max-w-lg bg-white/10` }),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-6 h-5 w-full max-w-xl bg-white/10` }),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-2 h-5 w-4/5 max-w-md bg-white/10` }),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-8 h-11 w-64 rounded-xl bg-amber-400/30` }),
							/* @__PURE__ */ jsxs("div", {
								className: "mt-10 flex gap-3",
								children: [/* @__PURE__ */ jsx("div", { className: `${bar} h-12 w-40 rounded-xl bg-white/20` }), /* @__PURE__ */ jsx("div", { className: `${bar} h-12 w-48 rounded-xl bg-white/10` })]
							})
						]
					}), /* @__PURE__ */ jsxs("div", {
						"aria-hidden": "true",
						className: "rounded-3xl bg-white p-6 sm:p-8",
						children: [
							/* @__PURE__ */ jsx("div", { className: `${bar} h-4 w-32 bg-slate-200` }),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-4 h-12 w-48 bg-slate-200` }),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-3 h-5 w-40 bg-slate-100` }),
							/* @__PURE__ */ jsx("div", {
								className: "mt-6 space-y-3 border-t border-slate-100 pt-6",
								children: [
									0,
									1,
									2,
									3
								].map((i) => /* @__PURE__ */ jsx("div", { className: `${bar} h-4 bg-slate-100` }, i))
							}),
							/* @__PURE__ */ jsx("div", { className: `${bar} mt-7 h-12 rounded-xl bg-brand-100` })
						]
					})]
				})
			}),
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "container-page grid gap-4 py-20 sm:grid-cols-3",
				children: [
					0,
					1,
					2
				].map((i) => /* @__PURE__ */ jsx("div", { className: `${bar} h-28 rounded-2xl bg-slate-200/70` }, i))
			})
		]
	});
}
// src/features/kodr/components/landing-story.tsx
var POSTER_WIDTH = 800;
var POSTER_HEIGHT = 1e3;
/** The cohort poster (loaded lazily: it sits below the fold) beside the cohort's slogans. */
function LandingStory({ cohort }) {
	const hasPoster = cohort.posterUrl !== "";
	if (!hasPoster && cohort.slogans.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "kodr-story-title",
		className: "bg-white py-20 sm:py-24",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid items-center gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16",
			children: [hasPoster && /* @__PURE__ */ jsxs("div", {
				className: "relative mx-auto w-full max-w-md lg:max-w-none",
				children: [/* @__PURE__ */ jsx("div", {
					"aria-hidden": "true",
					className: "absolute -inset-4 -z-0 rounded-[2rem] bg-gradient-to-br from-brand-200 via-brand-100 to-amber-100 blur-2xl"
				}), /* @__PURE__ */ jsx("img", {
					src: cohort.posterUrl,
					alt: `${cohort.title} poster`,
					loading: "lazy",
					decoding: "async",
					width: POSTER_WIDTH,
					height: POSTER_HEIGHT,
					"data-testid": "kodr-poster",
					className: "relative h-auto w-full rounded-3xl bg-brand-950 shadow-2xl shadow-brand-900/30 ring-1 ring-slate-900/10"
				})]
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(LandingSectionHeading, {
				id: "kodr-story-title",
				eyebrow: "Why Kodr",
				title: "Built for people who want to ship, not just watch"
			}), /* @__PURE__ */ jsx("ol", {
				className: "mt-10 space-y-4",
				"data-testid": "kodr-slogans",
				children: cohort.slogans.map((slogan, index) => /* @__PURE__ */ jsxs("li", {
					className: "card flex gap-5 p-5 transition-shadow hover:shadow-pop sm:p-6",
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-950 font-mono text-lg font-bold text-brand-200",
						children: String(index + 1).padStart(2, "0")
					}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
						className: "text-lg font-bold text-slate-900",
						children: slogan.title
					}), slogan.text && /* @__PURE__ */ jsx("p", {
						className: "mt-1 leading-relaxed text-slate-600",
						children: slogan.text
					})] })]
				}, `${index}-${slogan.title}`))
			})] })]
		})
	});
}
// src/features/kodr/components/landing-syllabus.tsx
var phaseKey = (index) => `phase-${index}`;
/** 'Phase 1: Full MERN Stack Mastery' → ['Phase 1', 'Full MERN Stack Mastery']. */
function splitPhase(title, index) {
	const match = /^(phase\s*\d+)\s*[:.\-–—]\s*(.+)$/i.exec(title);
	return match ? [match[1], match[2]] : [`Phase ${index + 1}`, title];
}
/** The syllabus: one phase open or none (product.md §4), the first open to begin with. */
function LandingSyllabus({ cohort }) {
	const [openPhase, setOpenPhase] = useState(phaseKey(0));
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "kodr-syllabus-title",
		className: "bg-white py-20 sm:py-24",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16",
			children: [/* @__PURE__ */ jsx("div", {
				className: "lg:sticky lg:top-28 lg:self-start",
				children: /* @__PURE__ */ jsx(LandingSectionHeading, {
					id: "kodr-syllabus-title",
					eyebrow: "Syllabus",
					title: `${cohort.syllabus.length} phases from first commit to production`,
					description: "Each phase builds on the last and ends with something you have built yourself."
				})
			}), /* @__PURE__ */ jsx(Accordion.Root, {
				type: "single",
				collapsible: true,
				value: openPhase,
				onValueChange: setOpenPhase,
				className: "space-y-3",
				"data-testid": "kodr-syllabus",
				children: cohort.syllabus.map((phase, index) => {
					const key = phaseKey(index);
					const isOpen = openPhase === key;
					const [label, name] = splitPhase(phase.title, index);
					return /* @__PURE__ */ jsxs(Accordion.Item, {
						value: key,
						"data-testid": "syllabus-phase",
						className: clsx("overflow-hidden rounded-2xl border bg-white transition-shadow", isOpen ? "border-brand-200 shadow-pop" : "border-slate-200 shadow-card"),
						children: [/* @__PURE__ */ jsx(Accordion.Header, { children: /* @__PURE__ */ jsxs(Accordion.Trigger, {
							"data-testid": "syllabus-trigger",
							className: "group flex w-full items-center gap-4 px-5 py-5 text-left sm:px-6",
							children: [
								/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									className: clsx("grid size-11 shrink-0 place-items-center rounded-xl font-mono text-base font-bold transition-colors", isOpen ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700"),
									children: String(index + 1).padStart(2, "0")
								}),
								/* @__PURE__ */ jsxs("span", {
									className: "min-w-0 flex-1",
									children: [/* @__PURE__ */ jsx("span", {
										className: "block text-xs font-bold tracking-widest text-brand-700 uppercase",
										children: label
									}), /* @__PURE__ */ jsx("span", {
										className: "mt-0.5 block text-base font-bold text-slate-900 sm:text-lg",
										children: name
									})]
								}),
								/* @__PURE__ */ jsxs("span", {
									"data-testid": "syllabus-toggle",
									className: "inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 group-hover:bg-brand-50",
									children: [isOpen ? "Collapse" : "Expand", /* @__PURE__ */ jsx(ChevronDown, {
										className: clsx("size-4 transition-transform", isOpen && "rotate-180"),
										"aria-hidden": "true"
									})]
								})
							]
						}) }), /* @__PURE__ */ jsx(Accordion.Content, {
							className: "data-[state=open]:animate-fade-in",
							children: /* @__PURE__ */ jsx("ul", {
								className: "grid gap-2.5 border-t border-slate-100 px-5 py-5 sm:grid-cols-2 sm:px-6",
								children: phase.topics.map((topic, topicIndex) => /* @__PURE__ */ jsx(CheckItem, { children: topic }, topicIndex))
							})
						})]
					}, key);
				})
			})]
		})
	});
}
// src/features/kodr/lib/scroll-to-section.ts
/**
* Scrolls smoothly to a section (instantly when the visitor prefers reduced motion) and moves
* keyboard focus there too. The section itself takes focus, not its first field, so a phone
* does not pop its keyboard up halfway through the scroll.
*/
function scrollToSection(id) {
	const section = document.getElementById(id);
	if (!section) return;
	const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
	section.scrollIntoView({
		behavior: reduce ? "auto" : "smooth",
		block: "start"
	});
	section.focus({ preventScroll: true });
}
// src/features/kodr/pages/kodr-landing-page.tsx
/** /kodr: the bootcamp landing page of product.md §1, built from the current cohort's data. */
function KodrLandingPage() {
	const { data: cohort, error, refetch, isFetching } = useKodrCohort();
	if (!cohort) {
		if (error) return /* @__PURE__ */ jsx(LoadError, {
			testId: "kodr-load-error",
			className: "container-page py-24",
			title: "We couldn't load the bootcamp details",
			message: getErrorMessage(error),
			onRetry: () => void refetch(),
			isRetrying: isFetching
		});
		return /* @__PURE__ */ jsx(LandingSkeleton, {});
	}
	const goToRegistration = (event) => {
		event.preventDefault();
		scrollToSection(REGISTER_SECTION_ID);
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: `${cohort.title} | KodeSchool` }),
		/* @__PURE__ */ jsx(LandingHero, {
			cohort,
			onRegister: goToRegistration
		}),
		/* @__PURE__ */ jsx(LandingStory, { cohort }),
		/* @__PURE__ */ jsx(LandingSchedule, { cohort }),
		/* @__PURE__ */ jsx(LandingSyllabus, { cohort }),
		/* @__PURE__ */ jsx(LandingRegistration, { cohort }),
		/* @__PURE__ */ jsx(LandingClosingCta, {})
	] });
}
export { KodrLandingPage as default };
