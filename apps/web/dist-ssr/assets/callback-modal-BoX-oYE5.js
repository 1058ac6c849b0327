import { a as CALLBACK_THANKYOU_CLOSE_MS, l as LONG_REQUEST_TIMEOUT_MS } from "./plural-DYc3P-kI.js";
import { At as callbackBodyFromForm, Ot as ZCallbackForm, Wt as Button, c as toast, d as utmField, xt as CALLBACK_MSG, y as useCallbackPopup } from "../entry-server.js";
import { t as SheetDialog } from "./sheet-dialog-Sks1w4bV.js";
import { i as ApiError, n as publicApi, s as MSG } from "./api-client-CyCTgC69.js";
import { t as ZNoData } from "./http-DRLmBayV.js";
import { y as normalizeContact } from "./kodr.schema-DnG9icZh.js";
import { A as hasPath, E as useZodForm, S as Form, _ as FormText, v as FormTextArea, w as SubmitButton } from "./form-9deOHQRr.js";
import { t as FormAlert } from "./form-alert-CsURkenI.js";
import { useMutation } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Building2, CheckCircle2, MonitorPlay, PhoneCall } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useEffect, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useWatch } from "react-hook-form";
// src/features/callbacks/api/request-callback.ts
/** POST /request-callbacks (calls.md §7) with its 30 s timeout and the visitor's UTM attribution. */
async function requestCallback(values) {
	const body = {
		...callbackBodyFromForm(values),
		...utmField()
	};
	await publicApi.post("/request-callbacks", ZNoData, body, { timeoutMs: LONG_REQUEST_TIMEOUT_MS });
}
function useRequestCallback() {
	return useMutation({ mutationFn: requestCallback });
}
var BODY_TO_FORM_FIELD = {
	"contact.number": "mobile",
	"contact.code": "mobile",
	contact: "mobile"
};
function validationItems(data) {
	if (typeof data !== "object" || data === null) return [];
	const { message, data: items } = data;
	if (message !== MSG.validationError || !Array.isArray(items)) return [];
	return items.flatMap((item) => {
		const { field, message: text } = item ?? {};
		if (typeof field !== "string" || typeof text !== "string" || !text) return [];
		return [{
			field: BODY_TO_FORM_FIELD[field] ?? field,
			message: text
		}];
	});
}
/**
* The texts of calls.md §8 Callback: network error, timeout, 500 and "other". A 400 validation
* answer is the one exception: its field messages are shown where they belong.
*/
function callbackFailure(error) {
	if (!(error instanceof ApiError)) return {
		message: CALLBACK_MSG.otherError,
		fieldErrors: []
	};
	if (error.isNetworkError) return {
		message: CALLBACK_MSG.networkError,
		fieldErrors: []
	};
	if (error.isTimeout) return {
		message: CALLBACK_MSG.timeout,
		fieldErrors: []
	};
	if (error.status !== null && error.status >= 500) return {
		message: CALLBACK_MSG.serverError,
		fieldErrors: []
	};
	if (error.status === 400) {
		const fieldErrors = validationItems(error.data);
		if (fieldErrors.length > 0) return {
			message: fieldErrors.map((item) => item.message).join(", "),
			fieldErrors
		};
	}
	if (error.status === 429 && error.clientMessage) return {
		message: error.clientMessage,
		fieldErrors: []
	};
	return {
		message: CALLBACK_MSG.otherError,
		fieldErrors: []
	};
}
// src/features/callbacks/components/callback-enquiry-options.tsx
var OPTIONS = [{
	value: "online",
	icon: MonitorPlay,
	title: "Online",
	hint: "Live online courses"
}, {
	value: "offline",
	icon: Building2,
	title: "Offline",
	hint: "In-house at our centre"
}];
/** Online or offline, as two radio cards side by side. */
function CallbackEnquiryOptions({ selected, error, register }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		"aria-describedby": error ? "callback-enquiry-error" : void 0,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "mb-1.5 text-sm font-medium text-slate-800",
				children: "Enquiry type"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "grid grid-cols-2 gap-3",
				children: OPTIONS.map(({ value, icon: Icon, title, hint }) => {
					const isSelected = selected === value;
					return /* @__PURE__ */ jsxs("label", {
						className: clsx("relative flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-3 text-sm font-semibold transition-colors", "has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100", isSelected ? "border-brand-600 bg-brand-50 text-brand-900" : error ? "border-red-400 bg-white text-slate-800 hover:bg-slate-50" : "border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50"),
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "radio",
								value,
								...register,
								"data-testid": `callback-enquiry-${value}`,
								className: "absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
							}),
							/* @__PURE__ */ jsx(Icon, {
								className: clsx("size-5 shrink-0", isSelected ? "text-brand-700" : "text-slate-500"),
								"aria-hidden": "true"
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "min-w-0 leading-tight",
								children: [/* @__PURE__ */ jsx("span", {
									className: "block",
									children: title
								}), /* @__PURE__ */ jsx("span", {
									className: clsx("mt-0.5 block text-xs font-normal", isSelected ? "text-brand-800" : "text-slate-600"),
									children: hint
								})]
							})
						]
					}, value);
				})
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: "callback-enquiry-error",
				role: "alert",
				className: "mt-1.5 text-sm font-medium text-red-700",
				children: error
			})
		]
	});
}
// src/features/callbacks/components/callback-form.tsx
/**
* ZCallbackForm checks the notes only once every other field passes; a person fixing the form
* should see every problem at once, so the missing notes join the other errors here.
*/
var missingNotes = (values) => !values.courseId && !values.notes?.trim() ? [{
	field: "notes",
	message: CALLBACK_MSG.notesRequired
}] : [];
/** The popup's form (product.md §5 Callback form); notes are optional only for a course. */
function CallbackForm({ courseId, onSubmit }) {
	const form = useZodForm(ZCallbackForm, {
		defaultValues: {
			name: "",
			mobile: "",
			notes: "",
			...courseId ? { courseId } : {}
		},
		alsoCheck: missingNotes
	});
	const { errors, isSubmitting } = form.formState;
	const enquiryFor = useWatch({
		control: form.control,
		name: "enquiryFor"
	});
	const submit = async (values) => {
		try {
			await onSubmit(values);
		} catch (error) {
			const failure = callbackFailure(error);
			for (const item of failure.fieldErrors) if (hasPath(form.getValues(), item.field)) form.setError(item.field, { message: item.message });
			form.setError("root.server", { message: failure.message });
			toast.error(failure.message);
		}
	};
	const formError = errors.root?.server?.message ?? errors.courseId?.message;
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: submit,
		look: "public",
		className: "space-y-5",
		children: [
			/* @__PURE__ */ jsxs("fieldset", {
				disabled: isSubmitting,
				className: "space-y-5",
				children: [
					/* @__PURE__ */ jsx(FormText, {
						name: "name",
						label: "Full name",
						autoComplete: "name",
						placeholder: "First and last name",
						maxLength: 60,
						testId: "callback-name"
					}),
					/* @__PURE__ */ jsx(FormText, {
						name: "mobile",
						normalize: (text) => normalizeContact(text).slice(0, 10),
						label: "Mobile number",
						prefix: "+91",
						type: "tel",
						inputMode: "numeric",
						autoComplete: "tel-national",
						placeholder: "98765 43210",
						testId: "callback-mobile"
					}),
					/* @__PURE__ */ jsx(CallbackEnquiryOptions, {
						selected: enquiryFor,
						error: errors.enquiryFor?.message,
						register: form.register("enquiryFor")
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						id: "callback-notes",
						name: "notes",
						label: /* @__PURE__ */ jsxs(Fragment, { children: ["Notes ", courseId && /* @__PURE__ */ jsx("span", {
							className: "font-normal text-slate-600",
							children: "(optional)"
						})] }),
						rows: 3,
						maxLength: 500,
						placeholder: "What would you like to know? Fees, batch timings, syllabus...",
						testId: "callback-notes"
					})
				]
			}),
			formError && /* @__PURE__ */ jsx(FormAlert, {
				message: formError,
				testId: "callback-error"
			}),
			/* @__PURE__ */ jsx(SubmitButton, {
				size: "lg",
				fullWidth: true,
				loadingText: "Submitting...",
				"data-testid": "callback-submit",
				children: "Request callback"
			})
		]
	});
}
// src/features/callbacks/components/callback-thank-you.tsx
/** A bar that empties while the popup waits to close, so the auto-close is no surprise. */
function drainOver(bar) {
	bar?.animate([{ transform: "scaleX(1)" }, { transform: "scaleX(0)" }], {
		duration: CALLBACK_THANKYOU_CLOSE_MS,
		easing: "linear",
		fill: "forwards"
	});
}
/** The last state of the popup (product.md §4): it closes itself after 5 s. */
function CallbackThankYou({ message, onClose }) {
	useEffect(() => {
		const timer = window.setTimeout(onClose, CALLBACK_THANKYOU_CLOSE_MS);
		return () => window.clearTimeout(timer);
	}, [onClose]);
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "callback-thank-you",
		className: "animate-fade-in py-2 text-center",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "mx-auto mb-5 grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50",
				children: /* @__PURE__ */ jsx(CheckCircle2, {
					className: "size-9",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx(Dialog.Title, {
				className: "text-2xl font-extrabold tracking-tight text-slate-900",
				children: "Thank you!"
			}),
			/* @__PURE__ */ jsx(Dialog.Description, {
				role: "status",
				"data-testid": "callback-success",
				className: "mx-auto mt-3 max-w-sm text-base leading-relaxed text-slate-600",
				children: message
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mx-auto mt-7 h-1 w-40 overflow-hidden rounded-full bg-slate-100",
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx("div", {
					ref: drainOver,
					className: "h-full origin-left rounded-full bg-emerald-500"
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-xs text-slate-500",
				children: "This window closes by itself."
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				className: "mt-6",
				onClick: onClose,
				children: "Close"
			})
		]
	});
}
// src/features/callbacks/components/callback-modal.tsx
/** The callback request popup, mounted once in the app root and opened through useCallbackPopup. */
function CallbackModal() {
	const isOpen = useCallbackPopup((s) => s.isOpen);
	const courseId = useCallbackPopup((s) => s.courseId);
	const close = useCallbackPopup((s) => s.close);
	return /* @__PURE__ */ jsx(SheetDialog, {
		open: isOpen,
		onOpenChange: (open) => !open && close(),
		testId: "callback-modal",
		children: /* @__PURE__ */ jsx(CallbackPopupBody, {
			courseId,
			onClose: close
		})
	});
}
function CallbackPopupBody({ courseId, onClose }) {
	const [thanks, setThanks] = useState(null);
	const request = useRequestCallback();
	const submit = async (values) => {
		await request.mutateAsync(values);
		setThanks(CALLBACK_MSG.success);
	};
	if (thanks !== null) return /* @__PURE__ */ jsx(CallbackThankYou, {
		message: thanks,
		onClose
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
		className: "mb-6 pr-10",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "mb-4 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700",
				children: /* @__PURE__ */ jsx(PhoneCall, {
					className: "size-6",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx(Dialog.Title, {
				className: "text-2xl font-extrabold tracking-tight text-slate-900",
				children: "Request a callback"
			}),
			/* @__PURE__ */ jsx(Dialog.Description, {
				className: "mt-2 text-sm leading-relaxed text-slate-600",
				children: "Leave your number and a counsellor will call you back within 24 hours to answer your questions."
			})
		]
	}), /* @__PURE__ */ jsx(CallbackForm, {
		courseId,
		onSubmit: submit
	})] });
}
export { CallbackModal };
