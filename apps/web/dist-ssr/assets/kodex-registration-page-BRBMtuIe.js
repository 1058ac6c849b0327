import { I as ASSESS_MSG } from "./question.schema-DNwVFW8l.js";
import { t as BackLink } from "./hero-stage-Ci1sKLWw.js";
import { Bt as fullNameOf, Gt as buttonStyles, Ut as StatusPanel, b as useAuthStore, c as toast } from "../entry-server.js";
import { n as formatMinutes } from "./countdown-DMjZUhNf.js";
import { t as useNow } from "./use-now-DYvIdfHR.js";
import { r as fieldIssues } from "./field-issues-CklJ7g7w.js";
import { a as useRegisterForKodex, n as KodexNoContest, r as useKodexOverview, t as KodexLoadError } from "./kodex-states-BJThJBx0.js";
import { a as EXPERIENCE_LEVELS, i as EXPERIENCE_LABELS } from "./kodr.schema-DnG9icZh.js";
import { a as istWeekday, d as KODEX_YEARS, i as istTime, o as contestPhase, r as istDateTime, y as ZKodexRegistrationForm } from "./kodex-display-BgyH8WG4.js";
import { E as useZodForm, _ as FormText, d as FormSelect, m as optionsOf } from "./form-9deOHQRr.js";
import { i as RegistrationSubmit, r as RegistrationForm, t as ContactFields } from "./contact-fields-CDEAil1p.js";
import { a as getErrorMessage, i as ApiError } from "./api-client-CyCTgC69.js";
import { Link } from "react-router";
import { ArrowLeft, CalendarDays, CheckCircle2, Clock, Code2, LogIn, Timer } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useEffect, useState } from "react";
// src/features/kodex/components/kodex-registration-form.tsx
var YEARS = optionsOf(KODEX_YEARS);
var EXPERIENCE = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);
/** The field a 409 names by its message: an e-mail or phone already registered. */
function duplicateOf(error) {
	if (!(error instanceof ApiError) || error.status !== 409 || fieldIssues(error).length > 0) return null;
	const message = getErrorMessage(error);
	if (message === ASSESS_MSG.kodexDuplicateEmail) return "email";
	if (message === ASSESS_MSG.kodexDuplicatePhone) return "phone";
	return null;
}
/** What a signed-in person's account already says: name, e-mail and phone. */
function accountDetails(user) {
	return {
		name: user ? fullNameOf(user) : "",
		email: user?.email ?? "",
		phone: user?.phone?.number ?? ""
	};
}
/**
* Fills name, e-mail and phone from the signed-in account, also when the session is restored
* after the form appeared; a field the person has already typed in is left alone.
*/
function usePrefillFromAccount(form) {
	const user = useAuthStore((s) => s.user);
	const { getValues, setValue, getFieldState } = form;
	useEffect(() => {
		const details = accountDetails(user);
		for (const name of [
			"name",
			"email",
			"phone"
		]) if (details[name] && !getValues(name) && !getFieldState(name).isDirty) setValue(name, details[name]);
	}, [
		user,
		getValues,
		setValue,
		getFieldState
	]);
}
/**
* The contest registration form: checked on submit with the shared schema (the server checks it
* again); each error clears as soon as its field is edited. A duplicate e-mail or phone (409)
* shows under its field.
*/
function KodexRegistrationForm({ contestId, onRegistered }) {
	const registration = useRegisterForKodex();
	const form = useZodForm(ZKodexRegistrationForm, {
		defaultValues: {
			...accountDetails(useAuthStore.getState().user),
			organisation: "",
			year: "",
			experience: ""
		},
		mode: "onSubmit",
		reValidateMode: "onSubmit"
	});
	usePrefillFromAccount(form);
	const submit = async (values) => {
		try {
			await registration.mutateAsync({
				contestId,
				values
			});
		} catch (error) {
			const duplicate = duplicateOf(error);
			if (!duplicate) throw error;
			form.setError(duplicate, { message: getErrorMessage(error) }, { shouldFocus: true });
			return;
		}
		toast.success(ASSESS_MSG.kodexRegistered);
		onRegistered(values);
	};
	return /* @__PURE__ */ jsxs(RegistrationForm, {
		form,
		onSubmit: submit,
		label: "Kodex registration",
		children: [
			/* @__PURE__ */ jsx(ContactFields, {
				prefix: "kodex",
				phoneMaxLength: 10,
				phoneHint: "Sign in with this number to enter the contest."
			}),
			/* @__PURE__ */ jsx(FormText, {
				name: "organisation",
				label: "College or organisation",
				autoComplete: "organization",
				placeholder: "e.g. NIT Trichy or Infosys",
				testId: "kodex-organisation"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-5 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(FormSelect, {
					name: "year",
					label: "Year",
					placeholder: "Select your year",
					options: YEARS,
					testId: "kodex-year"
				}), /* @__PURE__ */ jsx(FormSelect, {
					name: "experience",
					label: "Coding experience",
					placeholder: "Select your experience",
					options: EXPERIENCE,
					testId: "kodex-experience"
				})]
			}),
			/* @__PURE__ */ jsx(RegistrationSubmit, {
				prefix: "kodex",
				isLoading: registration.isPending,
				loadingText: "Registering...",
				note: "One registration per email and phone number. We only use them for this contest.",
				children: "Register for the contest"
			})
		]
	});
}
// src/features/kodex/pages/kodex-registration-page.tsx
function ContestSummary({ contest }) {
	const facts = [
		{
			icon: CalendarDays,
			label: "Date",
			value: istWeekday(contest.startDate)
		},
		{
			icon: Clock,
			label: "Starts at",
			value: istTime(contest.startDate)
		},
		{
			icon: Timer,
			label: "Duration",
			value: formatMinutes(contest.durationMinutes)
		},
		{
			icon: Code2,
			label: "Problems",
			value: String(contest.problemCount)
		}
	];
	return /* @__PURE__ */ jsxs("aside", {
		className: "relative isolate overflow-hidden rounded-3xl bg-slate-950 p-6 text-white sm:p-8",
		children: [
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-600/40 blur-3xl"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "font-mono text-xs font-semibold tracking-widest text-brand-200 uppercase",
				children: "Kodex · Registration"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl",
				children: contest.title
			}),
			contest.tagline && /* @__PURE__ */ jsx("p", {
				className: "mt-3 text-slate-300",
				children: contest.tagline
			}),
			/* @__PURE__ */ jsx("dl", {
				className: "mt-7 grid grid-cols-2 gap-3",
				children: facts.map(({ icon: Icon, label, value }) => /* @__PURE__ */ jsxs("div", {
					className: "rounded-xl border border-white/10 bg-white/5 p-3",
					children: [/* @__PURE__ */ jsxs("dt", {
						className: "flex items-center gap-1.5 text-xs text-slate-400",
						children: [/* @__PURE__ */ jsx(Icon, {
							className: "size-3.5",
							"aria-hidden": "true"
						}), label]
					}), /* @__PURE__ */ jsx("dd", {
						className: "mt-1 font-semibold",
						children: value
					})]
				}, label))
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-6 text-sm text-slate-300",
				children: [
					"Registration closes",
					" ",
					/* @__PURE__ */ jsx("time", {
						dateTime: contest.registrationClosesAt,
						className: "font-semibold text-white",
						children: istDateTime(contest.registrationClosesAt)
					}),
					". ",
					contest.registeredCount.toLocaleString("en-IN"),
					" registered so far."
				]
			})
		]
	});
}
function Registered({ contest, values }) {
	const isSignedIn = useAuthStore((s) => s.isAuthenticated);
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "kodex-success",
		className: "text-center sm:py-6",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "mx-auto grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60",
				children: /* @__PURE__ */ jsx(CheckCircle2, {
					className: "size-9",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("h2", {
				className: "mt-6 text-2xl font-bold text-slate-900",
				children: ASSESS_MSG.kodexRegistered
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-3 text-slate-600",
				children: [
					values.name,
					", your place in ",
					/* @__PURE__ */ jsx("strong", {
						className: "text-slate-900",
						children: contest.title
					}),
					" is saved. The contest starts",
					" ",
					/* @__PURE__ */ jsx("time", {
						dateTime: contest.startDate,
						className: "font-semibold text-slate-900",
						children: istDateTime(contest.startDate)
					}),
					"."
				]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mx-auto mt-4 max-w-sm rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900",
				children: [
					"To enter, sign in with ",
					/* @__PURE__ */ jsxs("strong", { children: ["+91 ", values.phone] }),
					", the number you registered with."
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 flex flex-col justify-center gap-3 sm:flex-row",
				children: [/* @__PURE__ */ jsxs(Link, {
					to: "/kodex",
					className: buttonStyles({ variant: "secondary" }),
					children: [/* @__PURE__ */ jsx(ArrowLeft, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Back to the contest"]
				}), !isSignedIn && /* @__PURE__ */ jsxs(Link, {
					to: "/auth/signin",
					className: buttonStyles(),
					children: [/* @__PURE__ */ jsx(LogIn, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Sign in now"]
				})]
			})
		]
	});
}
/** /kodex/registration: registers the visitor for the contest whose registration is open. */
function KodexRegistrationPage() {
	const overview = useKodexOverview();
	const now = useNow(5e3);
	const [registered, setRegistered] = useState(null);
	const [contestAtSubmit, setContestAtSubmit] = useState(null);
	if (!overview.data) {
		if (overview.error) return /* @__PURE__ */ jsx(KodexLoadError, { query: overview });
		return /* @__PURE__ */ jsxs("div", {
			className: "container-page grid gap-8 py-12 lg:grid-cols-2",
			"aria-busy": "true",
			children: [/* @__PURE__ */ jsx("div", { className: "h-96 animate-pulse rounded-3xl bg-slate-200" }), /* @__PURE__ */ jsx("div", { className: "h-96 animate-pulse rounded-3xl bg-slate-100" })]
		});
	}
	const contest = contestAtSubmit ?? overview.data.contest;
	if (!contest) return /* @__PURE__ */ jsx(KodexNoContest, {});
	const phase = contestPhase(contest, now);
	const isOpen = registered !== null || phase === "registration_open";
	return /* @__PURE__ */ jsxs("div", {
		className: "bg-slate-50",
		children: [/* @__PURE__ */ jsx("title", { children: `Register · ${contest.title} | KodeSchool` }), /* @__PURE__ */ jsxs("div", {
			className: "container-page py-8 sm:py-12",
			children: [/* @__PURE__ */ jsx(BackLink, {
				to: "/kodex",
				tone: "muted",
				children: "Kodex"
			}), /* @__PURE__ */ jsxs("div", {
				className: "mt-5 grid items-start gap-6 lg:grid-cols-[1fr_1.15fr] lg:gap-10",
				children: [/* @__PURE__ */ jsx(ContestSummary, { contest }), /* @__PURE__ */ jsx("section", {
					"aria-label": "Registration",
					className: "rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8",
					children: registered ? /* @__PURE__ */ jsx(Registered, {
						contest,
						values: registered
					}) : isOpen ? /* @__PURE__ */ jsxs(Fragment, { children: [
						/* @__PURE__ */ jsx("h2", {
							className: "text-xl font-bold text-slate-900",
							children: "Your details"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-1 mb-6 text-sm text-slate-600",
							children: "It takes a minute. Registration is free."
						}),
						/* @__PURE__ */ jsx(KodexRegistrationForm, {
							contestId: contest._id,
							onRegistered: (values) => {
								setContestAtSubmit(contest);
								setRegistered(values);
							}
						})
					] }) : /* @__PURE__ */ jsx(StatusPanel, {
						icon: Clock,
						title: phase === "registration_soon" ? ASSESS_MSG.kodexRegistrationNotOpen : ASSESS_MSG.kodexRegistrationClosed,
						description: phase === "registration_soon" ? /* @__PURE__ */ jsxs(Fragment, { children: [
							"It opens",
							" ",
							/* @__PURE__ */ jsx("time", {
								dateTime: contest.registrationOpensAt,
								children: istDateTime(contest.registrationOpensAt)
							}),
							"."
						] }) : "You can still follow the ranking once the contest starts.",
						actions: /* @__PURE__ */ jsx(Link, {
							to: "/kodex",
							className: buttonStyles({ variant: "secondary" }),
							children: "Back to the contest"
						}),
						className: "py-8"
					})
				})]
			})]
		})]
	});
}
export { KodexRegistrationPage as default };
