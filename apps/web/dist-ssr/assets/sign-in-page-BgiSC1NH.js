import { Bt as fullNameOf, Ft as ZGoogleData, Gt as buttonStyles, Lt as ZRegisterForm, S as takeRememberedPath, Ut as StatusPanel, Vt as splitFullName, Wt as Button, b as useAuthStore, c as toast, d as utmField, zt as ZUserData } from "../entry-server.js";
import { a as getErrorMessage, n as publicApi, s as MSG } from "./api-client-CyCTgC69.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { a as adminLandingPath, d as isStaffRole, m as roleHomePath, s as canAccessAdminPath, u as isAdminRole } from "./roles-pGSoVmPl.js";
import { i as hasStatus } from "./field-issues-CklJ7g7w.js";
import { a as useLoginWithOtp, i as useOtpFlow, n as FlowOtpStep, r as formatPhone, t as PhoneStep } from "./phone-step-BawoJSMm.js";
import { E as useZodForm, S as Form, _ as FormText } from "./form-9deOHQRr.js";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { BadgeCheck, CircleAlert, KeyRound, Smartphone, UserRoundPlus } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useMemo, useRef } from "react";
// src/features/auth/api/google-auth.ts
async function exchangeGoogleCode({ code, redirectUri }) {
	return (await publicApi.post("/google/auth", ZGoogleData, {
		code,
		redirectUri
	})).data.user;
}
var googleAuthQueryOptions = (input) => queryOptions({
	queryKey: [
		"auth",
		"google",
		input.code
	],
	queryFn: () => exchangeGoogleCode(input),
	staleTime: Infinity,
	gcTime: Infinity,
	retry: false
});
function useGoogleAuth(input) {
	return useQuery({
		...googleAuthQueryOptions(input ?? {
			code: "",
			redirectUri: ""
		}),
		enabled: input !== null
	});
}
// src/features/auth/lib/post-login-path.ts
var isAdminPath = (path) => path === "/admin" || path.startsWith("/admin/");
/**
* Where a person lands after signing in (product.md §4): back to the remembered page, except
* that an admin page the role may not open sends them to their role's home instead.
*/
function postLoginPath(role, remembered) {
	if (remembered && !remembered.startsWith("/auth")) {
		if (!isAdminPath(remembered)) return remembered;
		const pathOnly = remembered.split(/[?#]/)[0] ?? remembered;
		if (isAdminRole(role) || canAccessAdminPath(role, pathOnly)) return remembered;
		return roleHomePath(role);
	}
	return isStaffRole(role) ? adminLandingPath(role) : "/";
}
// src/features/auth/hooks/use-complete-sign-in.ts
/** Stores the signed-in user and takes them where they were going. */
function useCompleteSignIn() {
	const navigate = useNavigate();
	const setUser = useAuthStore((s) => s.setUser);
	return useCallback((user) => {
		const target = postLoginPath(user.role, takeRememberedPath());
		setUser(user);
		navigate(target, { replace: true });
	}, [navigate, setUser]);
}
// src/features/auth/lib/google-oauth.ts
var STATE_KEY = "kodeschool:googleOAuthState";
var GOOGLE_CALLBACK_PATH = "/auth/google";
var googleClientId = () => void 0;
var googleRedirectUri = () => `${window.location.origin}${GOOGLE_CALLBACK_PATH}`;
/**
* Sends the browser to Google's consent screen (authorization-code flow). The server swaps the
* code for a session, so no Google script or token ever runs in our page.
*/
function startGoogleSignIn(clientId) {
	const state = crypto.randomUUID();
	sessionStorage.setItem(STATE_KEY, state);
	const params = new URLSearchParams({
		client_id: clientId,
		redirect_uri: googleRedirectUri(),
		response_type: "code",
		scope: "openid email profile",
		prompt: "select_account",
		state
	});
	window.location.assign(`https://accounts.google.com/o/oauth2/v2/auth?${params.toString()}`);
}
/** The state we sent must come back unchanged, or the callback was not started by us. */
function isExpectedGoogleState(state) {
	return state !== null && state === sessionStorage.getItem(STATE_KEY);
}
function clearGoogleState() {
	sessionStorage.removeItem(STATE_KEY);
}
// src/features/auth/components/google-callback.tsx
/** /auth/google: Google sends the person back here with a one-time code to exchange. */
function GoogleCallback() {
	const [params] = useSearchParams();
	const code = params.get("code");
	const isValid = code !== null && isExpectedGoogleState(params.get("state"));
	const { data: user, error } = useGoogleAuth(useMemo(() => isValid && code ? {
		code,
		redirectUri: googleRedirectUri()
	} : null, [isValid, code]));
	const completeSignIn = useCompleteSignIn();
	const handled = useRef(false);
	useEffect(() => {
		if (!user || handled.current) return;
		handled.current = true;
		clearGoogleState();
		toast.success(MSG.socialLoginSuccessful);
		completeSignIn(user);
	}, [user, completeSignIn]);
	if (isValid && !error) return /* @__PURE__ */ jsxs("div", {
		className: "card flex w-full max-w-md flex-col items-center gap-4 p-10",
		children: [/* @__PURE__ */ jsx(Spinner, { className: "size-8 text-brand-700" }), /* @__PURE__ */ jsx("p", {
			role: "status",
			className: "font-medium text-slate-700",
			children: "Signing you in with Google..."
		})]
	});
	const message = error ? getErrorMessage(error, MSG.socialLoginFailed) : "Google sign-in was cancelled or has expired. Please try again.";
	return /* @__PURE__ */ jsx("div", {
		className: "card w-full max-w-md p-8",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: CircleAlert,
			tone: "danger",
			title: MSG.socialLoginFailed,
			description: message,
			actions: /* @__PURE__ */ jsx(Link, {
				to: "/auth/signin",
				className: buttonStyles(),
				children: "Back to sign in"
			})
		})
	});
}
// src/features/auth/api/register-user.ts
/** Creates the account with the code already entered at the login step, with its UTM attribution. */
async function registerUser({ fullName, email, number, otp }) {
	const body = {
		name: splitFullName(fullName),
		phone: {
			code: "+91",
			number
		},
		otp,
		email,
		...utmField()
	};
	return (await publicApi.post("/users/register", ZUserData, body)).data.user;
}
function useRegisterUser() {
	return useMutation({ mutationFn: registerUser });
}
// src/features/auth/components/auth-mode-switch.tsx
/** Links between the login and register flavours of the same flow. */
function AuthModeSwitch({ mode }) {
	return /* @__PURE__ */ jsx("p", {
		className: "mt-6 border-t border-slate-100 pt-6 text-center text-sm text-slate-600",
		children: mode === "login" ? /* @__PURE__ */ jsxs(Link, {
			to: "/auth/register",
			className: "group rounded-md",
			children: [
				"New here?",
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "font-semibold text-brand-700 group-hover:underline",
					children: "Create an account"
				})
			]
		}) : /* @__PURE__ */ jsxs(Link, {
			to: "/auth/signin",
			className: "group rounded-md",
			children: [
				"Already have an account?",
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "font-semibold text-brand-700 group-hover:underline",
					children: "Sign in"
				})
			]
		})
	});
}
// src/features/auth/components/google-sign-in-button.tsx
/** Rendered only when the build has a Google client id; otherwise the server would refuse. */
function GoogleSignInButton() {
	const clientId = googleClientId();
	if (!clientId) return null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
		className: "my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase",
		children: [
			/* @__PURE__ */ jsx("span", { className: "h-px flex-1 bg-slate-200" }),
			"or",
			/* @__PURE__ */ jsx("span", { className: "h-px flex-1 bg-slate-200" })
		]
	}), /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick: () => startGoogleSignIn(clientId),
		className: buttonStyles({
			variant: "secondary",
			size: "lg",
			fullWidth: true
		}),
		children: [/* @__PURE__ */ jsxs("svg", {
			viewBox: "0 0 24 24",
			className: "size-5",
			"aria-hidden": "true",
			children: [
				/* @__PURE__ */ jsx("path", {
					fill: "#4285F4",
					d: "M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.63h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.56-5.17 3.56-8.8z"
				}),
				/* @__PURE__ */ jsx("path", {
					fill: "#34A853",
					d: "M12 24c3.24 0 5.95-1.07 7.94-2.9l-3.88-3.02c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.28v3.1A12 12 0 0 0 12 24z"
				}),
				/* @__PURE__ */ jsx("path", {
					fill: "#FBBC05",
					d: "M5.29 14.28A7.2 7.2 0 0 1 4.91 12c0-.79.14-1.56.38-2.28v-3.1H1.28A12 12 0 0 0 0 12c0 1.94.46 3.77 1.28 5.38l4.01-3.1z"
				}),
				/* @__PURE__ */ jsx("path", {
					fill: "#EA4335",
					d: "M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44C17.94 1.19 15.23 0 12 0A12 12 0 0 0 1.28 6.62l4.01 3.1C6.23 6.88 8.88 4.77 12 4.77z"
				})
			]
		}), "Continue with Google"]
	})] });
}
// src/features/auth/components/register-step.tsx
var ZDetailsForm = ZRegisterForm.pick({
	fullName: true,
	email: true
});
/** Step 3 (new numbers only): name and email; the code from step 2 is reused. */
function RegisterStep({ phone, onSubmit, isSubmitting, onBack }) {
	const form = useZodForm(ZDetailsForm, { defaultValues: {
		fullName: "",
		email: ""
	} });
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		look: "public",
		className: "space-y-5",
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "flex items-center justify-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900",
				children: [/* @__PURE__ */ jsx(BadgeCheck, {
					className: "size-4 shrink-0",
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsxs("span", { children: ["Signing up with ", /* @__PURE__ */ jsx("strong", {
					className: "font-semibold",
					children: formatPhone(phone)
				})] })]
			}),
			/* @__PURE__ */ jsx(FormText, {
				name: "fullName",
				label: "Full name",
				autoComplete: "name",
				placeholder: "Asha Rao",
				testId: "fullname-input"
			}),
			/* @__PURE__ */ jsx(FormText, {
				name: "email",
				label: "Email",
				type: "email",
				autoComplete: "email",
				inputMode: "email",
				placeholder: "you@example.com",
				testId: "email-input"
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				fullWidth: true,
				size: "lg",
				isLoading: isSubmitting,
				loadingText: "Creating account...",
				"data-testid": "register-submit",
				children: "Create account"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-center text-sm",
				children: /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: onBack,
					className: "link",
					children: "Back to the code"
				})
			})
		]
	});
}
// src/features/auth/components/sign-in-heading.tsx
var copy = {
	phone: {
		login: {
			title: "Welcome back",
			text: "Sign in with your mobile number to pick up where you left off."
		},
		register: {
			title: "Create your account",
			text: "Start with your mobile number. We verify it with a one-time code."
		}
	},
	otp: {
		title: "Verify your number",
		text: "Enter the code we just sent you by SMS."
	},
	register: {
		title: "Almost there",
		text: "No account uses this number yet. Add your name and email to create one."
	}
};
var icons = {
	phone: Smartphone,
	otp: KeyRound,
	register: UserRoundPlus
};
function SignInHeading({ mode, step }) {
	const { title, text } = step === "phone" ? copy.phone[mode] : copy[step];
	const Icon = icons[step];
	return /* @__PURE__ */ jsxs("header", {
		className: "mb-6 text-center",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "mx-auto mb-4 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700",
				children: /* @__PURE__ */ jsx(Icon, {
					className: "size-6",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-extrabold tracking-tight text-slate-900",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm leading-relaxed text-slate-600",
				children: text
			})
		]
	});
}
// src/features/auth/components/sign-in-card.tsx
/**
* Phone → code → (new numbers only) name and email. Both modes run the same flow; register
* mode only asks the server to refuse numbers that already have an account.
*/
function SignInCard({ mode }) {
	const flow = useOtpFlow({ purpose: mode });
	const login = useLoginWithOtp();
	const registration = useRegisterUser();
	const completeSignIn = useCompleteSignIn();
	const verify = async () => {
		const otp = flow.readOtp();
		if (!otp) return;
		try {
			const user = await login.mutateAsync({
				number: flow.phone,
				otp,
				onRateLimited: flow.onVerifyRateLimited
			});
			toast.success(MSG.loginSuccessful);
			completeSignIn(user);
		} catch (error) {
			if (hasStatus(error, 404)) {
				flow.setStep("register");
				return;
			}
			if (hasStatus(error, 429)) return;
			const message = getErrorMessage(error, MSG.loginFailed);
			flow.setOtpError(message);
			toast.error(message);
		}
	};
	const register = async ({ fullName, email }) => {
		try {
			const user = await registration.mutateAsync({
				fullName,
				email,
				number: flow.phone,
				otp: flow.otp.join("")
			});
			toast.success(MSG.registrationWelcome(fullNameOf(user) || fullName.trim()));
			completeSignIn(user);
		} catch (error) {
			toast.error(getErrorMessage(error, MSG.registrationFailed));
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "card w-full max-w-md p-6 sm:p-8",
		children: [
			/* @__PURE__ */ jsx(SignInHeading, {
				mode,
				step: flow.step
			}),
			flow.step === "phone" && /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsx(PhoneStep, {
					defaultPhone: flow.phone,
					onSubmit: flow.requestOtp,
					isSending: flow.isSending,
					isBusy: flow.isSendBusy,
					waitFor: flow.waitFor
				}),
				/* @__PURE__ */ jsx(GoogleSignInButton, {}),
				/* @__PURE__ */ jsx(AuthModeSwitch, { mode })
			] }),
			flow.step === "otp" && /* @__PURE__ */ jsx(FlowOtpStep, {
				flow,
				onVerify: verify,
				isVerifying: login.isPending
			}),
			flow.step === "register" && /* @__PURE__ */ jsx(RegisterStep, {
				phone: flow.phone,
				onSubmit: register,
				isSubmitting: registration.isPending,
				onBack: () => flow.setStep("otp")
			})
		]
	});
}
// src/features/auth/pages/sign-in-page.tsx
/** /auth/signin, /auth/register and any other /auth/:id (the spec's sign-in area). */
function SignInPage() {
	const { id = "signin" } = useParams();
	const navigate = useNavigate();
	const initialAuthCheckComplete = useAuthStore((s) => s.initialAuthCheckComplete);
	useEffect(() => {
		const { user } = useAuthStore.getState();
		if (initialAuthCheckComplete && user) navigate(postLoginPath(user.role, null), { replace: true });
	}, [initialAuthCheckComplete, navigate]);
	if (`/auth/${id}` === "/auth/google") return /* @__PURE__ */ jsx(GoogleCallback, {});
	const mode = id === "register" ? "register" : "login";
	return /* @__PURE__ */ jsx(SignInCard, { mode }, mode);
}
export { SignInPage };
