import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { a as getErrorMessage, n as publicApi, o as retryAfterOf, s as MSG } from "./api-client-CyCTgC69.js";
import { E as useZodForm, S as Form, _ as FormText } from "./form-9deOHQRr.js";
import { It as ZOtp, Lt as ZRegisterForm, Rt as ZSendOtpData, Wt as Button, c as toast, zt as ZUserData } from "../entry-server.js";
import { n as useCountdown, t as formatCountdown } from "./use-countdown-C0jiPbF4.js";
import { useMutation } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Clock, Pencil } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
// src/features/auth/api/login-with-otp.ts
/** Signs in with a phone code; with `userId` it verifies the phone of the signed-in user. */
async function loginWithOtp({ number, otp, userId, onRateLimited }) {
	const body = {
		phone: {
			code: "+91",
			number
		},
		otp,
		...userId ? { userId } : {}
	};
	return (await publicApi.post("/users/login", ZUserData, body, { onRateLimited })).data.user;
}
function useLoginWithOtp() {
	return useMutation({ mutationFn: loginWithOtp });
}
// src/features/auth/api/send-otp.ts
async function sendOtp({ number, userId, purpose, onRateLimited }) {
	const body = {
		phone: {
			code: "+91",
			number
		},
		...userId ? { userId } : {},
		...purpose ? { purpose } : {}
	};
	return (await publicApi.post("/users/send-otp", ZSendOtpData, body, { onRateLimited })).data;
}
function useSendOtp() {
	return useMutation({ mutationFn: sendOtp });
}
// src/features/auth/hooks/use-otp-flow.ts
var emptyOtp = () => Array.from({ length: 4 }, () => "");
/**
* The phone → code part shared by sign-in and the phone-verification overlay: sending and
* resending codes, the resend countdown (server's resendAfter, else 30 s then 90 s), the wait a
* refused phone must sit out (a 429's retryAfter, shown the moment the answer arrives), and the
* digit boxes' state.
*/
function useOtpFlow({ purpose, userId }) {
	const [step, setStep] = useState("phone");
	const [phone, setPhone] = useState("");
	const [otp, setOtpDigits] = useState(emptyOtp);
	const [otpError, setOtpError] = useState();
	const { secondsLeft, start: startCountdown, reset: resetCountdown } = useCountdown();
	const sendCall = useSendOtp();
	const resendCall = useSendOtp();
	const { mutateAsync: send } = sendCall;
	const { mutateAsync: resend } = resendCall;
	const { start: startWait, waitFor, watch } = useRateLimitWait();
	const [isVerifyRefused, setVerifyRefused] = useState(false);
	const requestOtp = useCallback(async (number) => {
		const refusal = watch(number);
		try {
			const data = await send({
				number,
				userId,
				purpose,
				onRateLimited: refusal.onRateLimited
			});
			setPhone(number);
			setOtpDigits(emptyOtp());
			setOtpError(void 0);
			setStep("otp");
			startCountdown(data.resendAfter ?? 30);
			toast.success(MSG.otpSent);
		} catch (error) {
			if (!refusal.settle(error)) toast.error(getErrorMessage(error, MSG.sendOtpFailed));
		}
	}, [
		send,
		userId,
		purpose,
		startCountdown,
		watch
	]);
	const resendOtp = useCallback(async () => {
		const refusal = watch(phone);
		try {
			const data = await resend({
				number: phone,
				userId,
				purpose,
				onRateLimited: refusal.onRateLimited
			});
			setOtpDigits(emptyOtp());
			setOtpError(void 0);
			startCountdown(data.resendAfter ?? 90);
			toast.success(MSG.otpSent);
		} catch (error) {
			if (!refusal.settle(error)) toast.error(getErrorMessage(error, MSG.resendOtpFailed));
		}
	}, [
		resend,
		phone,
		userId,
		purpose,
		startCountdown,
		watch
	]);
	/** For the verify call: a refusal with a wait shows its reason under the digits at once. */
	const onVerifyRateLimited = useCallback(({ retryAfter, message }) => {
		setVerifyRefused(true);
		setOtpError(message ?? MSG.tooManyRequests);
		if (retryAfter) startWait(phone, retryAfter);
	}, [startWait, phone]);
	const editNumber = useCallback(() => {
		setStep("phone");
		setOtpDigits(emptyOtp());
		setOtpError(void 0);
		resetCountdown();
	}, [resetCountdown]);
	const setOtp = useCallback((next) => {
		setOtpDigits(next);
		setOtpError(void 0);
		setVerifyRefused(false);
	}, []);
	/** The entered code, or null after showing 'Please enter all 4 digits'. */
	const readOtp = useCallback(() => {
		setVerifyRefused(false);
		const parsed = ZOtp.safeParse(otp.join(""));
		if (parsed.success) return parsed.data;
		setOtpError(MSG.otpIncomplete);
		return null;
	}, [otp]);
	const sendingFor = sendCall.isPending ? sendCall.variables?.number : void 0;
	return {
		step,
		setStep,
		phone,
		otp,
		setOtp,
		otpError,
		setOtpError,
		secondsLeft,
		requestOtp,
		resendOtp,
		editNumber,
		readOtp,
		/** Seconds before `number` may ask for a code again; 0 when it may. */
		waitFor,
		onVerifyRateLimited,
		/** The verify call was refused: its answer is on screen though the call still holds. */
		isVerifyRefused,
		isSendBusy: sendCall.isPending,
		isSending: sendingFor !== void 0 && waitFor(sendingFor) === 0,
		isResendBusy: resendCall.isPending,
		isResending: resendCall.isPending && waitFor(phone) === 0
	};
}
/** Which phone must wait before asking for a code, and for how long (a live countdown). */
function useRateLimitWait() {
	const [limitedPhone, setLimitedPhone] = useState(null);
	const { secondsLeft, start: startClock } = useCountdown();
	const start = useCallback((number, seconds) => {
		setLimitedPhone(number);
		startClock(seconds);
	}, [startClock]);
	return {
		start,
		waitFor: useCallback((number) => number === limitedPhone ? secondsLeft : 0, [limitedPhone, secondsLeft]),
		watch: useCallback((number) => {
			let isTold = false;
			return {
				onRateLimited: ({ retryAfter }) => {
					if (!retryAfter) return;
					isTold = true;
					start(number, retryAfter);
				},
				settle: (error) => {
					const wait = retryAfterOf(error);
					if (!wait) return false;
					if (!isTold) start(number, wait);
					return true;
				}
			};
		}, [start])
	};
}
// src/components/ui/otp-input.tsx
/**
* Separate digit boxes that behave like one field: typing moves forward, Backspace on an
* empty box moves back, and pasting (or SMS autofill into the first box) fills them all.
*/
function OtpInput({ value, onChange, label, error, disabled, autoFocus }) {
	const inputs = useRef([]);
	const errorId = useId();
	const length = value.length;
	const focusBox = (index) => {
		const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
		box?.focus();
		box?.select();
	};
	const fillFrom = (from, digits) => {
		const next = [...value];
		const chars = digits.slice(0, length - from).split("");
		chars.forEach((d, i) => {
			next[from + i] = d;
		});
		onChange(next);
		focusBox(from + chars.length);
	};
	const handleInput = (index, raw) => {
		const digits = raw.replace(/\D/g, "");
		if (digits === "") {
			const next = [...value];
			next[index] = "";
			onChange(next);
			return;
		}
		if (digits.length >= length) fillFrom(0, digits);
		else fillFrom(index, digits.length > 1 ? digits.slice(-1) : digits);
	};
	const handleKeyDown = (index, event) => {
		if (event.key === "Backspace" && value[index] === "" && index > 0) {
			event.preventDefault();
			const next = [...value];
			next[index - 1] = "";
			onChange(next);
			focusBox(index - 1);
		} else if (event.key === "ArrowLeft") {
			event.preventDefault();
			focusBox(index - 1);
		} else if (event.key === "ArrowRight") {
			event.preventDefault();
			focusBox(index + 1);
		}
	};
	const handlePaste = (index, event) => {
		const digits = event.clipboardData.getData("text").replace(/\D/g, "");
		if (!digits) return;
		event.preventDefault();
		fillFrom(digits.length >= length ? 0 : index, digits);
	};
	return /* @__PURE__ */ jsxs("fieldset", {
		"aria-describedby": error ? errorId : void 0,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "mb-3 w-full text-center text-sm font-medium text-slate-800",
				children: label
			}),
			/* @__PURE__ */ jsx("div", {
				className: "flex justify-center gap-3",
				children: value.map((digit, i) => /* @__PURE__ */ jsx("input", {
					ref: (el) => {
						inputs.current[i] = el;
					},
					"data-testid": `otp-digit-${i}`,
					"aria-label": `Digit ${i + 1} of ${length}`,
					"aria-invalid": error ? true : void 0,
					inputMode: "numeric",
					autoComplete: i === 0 ? "one-time-code" : "off",
					pattern: "[0-9]*",
					autoFocus: autoFocus && i === 0,
					disabled,
					value: digit,
					onChange: (e) => handleInput(i, e.target.value),
					onKeyDown: (e) => handleKeyDown(i, e),
					onPaste: (e) => handlePaste(i, e),
					onFocus: (e) => e.target.select(),
					className: clsx("size-14 rounded-xl border bg-white text-center text-2xl font-bold text-slate-900 transition", "outline-none focus:ring-4 disabled:bg-slate-100", error ? "border-red-500 focus:ring-red-100" : "border-slate-300 focus:border-brand-600 focus:ring-brand-100")
				}, i))
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: errorId,
				role: "alert",
				className: "mt-2 text-center text-sm font-medium text-red-700",
				children: error
			})
		]
	});
}
// src/features/auth/lib/format-phone.ts
/** "9876543210" → "+91 98765 43210", the way Indian numbers are usually read. */
function formatPhone(number) {
	return `+91 ${number.length === 10 ? `${number.slice(0, 5)} ${number.slice(5)}` : number}`;
}
/**
* What the phone field keeps of whatever was typed or pasted: digits only, at most 10, and a
* pasted "+91 98765 43210" or "098765 43210" loses its prefix instead of its last digits.
*/
function normalizePhoneInput(value) {
	const digits = value.replace(/\D/g, "");
	if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
	if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
	return digits.slice(0, 10);
}
// src/features/auth/lib/otp-wait.ts
/** 45 → "45 seconds", 3480 → "58 min", 3900 → "1 hr 5 min": a wait in the words a person uses. */
function formatWait(seconds) {
	const s = Math.max(1, Math.ceil(seconds));
	if (s < 60) return plural(s, "second");
	const minutes = Math.ceil(s / 60);
	if (minutes < 60) return `${minutes} min`;
	const h = Math.floor(minutes / 60);
	const m = minutes % 60;
	return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}
