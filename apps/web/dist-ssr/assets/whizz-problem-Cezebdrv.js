import { Gt as buttonStyles, Ut as StatusPanel, Wt as Button } from "../entry-server.js";
import { Link } from "react-router";
import { CircleAlert, RotateCw } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/whizz/lib/answers.ts
/** The languages a student may answer in: those the problem has starting code for. */
function codingLanguages(q) {
	return q.boilerplate.map((b) => b.language);
}
function boilerplateOf(q, language) {
	return q.boilerplate.find((b) => b.language === language)?.code ?? "";
}
/**
* Whether a question counts as answered: an option chosen, a blank filled, or code that is not
* just the starting code (or any judged submission).
*/
function isAnswered(q, answer) {
	if (q.type === "codingProblem" && q.best) return true;
	if (!answer || answer.type !== q.type) return false;
	if (answer.type === "MCQ") return answer.selected.length > 0;
	if (answer.type === "FillInTheBlank") return answer.text.trim() !== "";
	const starting = q.type === "codingProblem" ? boilerplateOf(q, answer.language) : "";
	return answer.code.trim() !== "" && answer.code.trim() !== starting.trim();
}
/** The per-language drafts of a coding question, seeded with the saved answer. */
function initialDrafts(q, answer) {
	const drafts = {};
	for (const b of q.boilerplate) drafts[b.language] = b.code;
	if (answer?.type === "codingProblem") drafts[answer.language] = answer.code;
	return {
		drafts,
		language: answer?.type === "codingProblem" && codingLanguages(q).includes(answer.language) ? answer.language : codingLanguages(q)[0] ?? "javascript"
	};
}
/** The title of a question for the navigator and the submit summary. */
function questionTitle(q) {
	return q.type === "codingProblem" ? q.title : q.question;
}
var MCQ_LETTERS = "ABCDEFGHIJ";
// src/features/whizz/components/whizz-problem.tsx
/** A quiz or result page that cannot be shown: why, the way back to my quizzes, and a retry. */
function WhizzProblem({ pageTitle, title, description, action, onRetry, isRetrying }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "container-page py-20",
		children: [/* @__PURE__ */ jsx("title", { children: pageTitle }), /* @__PURE__ */ jsx(StatusPanel, {
			icon: CircleAlert,
			tone: "danger",
			title,
			description,
			actions: /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsx(Link, {
					to: "/whizz",
					className: buttonStyles({ variant: "secondary" }),
					children: "My quizzes"
				}),
				action,
				onRetry && /* @__PURE__ */ jsxs(Button, {
					onClick: onRetry,
					isLoading: isRetrying,
					children: [/* @__PURE__ */ jsx(RotateCw, {
						className: "size-4",
						"aria-hidden": "true"
					}), "Try again"]
				})
			] })
		})]
	});
}
export { initialDrafts as a, codingLanguages as i, MCQ_LETTERS as n, isAnswered as o, boilerplateOf as r, questionTitle as s, WhizzProblem as t };
