import { C as FormServerAlert, S as Form, _ as FormText, w as SubmitButton } from "./form-9deOHQRr.js";
import { a as getErrorMessage } from "./api-client-CyCTgC69.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/site/contact-fields.tsx
/**
* A public event registration form (Kodex, Kodr, a webinar): tall fields, each error cleared as
* its field is edited, and a refusal shown in the server's own words (a 409 "already
* registered" is clear as it is), else `fallback`.
*/
function RegistrationForm({ form, onSubmit, label, fallback, tell, children }) {
	return /* @__PURE__ */ jsx(Form, {
		form,
		onSubmit,
		failureMessage: (error) => getErrorMessage(error, fallback),
		tell,
		editClearsErrors: true,
		look: "public",
		className: "space-y-5",
		"aria-label": label,
		children
	});
}
/**
* Full name, e-mail and a +91 mobile (fields `name`, `email`, `phone`): the contact part of the
* public event registration forms. Test ids are `${prefix}-name` and so on.
*/
function ContactFields({ prefix, emailHint, phoneHint, normalizePhone, phoneMaxLength }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(FormText, {
			name: "name",
			label: "Full name",
			autoComplete: "name",
			placeholder: "Your full name",
			testId: `${prefix}-name`
		}),
		/* @__PURE__ */ jsx(EmailField, {
			hint: emailHint,
			testId: `${prefix}-email`
		}),
		/* @__PURE__ */ jsx(FormText, {
			name: "phone",
			normalize: normalizePhone,
			label: "Phone number",
			type: "tel",
			inputMode: "numeric",
			autoComplete: "tel-national",
			placeholder: "98765 43210",
			prefix: "+91",
			maxLength: phoneMaxLength,
			hint: phoneHint,
			testId: `${prefix}-phone`
		})
	] });
}
/** The e-mail field (`email`) of a public form. */
function EmailField({ hint, testId }) {
	return /* @__PURE__ */ jsx(FormText, {
		name: "email",
		label: "Email",
		type: "email",
		inputMode: "email",
		autoComplete: "email",
		placeholder: "you@example.com",
		hint,
		testId
	});
}
/** The end of a public registration form: the server's answer, the big submit and a note. */
function RegistrationSubmit({ prefix, alertTestId = `${prefix}-form-error`, isLoading, loadingText, note, children }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(FormServerAlert, { testId: alertTestId }),
		/* @__PURE__ */ jsx(SubmitButton, {
			size: "lg",
			fullWidth: true,
			isLoading,
			loadingText,
			"data-testid": `${prefix}-submit`,
			children
		}),
		note && /* @__PURE__ */ jsx("p", {
			className: "text-center text-xs text-slate-500",
			children: note
		})
	] });
}
export { RegistrationSubmit as i, EmailField as n, RegistrationForm as r, ContactFields as t };