/** What the sign-in and verification forms say while a phone may not ask for a code. */
function otpWaitText(seconds) {
	return `You can ask for a new code in ${formatWait(seconds)}.`;
}
// src/features/auth/components/otp-wait-note.tsx
/**
* 'You can ask for a new code in 58 min.' under a send button that a refusal disabled. The
* visible text counts down; screen readers hear it once, as it first read, not every second.
*/
function OtpWaitNote({ seconds }) {
	const [announced] = useState(() => otpWaitText(seconds));
	return /* @__PURE__ */ jsxs("p", {
		"data-testid": "otp-wait",
		className: "flex items-start justify-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-900",
		children: [
			/* @__PURE__ */ jsx(Clock, {
				className: "mt-0.5 size-4 shrink-0",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				"data-testid": "otp-wait-text",
				children: otpWaitText(seconds)
			}),
			/* @__PURE__ */ jsx("span", {
				role: "alert",
				className: "sr-only",
				children: announced
			})
		]
	});
}
// src/features/auth/components/resend-otp.tsx
/** The resend control stays in place (disabled with a timer) so the layout never jumps. */
function ResendOtp({ secondsLeft, isResending, isBusy = isResending, waitSeconds = 0, onResend }) {
	const counting = secondsLeft > 0 && waitSeconds === 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-3",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex flex-wrap items-center justify-center gap-x-1 text-sm text-slate-600",
			children: [/* @__PURE__ */ jsx("span", { children: "Didn't get the code?" }), /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "inline-flex items-center gap-1.5 rounded-md px-1 py-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline disabled:cursor-not-allowed disabled:text-slate-600 disabled:no-underline",
				disabled: counting || isBusy || waitSeconds > 0,
				onClick: onResend,
				"data-testid": "resend-otp",
				children: [isResending && /* @__PURE__ */ jsx(Spinner, { className: "size-4" }), isResending ? "Resending..." : counting ? `Resend OTP in ${formatCountdown(secondsLeft)}` : "Resend OTP"]
			})]
		}), waitSeconds > 0 && /* @__PURE__ */ jsx(OtpWaitNote, { seconds: waitSeconds })]
	});
}
// src/features/auth/components/otp-step.tsx
/** The code step wired to an OTP flow: the sign-in card and the verification overlay share it. */
function FlowOtpStep({ flow, onVerify, isVerifying }) {
	return /* @__PURE__ */ jsx(OtpStep, {
		phone: flow.phone,
		otp: flow.otp,
		onOtpChange: flow.setOtp,
		error: flow.otpError,
		onVerify,
		isVerifying: isVerifying && !flow.isVerifyRefused,
		isVerifyBusy: isVerifying,
		onEditNumber: flow.editNumber,
		secondsLeft: flow.secondsLeft,
		isResending: flow.isResending,
		isResendBusy: flow.isResendBusy,
		waitSeconds: flow.waitFor(flow.phone),
		onResend: flow.resendOtp
	});
}
/** Step 2: the 4-digit code, with a way back to fix the number and a timed resend. */
function OtpStep(props) {
	const { phone, otp, onOtpChange, error, onVerify, isVerifying, onEditNumber } = props;
	const isVerifyBusy = props.isVerifyBusy ?? isVerifying;
	const submit = (event) => {
		event.preventDefault();
		onVerify();
	};
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit: submit,
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center justify-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "text-slate-600",
						children: "Code sent to"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "font-semibold text-slate-900",
						children: formatPhone(phone)
					}),
					/* @__PURE__ */ jsxs("button", {
						type: "button",
						onClick: onEditNumber,
						className: "inline-flex items-center gap-1 rounded-md px-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline",
						children: [/* @__PURE__ */ jsx(Pencil, {
							className: "size-3.5",
							"aria-hidden": "true"
						}), "Edit number"]
					})
				]
			}),
			/* @__PURE__ */ jsx(OtpInput, {
				value: otp,
				onChange: onOtpChange,
				label: "Enter the 4-digit code",
				error,
				disabled: isVerifyBusy,
				autoFocus: true
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				fullWidth: true,
				size: "lg",
				isLoading: isVerifying,
				disabled: isVerifyBusy,
				loadingText: "Verifying...",
				"data-testid": "verify-otp",
				children: "Verify OTP"
			}),
			/* @__PURE__ */ jsx(ResendOtp, {
				secondsLeft: props.secondsLeft,
				isResending: props.isResending,
				isBusy: props.isResendBusy,
				waitSeconds: props.waitSeconds,
				onResend: props.onResend
			})
		]
	});
}
// src/features/auth/components/phone-step.tsx
var ZPhoneForm = ZRegisterForm.pick({ phone: true });
/** Step 1: a 10-digit Indian mobile number behind a fixed +91. */
function PhoneStep({ defaultPhone = "", onSubmit, isSending, isBusy = isSending, waitFor }) {
	const form = useZodForm(ZPhoneForm, { defaultValues: { phone: defaultPhone } });
	const typed = useWatch({
		control: form.control,
		name: "phone"
	});
	const wait = waitFor?.(typed) ?? 0;
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit: ({ phone }) => onSubmit(phone),
		look: "public",
		className: "space-y-5",
		children: [
			/* @__PURE__ */ jsx(FormText, {
				name: "phone",
				normalize: normalizePhoneInput,
				label: "Mobile number",
				prefix: "+91",
				type: "tel",
				inputMode: "numeric",
				autoComplete: "tel-national",
				placeholder: "98765 43210",
				testId: "phone-input",
				hint: "We'll text you a 4-digit code. Outside India? Contact support for manual verification."
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				fullWidth: true,
				size: "lg",
				isLoading: isSending,
				disabled: isBusy || wait > 0,
				loadingText: "Sending OTP...",
				"data-testid": "send-otp",
				children: "Send OTP"
			}),
			wait > 0 && /* @__PURE__ */ jsx(OtpWaitNote, { seconds: wait }, typed)
		]
	});
}
export { useLoginWithOtp as a, useOtpFlow as i, FlowOtpStep as n, formatPhone as r, PhoneStep as t };
