import "./api-client-CyCTgC69.js";
import { a as isNotFound, t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { Gt as buttonStyles, Ut as StatusPanel, Wt as Button, l as RouteLoader } from "../entry-server.js";
import { Link } from "react-router";
import { ArrowLeft, CircleAlert, RotateCw, SearchX } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/record-loader.tsx
/**
* A page-wide problem in place of a record: not found, a malformed address, or a failed load
* with a retry. RecordLoader shows it; a page with its own kind of problem shows it too.
*/
function RecordProblem({ icon = CircleAlert, title, description, back, onRetry, isRetrying = false, testId }) {
	return /* @__PURE__ */ jsx("div", {
		role: "alert",
		"data-testid": testId,
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon,
			tone: "danger",
			title,
			description,
			actions: /* @__PURE__ */ jsxs(Fragment, { children: [back && /* @__PURE__ */ jsxs(Link, {
				to: back.to,
				className: buttonStyles({ variant: "secondary" }),
				children: [/* @__PURE__ */ jsx(ArrowLeft, {
					className: "size-4",
					"aria-hidden": "true"
				}), back.label]
			}), onRetry && /* @__PURE__ */ jsxs(Button, {
				onClick: onRetry,
				isLoading: isRetrying,
				loadingText: "Retrying…",
				children: [/* @__PURE__ */ jsx(RotateCw, {
					className: "size-4",
					"aria-hidden": "true"
				}), "Try again"]
			})] }),
			className: "py-16"
		})
	});
}
/** A 404 from the client, or one wrapped by `failWith` (the API error is its cause). */
var isNotFoundError = (error) => isNotFound(error) || error instanceof Error && isNotFound(error.cause);
/**
* Loads one record for a page and renders `children(record)`; before that, the page-wide
* states: not found (a malformed id is known before any call), a spinner, or a failed load
* with a retry. Every record page (webinar, whizz, course, batch, user…) shows them alike.
*/
function RecordLoader({ query, isValidId = true, notFound, invalidId = notFound, failedMessage, loadingLabel, back, isMissing = isNotFoundError, testId, children }) {
	const panel = (icon, problem, onRetry) => /* @__PURE__ */ jsx(RecordProblem, {
		icon,
		...problem,
		back,
		onRetry,
		isRetrying: query.isFetching,
		testId
	});
	if (!isValidId && invalidId) return panel(SearchX, invalidId);
	if (notFound && query.isError && isMissing(query.error)) return panel(SearchX, notFound);
	if (query.isPending) return /* @__PURE__ */ jsx(RouteLoader, { message: loadingLabel });
	if (query.isError || query.data === void 0) {
		const detail = clientMessage(query.error, failedMessage);
		return panel(CircleAlert, {
			title: failedMessage,
			description: detail === failedMessage ? "Check the connection and try again." : detail
		}, () => void query.refetch());
	}
	return /* @__PURE__ */ jsx(Fragment, { children: children(query.data) });
}
export { RecordProblem as n, RecordLoader as t };
