import { Gt as buttonStyles, Ut as StatusPanel, Wt as Button } from "../entry-server.js";
import { a as getErrorMessage } from "./api-client-CyCTgC69.js";
import { Link } from "react-router";
import { AlertTriangle } from "lucide-react";
import { jsx } from "react/jsx-runtime";
// src/components/site/site-states.tsx
/** A public page's read failed: the danger panel with the server's words and "Try again". */
function SiteLoadError({ title, query }) {
	return /* @__PURE__ */ jsx("div", {
		className: "container-page py-20",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: AlertTriangle,
			tone: "danger",
			title,
			description: getErrorMessage(query.error),
			actions: /* @__PURE__ */ jsx(Button, {
				onClick: () => void query.refetch(),
				isLoading: query.isFetching,
				loadingText: "Retrying…",
				children: "Try again"
			})
		})
	});
}
/** Where to go from an empty or missing page: the first link as the main button, the rest quieter. */
function StatusLinks({ links }) {
	return links.map(({ to, label }, i) => /* @__PURE__ */ jsx(Link, {
		to,
		className: buttonStyles(i === 0 ? {} : { variant: "secondary" }),
		children: label
	}, to));
}
export { StatusLinks as n, SiteLoadError as t };
