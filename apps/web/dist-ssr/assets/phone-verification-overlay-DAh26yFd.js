import { a as getErrorMessage, s as MSG } from "./api-client-CyCTgC69.js";
import { i as hasStatus } from "./field-issues-CklJ7g7w.js";
import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { b as useAuthStore, c as toast, t as useLogout } from "../entry-server.js";
import { a as useLoginWithOtp, i as useOtpFlow, n as FlowOtpStep, t as PhoneStep } from "./phone-step-BawoJSMm.js";
import { LogOut, ShieldCheck } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as Dialog from "@radix-ui/react-dialog";
// src/features/auth/components/phone-verification-overlay.tsx
var keepOpen = (event) => event.preventDefault();
/**
* Blocks every non-auth page for a signed-in account that is not active yet, until its phone
* is verified. It cannot be dismissed; logging out is the only other way out.
*/
function PhoneVerificationOverlay({ user }) {
	const flow = useOtpFlow({
		purpose: "verify",
		userId: user._id
	});
	const login = useLoginWithOtp();
	const { logout, isLoggingOut } = useLogout();
	const verify = async () => {
		const otp = flow.readOtp();
		if (!otp) return;
		try {
			const updated = await login.mutateAsync({
				number: flow.phone,
				otp,
				userId: user._id,
				onRateLimited: flow.onVerifyRateLimited
			});
			useAuthStore.getState().setUser(updated);
			if (!updated.isActive) await useAuthStore.getState().restoreSession();
			toast.success("Phone number verified");
		} catch (error) {
			if (hasStatus(error, 429)) return;
			const message = getErrorMessage(error, MSG.loginFailed);
			flow.setOtpError(message);
			toast.error(message);
		}
	};
	return /* @__PURE__ */ jsx(Dialog.Root, {
		open: true,
		children: /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, { className: "animate-fade-in fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" }), /* @__PURE__ */ jsxs(Dialog.Content, {
			"data-testid": "phone-verification-overlay",
			"data-lenis-prevent": true,
			onEscapeKeyDown: keepOpen,
			onPointerDownOutside: keepOpen,
			onInteractOutside: keepOpen,
			className: "card fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 sm:p-8",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "mb-6 text-center",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "mx-auto mb-4 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700",
							children: /* @__PURE__ */ jsx(ShieldCheck, {
								className: "size-6",
								"aria-hidden": "true"
							})
						}),
						/* @__PURE__ */ jsx(Dialog.Title, {
							className: "text-2xl font-extrabold tracking-tight text-slate-900",
							children: "Verify your phone number"
						}),
						/* @__PURE__ */ jsxs(Dialog.Description, {
							className: "mt-2 text-sm leading-relaxed text-slate-600",
							children: [
								"Hi ",
								user.name.firstName || "there",
								", your account needs a verified mobile number before you continue. We'll send a 4-digit code to it."
							]
						})
					]
				}),
				flow.step === "otp" ? /* @__PURE__ */ jsx(FlowOtpStep, {
					flow,
					onVerify: verify,
					isVerifying: login.isPending
				}) : /* @__PURE__ */ jsx(PhoneStep, {
					defaultPhone: flow.phone || user.phone?.number || "",
					onSubmit: flow.requestOtp,
					isSending: flow.isSending,
					isBusy: flow.isSendBusy,
					waitFor: flow.waitFor
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-6 border-t border-slate-100 pt-4 text-center",
					children: /* @__PURE__ */ jsx(IconTextButton, {
						icon: LogOut,
						variant: "ghost",
						size: "sm",
						onClick: logout,
						isLoading: isLoggingOut,
						loadingText: "Logging out...",
						children: "Log out"
					})
				})
			]
		})] })
	});
}
export { PhoneVerificationOverlay };
