import { t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { c as webinarPath, d as WebinarStatusBadge, h as seatsLabel, l as webinarKeys, m as publicWebinarPath, p as durationLabel, r as refreshWebinar, t as DeleteWebinarDialog, u as CertificateStatusBadge } from "./delete-webinar-dialog-Csr7jQjW.js";
import { t as plural } from "./plural-DYc3P-kI.js";
import { O as ZWebinarUserUpdateBody, a as CERTIFICATE_STATUS_LABELS, c as EMAIL_PLACEHOLDERS, g as ZEmailPreviewData, i as CERTIFICATE_STATUSES, l as WEBINAR_MSG, m as ZCampaignListData, n as ATTENDANCE_TOO_LARGE, o as EMAIL_AUDIENCES, p as ZCampaignData, s as EMAIL_AUDIENCE_LABELS, t as ATTENDANCE_MAX_BYTES, y as ZSendEmailsBody } from "./webinar.schema-B5O1UN4y.js";
import { Gt as buttonStyles, Wt as Button, c as toast, m as IconTile } from "../entry-server.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { n as failWith, t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { t as adminRead } from "./admin-read-CIuWoqHf.js";
import { i as useWebinarStudents, n as useImportAttendance, r as useUpdateWebinarUser, t as studentsExportHref } from "./students-api-CtOqc9oa.js";
import { n as useListPage, r as ListError, t as QueryListCard } from "./query-list-card-BlrTQ-LH.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { a as formatDateTime, l as formatTime, n as formatDate } from "./format-DGa3zFAK.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { E as useZodForm, S as Form, T as showFailure, _ as FormText, d as FormSelect, f as FormSwitch, m as optionsOf, v as FormTextArea, w as SubmitButton } from "./form-9deOHQRr.js";
import { t as ListFilterBar } from "./list-filter-bar-BZubHVUI.js";
import { n as yesNoOptions, t as optionsOf$1 } from "./list-filters-BWn4l1GJ.js";
import { t as ListToolbar } from "./list-toolbar-DoheNCVI.js";
import { t as ExportCsvLink } from "./registrations-list-CzUnUpI4.js";
import { t as tableStateOf } from "./table-state-Bt1tF4Jf.js";
import { t as CsvFileButton } from "./csv-file-button-DktauStM.js";
import { t as Modal } from "./modal-DWoX8q6Y.js";
import { n as adminColumnHelper, t as DataTable } from "./data-table-BFwpHdzu.js";
import { t as PhoneLink } from "./registrant-columns-BR5fAqX0.js";
import { n as actionsColumn, t as RowAction } from "./row-action-bMQVfDP3.js";
import { n as WebinarHeaderActions, t as WebinarLoader } from "./webinar-load-states-BDyRV3ck.js";
import { t as CopyButton } from "./copy-button-CvVyJckj.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { clsx } from "clsx";
import { Award, Braces, CalendarDays, CheckCircle2, Eye, FileText, Inbox, Link2, Mail, Pencil, RotateCcw, Send, TriangleAlert, UserX, Users } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
// src/features/webinars-admin/api/campaigns-api.ts
/** How often the runs are read again while one is still sending. */
var CAMPAIGN_POLL_MS = 2e3;
var isRunning = (campaigns) => (campaigns ?? []).some((c) => c.status !== "done");
/**
* GET /admin/webinars/{id}/campaigns → data.campaigns (newest first), read every 2 s while any
* run is not done. When the last one finishes, the webinar (certificate status, counts) and
* its students are read again.
*/
function useCampaigns(id) {
	const queryClient = useQueryClient();
	const query = useQuery({
		queryKey: webinarKeys.campaigns(id),
		queryFn: async ({ signal }) => {
			return (await adminRead(`${webinarPath(id)}/campaigns`, ZCampaignListData, WEBINAR_MSG.unknownError, { signal })).campaigns;
		},
		refetchInterval: (q) => isRunning(q.state.data) ? CAMPAIGN_POLL_MS : false,
		refetchIntervalInBackground: false
	});
	const running = isRunning(query.data);
	const wasRunning = useRef(running);
	useEffect(() => {
		if (wasRunning.current && !running) refreshWebinar(queryClient, id);
		wasRunning.current = running;
	}, [
		running,
		queryClient,
		id
	]);
	return query;
}
/** A new run goes to the top of the runs list at once, then polling takes over. */
function useStartRun(webinarId, path) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async (body) => {
			const res = await adminApi.post(`${webinarPath(webinarId)}${path}`, ZCampaignData, body);
			return {
				campaign: res.data.campaign,
				message: res.message
			};
		},
		onSuccess: ({ campaign }) => {
			queryClient.setQueryData(webinarKeys.campaigns(webinarId), (old) => [campaign, ...(old ?? []).filter((c) => c._id !== campaign._id)]);
			return Promise.all([refreshWebinar(queryClient, webinarId), queryClient.invalidateQueries({ queryKey: webinarKeys.campaigns(webinarId) })]);
		}
	});
}
/** POST /admin/webinars/{id}/send-emails → 202 data.campaign. */
var useSendEmails = (webinarId) => useStartRun(webinarId, "/send-emails");
/** POST /admin/webinars/{id}/send-certificates → 202 data.campaign. */
var useSendCertificates = (webinarId) => useStartRun(webinarId, "/send-certificates");
/** POST /admin/webinars/{id}/send-emails/preview → data.preview (one recipient, and the count). */
function usePreviewEmail(webinarId) {
	return useMutation({ mutationFn: async (body) => {
		try {
			return (await adminApi.post(`${webinarPath(webinarId)}/send-emails/preview`, ZEmailPreviewData, body)).data.preview;
		} catch (error) {
			failWith(error, WEBINAR_MSG.unknownError);
		}
	} });
}
/** The certificate PDF of one attendee (a sample code when none is issued yet). */
function certificatePreviewHref(webinarId, webinarUserId) {
	return adminApi.href(`${webinarPath(webinarId)}/certificates/${encodeURIComponent(webinarUserId)}/pdf`);
}
// src/features/webinars-admin/components/campaign-list.tsx
var STATUS = {
	queued: {
		label: "Queued",
		tone: "slate"
	},
	sending: {
		label: "Sending",
		tone: "amber"
	},
	done: {
		label: "Done",
		tone: "green"
	}
};
/**
* The bulk e-mail or certificate runs of a webinar, newest first, each with its live counts
* (the query polls while a run is sending).
*/
function CampaignList({ query, kind }) {
	const runs = (query.data ?? []).filter((c) => c.kind === kind);
	const empty = kind === "email" ? "No e-mail has been sent yet." : "No certificates have been sent yet.";
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `${kind}-runs-title`,
		className: "card overflow-hidden",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5",
			children: [/* @__PURE__ */ jsx("h2", {
				id: `${kind}-runs-title`,
				className: "text-base font-semibold text-slate-900",
				children: kind === "email" ? "Sent e-mails" : "Certificate runs"
			}), query.isFetching && query.data && /* @__PURE__ */ jsxs("span", {
				className: "flex items-center gap-1.5 text-xs text-slate-500",
				children: [/* @__PURE__ */ jsx(Spinner, { className: "size-3.5 text-brand-600" }), "Updating"]
			})]
		}), query.isError && !query.data ? /* @__PURE__ */ jsx(ListError, {
			message: "Could not load the runs",
			detail: query.error.message,
			onRetry: () => void query.refetch(),
			isRetrying: query.isFetching
		}) : query.isPending ? /* @__PURE__ */ jsxs("div", {
			className: "flex items-center justify-center gap-2 py-10 text-sm text-slate-600",
			children: [/* @__PURE__ */ jsx(Spinner, { className: "size-5 text-brand-600" }), /* @__PURE__ */ jsx("span", {
				role: "status",
				children: "Loading…"
			})]
		}) : runs.length === 0 ? /* @__PURE__ */ jsxs("div", {
			className: "flex flex-col items-center gap-2 px-6 py-10 text-center text-sm text-slate-600",
			children: [/* @__PURE__ */ jsx(IconTile, { icon: Inbox }), empty]
		}) : /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-slate-200",
			children: runs.map((run) => /* @__PURE__ */ jsx(RunRow, { run }, run._id))
		})]
	});
}
function RunRow({ run }) {
	const done = run.sent + run.failed;
	const pct = run.total > 0 ? Math.round(done / run.total * 100) : 100;
	const status = STATUS[run.status];
	const Icon = run.kind === "email" ? Mail : Award;
	return /* @__PURE__ */ jsx("li", {
		className: "px-4 py-4 sm:px-5",
		"data-testid": "campaign-row",
		"data-status": run.status,
		children: /* @__PURE__ */ jsxs("div", {
			className: "flex items-start gap-3",
			children: [/* @__PURE__ */ jsx(IconTile, {
				icon: Icon,
				className: "mt-0.5 size-9 shrink-0 bg-brand-50 text-brand-700",
				iconClassName: "size-4"
			}), /* @__PURE__ */ jsxs("div", {
				className: "min-w-0 flex-1",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-wrap items-start justify-between gap-x-3 gap-y-1",
						children: [/* @__PURE__ */ jsx("p", {
							className: "min-w-0 font-semibold break-words text-slate-900",
							children: run.kind === "email" ? run.subject : "Certificates"
						}), /* @__PURE__ */ jsx(Pill, {
							tone: status.tone,
							testId: "campaign-status",
							children: status.label
						})]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-0.5 text-xs text-slate-500",
						children: [
							run.kind === "email" && /* @__PURE__ */ jsxs(Fragment, { children: [EMAIL_AUDIENCE_LABELS[run.audience], " · "] }),
							plural(run.total, "recipient"),
							" · started ",
							formatDateTime(run.createdAt),
							run.finishedAt && /* @__PURE__ */ jsxs(Fragment, { children: [" · finished ", formatDateTime(run.finishedAt)] })
						]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-3 h-2 overflow-hidden rounded-full bg-slate-100",
						role: "progressbar",
						"aria-label": "Progress",
						"aria-valuemin": 0,
						"aria-valuemax": 100,
						"aria-valuenow": pct,
						children: /* @__PURE__ */ jsxs("div", {
							className: "flex h-full transition-[width] duration-500",
							children: [/* @__PURE__ */ jsx("span", {
								className: "h-full bg-emerald-500",
								style: { width: `${run.total ? run.sent / run.total * 100 : 0}%` }
							}), /* @__PURE__ */ jsx("span", {
								className: "h-full bg-red-500",
								style: { width: `${run.total ? run.failed / run.total * 100 : 0}%` }
							})]
						})
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums",
						"data-testid": "campaign-counts",
						"aria-live": "polite",
						children: [
							/* @__PURE__ */ jsx(Count, {
								label: "Queued",
								value: run.queued,
								className: "text-slate-700"
							}),
							" ",
							/* @__PURE__ */ jsx(Count, {
								label: "Sent",
								value: run.sent,
								className: "text-emerald-800"
							}),
							" ",
							/* @__PURE__ */ jsx(Count, {
								label: "Failed",
								value: run.failed,
								className: run.failed > 0 ? "text-red-700" : "text-slate-700"
							})
						]
					})
				]
			})]
		})
	});
}
function Count({ label, value, className }) {
	return /* @__PURE__ */ jsxs("span", {
		className: clsx("font-medium", className),
		children: [
			label,
			" ",
			value
		]
	});
}
// src/features/webinars-admin/components/email-preview.tsx
/** The message as one recipient will get it, and how many will get it. */
function EmailPreviewCard({ preview, isStale }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "email-preview-title",
		className: "card overflow-hidden xl:sticky xl:top-20",
		"data-testid": "email-preview-card",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "flex items-center gap-2 border-b border-slate-200 px-4 py-3 sm:px-5",
			children: [/* @__PURE__ */ jsx(Eye, {
				className: "size-4 text-brand-600",
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsx("h2", {
				id: "email-preview-title",
				className: "text-base font-semibold text-slate-900",
				children: "Preview"
			})]
		}), !preview ? /* @__PURE__ */ jsx("p", {
			className: "px-5 py-10 text-center text-sm text-slate-600",
			children: "Write the e-mail and press Preview to see it as a recipient will."
		}) : /* @__PURE__ */ jsxs("div", {
			className: "space-y-3 p-4 sm:p-5",
			"aria-live": "polite",
			children: [
				isStale && /* @__PURE__ */ jsxs("p", {
					className: "flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900",
					children: [/* @__PURE__ */ jsx(TriangleAlert, {
						className: "size-4 shrink-0",
						"aria-hidden": "true"
					}), "You changed the e-mail since this preview. Press Preview again."]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900",
					"data-testid": "email-recipient-count",
					children: [
						/* @__PURE__ */ jsx(Users, {
							className: "size-4",
							"aria-hidden": "true"
						}),
						"Goes to ",
						plural(preview.recipientCount, "person", "people")
					]
				}),
				/* @__PURE__ */ jsxs("dl", {
					className: "grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm",
					children: [
						/* @__PURE__ */ jsx("dt", {
							className: "text-slate-500",
							children: "To"
						}),
						/* @__PURE__ */ jsxs("dd", {
							className: "min-w-0 break-words text-slate-900",
							"data-testid": "email-preview-to",
							children: [
								preview.name,
								" <",
								preview.to,
								">"
							]
						}),
						/* @__PURE__ */ jsx("dt", {
							className: "text-slate-500",
							children: "Subject"
						}),
						/* @__PURE__ */ jsx("dd", {
							className: "min-w-0 font-semibold break-words text-slate-900",
							"data-testid": "email-preview-subject",
							children: preview.subject
						})
					]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800",
					"data-testid": "email-preview-body",
					children: preview.body
				})
			]
		})]
	});
}
/** "Are you sure?" before a bulk send, with the count; the confirm button is "Send". */
function SendConfirmDialog({ open, onClose, title, description, children, onConfirm, isPending, testId }) {
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open,
		onOpenChange: (next) => !next && onClose(),
		tone: "brand",
		icon: Send,
		title,
		description,
		confirmLabel: "Send",
		pendingLabel: "Sending...",
		onConfirm,
		isPending,
		testId,
		children: children && /* @__PURE__ */ jsx("div", {
			className: "mt-4",
			children
		})
	});
}
// src/features/webinars-admin/components/certificates-tab.tsx
var FIRST_ATTENDEE = {
	page: 1,
	limit: 1,
	search: "",
	attended: "true",
	certificateStatus: ""
};
/** The Certificates tab: the webinar's certificate state, sending (or resending), the runs. */
function CertificatesTab({ webinar }) {
	const campaigns = useCampaigns(webinar._id);
	const sender = useSendCertificates(webinar._id);
	const attendee = useWebinarStudents(webinar._id, FIRST_ATTENDEE, webinar.certificateEnabled);
	const [isConfirming, setConfirming] = useState(false);
	const [resend, setResend] = useState(false);
	const { attended, certificatesSent, certificatesFailed } = webinar.counts;
	const waiting = Math.max(0, attended - certificatesSent);
	const first = attendee.data?.students[0];
	const onConfirm = () => sender.mutate({ resend }, {
		onSuccess: ({ message }) => {
			toast.success(message || WEBINAR_MSG.certificatesQueued);
			setConfirming(false);
			setResend(false);
		},
		onError: (error) => {
			toast.error(clientMessage(error, WEBINAR_MSG.unknownError));
			setConfirming(false);
		}
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("section", {
				className: "card p-4 sm:p-5",
				"aria-labelledby": "certificates-title",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between",
						children: [/* @__PURE__ */ jsxs("div", {
							className: "flex min-w-0 gap-3",
							children: [/* @__PURE__ */ jsx(IconTile, {
								icon: Award,
								className: "size-10 shrink-0 bg-brand-50 text-brand-700"
							}), /* @__PURE__ */ jsxs("div", {
								className: "min-w-0",
								children: [/* @__PURE__ */ jsxs("h2", {
									id: "certificates-title",
									className: "flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900",
									children: ["Certificates", /* @__PURE__ */ jsx(CertificateStatusBadge, {
										status: webinar.certificateStatus,
										testId: "certificate-status"
									})]
								}), /* @__PURE__ */ jsx("p", {
									className: "mt-0.5 text-sm text-slate-600",
									"data-testid": "certificate-enabled",
									children: webinar.certificateEnabled ? `On · signed by ${webinar.certificateSignatory || "no signatory set"}${webinar.certificateSignatoryTitle ? `, ${webinar.certificateSignatoryTitle}` : ""}` : WEBINAR_MSG.certificatesDisabled
								})]
							})]
						}), /* @__PURE__ */ jsxs("div", {
							className: "flex flex-wrap gap-2",
							children: [webinar.certificateEnabled && first && /* @__PURE__ */ jsxs("a", {
								href: certificatePreviewHref(webinar._id, first._id),
								target: "_blank",
								rel: "noreferrer",
								className: buttonStyles({
									variant: "secondary",
									size: "sm"
								}),
								"data-testid": "certificate-preview",
								children: [/* @__PURE__ */ jsx(FileText, {
									className: "size-4",
									"aria-hidden": "true"
								}), "Preview PDF"]
							}), webinar.certificateEnabled ? /* @__PURE__ */ jsxs(Button, {
								size: "sm",
								onClick: () => setConfirming(true),
								"data-testid": "certificates-send",
								children: [/* @__PURE__ */ jsx(Send, {
									className: "size-4",
									"aria-hidden": "true"
								}), "Send certificates"]
							}) : /* @__PURE__ */ jsxs(Link, {
								to: `/admin/webinars/edit/${webinar._id}`,
								className: buttonStyles({
									variant: "secondary",
									size: "sm"
								}),
								children: [/* @__PURE__ */ jsx(Pencil, {
									className: "size-4",
									"aria-hidden": "true"
								}), "Turn on in settings"]
							})]
						})]
					}),
					/* @__PURE__ */ jsxs("dl", {
						className: "mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4",
						children: [
							/* @__PURE__ */ jsx(Stat$1, {
								label: "Attended",
								value: attended,
								testId: "certificate-attended"
							}),
							/* @__PURE__ */ jsx(Stat$1, {
								label: "Waiting",
								value: waiting,
								testId: "certificate-waiting"
							}),
							/* @__PURE__ */ jsx(Stat$1, {
								label: "Sent",
								value: certificatesSent,
								testId: "certificate-sent"
							}),
							/* @__PURE__ */ jsx(Stat$1, {
								label: "Failed",
								value: certificatesFailed,
								testId: "certificate-failed"
							})
						]
					}),
					webinar.certificateEnabled && attended === 0 && /* @__PURE__ */ jsx("p", {
						className: "mt-4 text-sm text-slate-600",
						children: "Only attendees get a certificate: mark attendance in the Students tab (or import the meeting tool's participant list) first."
					})
				]
			}),
			/* @__PURE__ */ jsx(CampaignList, {
				query: campaigns,
				kind: "certificates"
			}),
			/* @__PURE__ */ jsx(SendConfirmDialog, {
				open: isConfirming,
				onClose: () => setConfirming(false),
				title: "Send certificates?",
				description: resend ? `Every attendee (${plural(attended, "person", "people")}) gets a certificate e-mail; those who already have one get the same code again.` : `${plural(waiting, "attendee")} waiting for a certificate will get it by e-mail, with a PDF attached.`,
				onConfirm,
				isPending: sender.isPending,
				testId: "certificates-send-dialog",
				children: /* @__PURE__ */ jsxs("div", {
					className: "flex items-start gap-3 rounded-xl border border-slate-200 px-4 py-3",
					children: [/* @__PURE__ */ jsx("input", {
						id: "certificates-resend",
						type: "checkbox",
						checked: resend,
						onChange: (e) => setResend(e.target.checked),
						className: "mt-0.5 size-4 cursor-pointer accent-brand-600",
						"aria-describedby": "certificates-resend-hint"
					}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
						htmlFor: "certificates-resend",
						className: "block cursor-pointer text-sm font-medium text-slate-900",
						children: "Resend to everyone"
					}), /* @__PURE__ */ jsx("p", {
						id: "certificates-resend-hint",
						className: "text-xs text-slate-600",
						children: "Also those who already got one, or whose sending failed."
					})] })]
				})
			})
		]
	});
}
function Stat$1({ label, value, testId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "rounded-xl bg-slate-50 px-3 py-2.5",
		children: [/* @__PURE__ */ jsx("dt", {
			className: "text-xs font-semibold tracking-wide text-slate-500 uppercase",
			children: label
		}), /* @__PURE__ */ jsx("dd", {
			className: "mt-0.5 text-xl font-bold text-slate-900 tabular-nums",
			"data-testid": testId,
			children: value.toLocaleString("en-IN")
		})]
	});
}
// src/features/webinars-admin/lib/placeholders.ts
/**
* Puts `token` where the caret is in `text` (replacing a selection), and says where the caret
* goes after it. A caret position past the end counts as the end.
*/
function insertAtCaret(text, token, start, end) {
	const from = Math.min(start ?? text.length, text.length);
	const to = Math.max(from, Math.min(end ?? from, text.length));
	return {
		text: text.slice(0, from) + token + text.slice(to),
		caret: from + token.length
	};
}
// src/features/webinars-admin/components/placeholder-chips.tsx
var HINTS = {
	name: "The registrant's name",
	webinarTitle: "The webinar's title",
	joinLink: "The join link",
	startTime: "The start time in IST, e.g. 21 Nov 2026, 6:00 pm"
};
/** One button per placeholder; a click puts it where the caret was in the subject or message. */
function PlaceholderChips({ onInsert }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap items-center gap-1.5",
		role: "group",
		"aria-label": "Insert a placeholder",
		children: [/* @__PURE__ */ jsxs("span", {
			className: "mr-1 flex items-center gap-1 text-xs font-medium text-slate-500",
			children: [/* @__PURE__ */ jsx(Braces, {
				className: "size-3.5",
				"aria-hidden": "true"
			}), "Insert"]
		}), EMAIL_PLACEHOLDERS.map((key) => /* @__PURE__ */ jsx("button", {
			type: "button",
			title: HINTS[key],
			onMouseDown: (e) => e.preventDefault(),
			onClick: () => onInsert(`{${key}}`),
			className: "inline-flex h-7 items-center rounded-full border border-brand-200 bg-brand-50 px-2.5 font-mono text-xs font-medium text-brand-800 hover:border-brand-400 hover:bg-brand-100",
			"data-testid": `placeholder-${key}`,
			children: `{${key}}`
		}, key))]
	});
}
// src/features/webinars-admin/components/email-tab.tsx
var EMPTY = {
	subject: "",
	body: "",
	audience: "all"
};
var AUDIENCES = optionsOf(EMAIL_AUDIENCES, EMAIL_AUDIENCE_LABELS);
/** The E-mail tab: write, preview for one recipient, confirm with the count, watch it send. */
function EmailTab({ webinar }) {
	const campaigns = useCampaigns(webinar._id);
	const previewer = usePreviewEmail(webinar._id);
	const sender = useSendEmails(webinar._id);
	const [preview, setPreview] = useState(null);
	const [confirming, setConfirming] = useState(null);
	const form = useZodForm(ZSendEmailsBody, {
		defaultValues: EMPTY,
		mode: "onTouched"
	});
	const { handleSubmit, formState, setValue, getValues, control, reset } = form;
	const { errors } = formState;
	const current = useWatch({ control });
	const isPreviewStale = preview !== null && preview.of !== JSON.stringify(current);
	const fields = useRef({
		subject: null,
		body: null
	});
	const lastField = useRef("body");
	const previewBox = useRef(null);
	const insert = (token) => {
		const name = lastField.current;
		const el = fields.current[name];
		const next = insertAtCaret(getValues(name), token, el?.selectionStart ?? null, el?.selectionEnd ?? null);
		setValue(name, next.text, {
			shouldDirty: true,
			shouldValidate: Boolean(errors[name])
		});
		requestAnimationFrame(() => {
			el?.focus();
			el?.setSelectionRange(next.caret, next.caret);
		});
	};
	const showError = (error) => showFailure(form, error, {
		tell: "toast",
		failureMessage: WEBINAR_MSG.unknownError
	});
	const loadPreview = (values, then) => {
		previewer.mutate(values, {
			onSuccess: (p) => {
				setPreview({
					of: JSON.stringify(values),
					preview: p
				});
				if (!then) requestAnimationFrame(() => previewBox.current?.scrollIntoView({
					block: "nearest",
					behavior: "smooth"
				}));
				then?.(p);
			},
			onError: (error) => {
				setPreview(null);
				showError(error);
			}
		});
	};
	const onPreview = () => void handleSubmit((values) => loadPreview(values))();
	const confirmSend = () => {
		if (!confirming) return;
		sender.mutate(confirming.values, {
			onSuccess: ({ message }) => {
				toast.success(message || WEBINAR_MSG.emailsQueued);
				setConfirming(null);
				setPreview(null);
				reset({
					...EMPTY,
					audience: confirming.values.audience
				});
			},
			onError: (error) => {
				setConfirming(null);
				showError(error);
			}
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]",
		children: [
			/* @__PURE__ */ jsxs(Form, {
				form,
				onSubmit: (values) => loadPreview(values, (p) => {
					if (p.recipientCount === 0) toast.error(WEBINAR_MSG.noRecipients);
					else setConfirming({
						values,
						count: p.recipientCount
					});
				}),
				className: "card space-y-5 p-4 sm:p-5 xl:col-start-1",
				"data-testid": "email-form",
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
						className: "text-base font-semibold text-slate-900",
						children: "Write an e-mail"
					}), /* @__PURE__ */ jsx("p", {
						className: "mt-0.5 text-sm text-slate-600",
						children: "Each recipient gets one message, with the placeholders filled in for them."
					})] }),
					/* @__PURE__ */ jsx(FormSelect, {
						name: "audience",
						label: "Audience",
						options: AUDIENCES,
						className: "sm:max-w-xs",
						testId: "email-audience"
					}),
					/* @__PURE__ */ jsx(FormText, {
						name: "subject",
						label: "Subject",
						ref: (el) => {
							fields.current.subject = el;
						},
						onFocus: () => lastField.current = "subject",
						maxLength: 200,
						autoComplete: "off",
						placeholder: "Starting soon: {webinarTitle}",
						testId: "email-subject"
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						name: "body",
						label: "Message",
						hint: "Plain text; line breaks are kept.",
						ref: (el) => {
							fields.current.body = el;
						},
						onFocus: () => lastField.current = "body",
						rows: 9,
						placeholder: "Hi {name},\n\nWe start at {startTime}. Join here: {joinLink}",
						testId: "email-body"
					}),
					/* @__PURE__ */ jsx(PlaceholderChips, { onInsert: insert }),
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end",
						children: [/* @__PURE__ */ jsxs(Button, {
							variant: "secondary",
							onClick: onPreview,
							isLoading: previewer.isPending && !confirming,
							loadingText: "Preparing...",
							"data-testid": "email-preview",
							children: [/* @__PURE__ */ jsx(Eye, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Preview"]
						}), /* @__PURE__ */ jsxs(Button, {
							type: "submit",
							disabled: previewer.isPending,
							"data-testid": "email-send",
							children: [/* @__PURE__ */ jsx(Send, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Send e-mails"]
						})]
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				ref: previewBox,
				className: "scroll-mt-24 xl:col-start-2 xl:row-span-2 xl:row-start-1",
				children: /* @__PURE__ */ jsx(EmailPreviewCard, {
					preview: preview?.preview ?? null,
					isStale: isPreviewStale
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "xl:col-start-1",
				children: /* @__PURE__ */ jsx(CampaignList, {
					query: campaigns,
					kind: "email"
				})
			}),
			/* @__PURE__ */ jsx(SendConfirmDialog, {
				open: confirming !== null,
				onClose: () => setConfirming(null),
				title: "Send this e-mail?",
				description: confirming ? `It goes to ${plural(confirming.count, "person", "people")} (${EMAIL_AUDIENCE_LABELS[confirming.values.audience]}). This cannot be undone.` : "",
				onConfirm: confirmSend,
				isPending: sender.isPending,
				testId: "email-send-dialog"
			})
		]
	});
}
// src/features/webinars-admin/components/attendance-import.tsx
/**
* "Import attendance": the participants export of Zoom, Google Meet… (a CSV with an e-mail or
* phone column) is posted as text/csv; registrants found in it are marked attended, and the
* report lists the rows that matched nobody.
*/
function AttendanceImport({ webinarId }) {
	const importer = useImportAttendance(webinarId);
	const [result, setResult] = useState(null);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(CsvFileButton, {
		onFile: (file) => importer.mutate(file, {
			onSuccess: (report) => setResult({
				name: file.name,
				report
			}),
			onError: (error) => toast.error(error.message)
		}),
		isLoading: importer.isPending,
		maxBytes: ATTENDANCE_MAX_BYTES,
		tooLarge: ATTENDANCE_TOO_LARGE,
		testId: "attendance-import",
		fileTestId: "attendance-file",
		children: "Import attendance"
	}), /* @__PURE__ */ jsx(AttendanceReportDialog, {
		state: result,
		onClose: () => setResult(null)
	})] });
}
/** Marked, already marked and unmatched: the three counts atop the report. */
var statsOf = (report) => [
	{
		icon: CheckCircle2,
		label: "Marked",
		value: report.marked,
		tone: "green",
		testId: "report-marked"
	},
	{
		icon: RotateCcw,
		label: "Already",
		value: report.alreadyMarked,
		tone: "slate",
		testId: "report-already-marked"
	},
	{
		icon: UserX,
		label: "Unmatched",
		value: report.unmatched.length,
		tone: report.unmatched.length > 0 ? "red" : "slate",
		testId: "report-unmatched-count"
	}
];
function Stat({ icon: Icon, label, value, tone, testId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx("rounded-xl px-3 py-3", tone === "green" && "bg-emerald-50 text-emerald-900", tone === "slate" && "bg-slate-50 text-slate-800", tone === "red" && "bg-red-50 text-red-900"),
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase",
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "size-4",
				"aria-hidden": "true"
			}), label]
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-1 text-2xl font-bold tabular-nums",
			"data-testid": testId,
			children: value
		})]
	});
}
function AttendanceReportDialog({ state, onClose }) {
	const report = state?.report;
	return /* @__PURE__ */ jsx(Modal, {
		open: state !== null,
		onOpenChange: (open) => !open && onClose(),
		title: "Attendance imported",
		description: state ? `${state.name} · ${plural(report.rows, "row")} read` : void 0,
		widthClassName: "max-w-xl",
		testId: "attendance-report",
		footer: /* @__PURE__ */ jsx(Button, {
			onClick: onClose,
			children: "Done"
		}),
		children: report && /* @__PURE__ */ jsxs("div", {
			className: "space-y-4 pb-1",
			children: [/* @__PURE__ */ jsx("div", {
				className: "grid grid-cols-3 gap-2 sm:gap-3",
				children: statsOf(report).map((stat) => /* @__PURE__ */ jsx(Stat, { ...stat }, stat.testId))
			}), report.unmatched.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				children: "Every row matched a registrant of this webinar."
			}) : /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
				className: "mb-2 text-sm text-slate-700",
				children: "These rows matched no registrant by e-mail or phone (people who joined without registering, or with another e-mail). Mark them by hand from the list if needed."
			}), /* @__PURE__ */ jsx("ol", {
				className: "max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200",
				children: report.unmatched.map((r) => /* @__PURE__ */ jsxs("li", {
					className: "flex gap-3 px-3.5 py-2.5 text-sm",
					"data-testid": "report-unmatched",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "shrink-0 self-start rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-700",
						children: ["Row ", r.row]
					}), /* @__PURE__ */ jsxs("span", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx("span", {
							className: "block font-medium text-slate-900",
							children: r.name || "—"
						}), /* @__PURE__ */ jsx("span", {
							className: "block truncate text-slate-600",
							children: [r.email, r.phone].filter(Boolean).join(" · ") || "No e-mail or phone"
						})]
					})]
				}, r.row))
			})] })]
		})
	});
}
// src/features/webinars-admin/components/edit-student-dialog.tsx
/**
* Corrects a registrant's name or e-mail and marks attendance (PUT /admin/webinars/users/{id});
* afterwards the page goes to /admin/webinars, as the spec says.
*/
function EditStudentDialog({ webinarId, student, onClose }) {
	return /* @__PURE__ */ jsx(Modal, {
		open: student !== null,
		onOpenChange: (open) => !open && onClose(),
		title: "Edit registrant",
		description: student ? `Phone ${student.phone} identifies them; it cannot change.` : void 0,
		testId: "student-edit-dialog",
		children: student && /* @__PURE__ */ jsx(StudentForm, {
			webinarId,
			student,
			onClose
		}, student._id)
	});
}
function StudentForm({ webinarId, student, onClose }) {
	const navigate = useNavigate();
	const update = useUpdateWebinarUser(webinarId);
	const saved = {
		name: student.name,
		email: student.email,
		attended: student.attended
	};
	const form = useZodForm(ZWebinarUserUpdateBody, {
		defaultValues: saved,
		mode: "onTouched"
	});
	const onSubmit = async () => {
		const v = form.getValues();
		const body = {};
		if (v.name.trim() !== saved.name) body.name = v.name.trim();
		if (v.email.trim().toLowerCase() !== saved.email) body.email = v.email.trim();
		if (v.attended !== saved.attended) body.attended = v.attended;
		if (Object.keys(body).length === 0) {
			onClose();
			return;
		}
		const { message } = await update.mutateAsync({
			id: student._id,
			body
		});
		toast.success(message);
		onClose();
		navigate("/admin/webinars");
	};
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		tell: "toast",
		failureMessage: WEBINAR_MSG.unknownError,
		className: "space-y-4 pb-5",
		children: [
			/* @__PURE__ */ jsx(FormText, {
				name: "name",
				label: "Name",
				maxLength: 100,
				autoComplete: "off",
				testId: "student-name-input"
			}),
			/* @__PURE__ */ jsx(FormText, {
				name: "email",
				label: "Email",
				type: "email",
				maxLength: 254,
				autoComplete: "off",
				testId: "student-email-input"
			}),
			/* @__PURE__ */ jsx(FormSwitch, {
				name: "attended",
				label: "Attended",
				description: "Attendees can get a certificate and the “Attended” e-mails.",
				testId: "student-attended-input"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					onClick: onClose,
					disabled: update.isPending,
					children: "Cancel"
				}), /* @__PURE__ */ jsx(SubmitButton, {
					isLoading: update.isPending,
					loadingText: "Saving...",
					children: "Save"
				})]
			})
		]
	});
}
// src/features/webinars-admin/components/students-table.tsx
var col = adminColumnHelper();
function buildColumns(webinarId, onEdit) {
	return [
		col.accessor("name", {
			header: "Name",
			cell: (c) => /* @__PURE__ */ jsx("span", {
				className: "block max-w-48 min-w-32 font-semibold text-slate-900",
				children: c.getValue()
			}),
			meta: { isCardTitle: true }
		}),
		col.accessor("email", {
			header: "Email",
			cell: (c) => /* @__PURE__ */ jsx("a", {
				href: `mailto:${c.getValue()}`,
				title: c.getValue(),
				className: "block max-w-56 truncate text-slate-700 hover:text-brand-700",
				children: c.getValue()
			})
		}),
		col.accessor("phone", {
			header: "Phone",
			cell: (c) => /* @__PURE__ */ jsx(PhoneLink, {
				tel: `+91${c.getValue()}`,
				children: c.getValue()
			})
		}),
		col.accessor("createdAt", {
			header: "Registered",
			cell: (c) => /* @__PURE__ */ jsxs("time", {
				dateTime: c.getValue(),
				className: "flex flex-col whitespace-nowrap",
				children: [/* @__PURE__ */ jsx("span", {
					className: "text-slate-800",
					children: formatDate(c.getValue())
				}), /* @__PURE__ */ jsx("span", {
					className: "text-xs text-slate-500",
					children: formatTime(c.getValue())
				})]
			})
		}),
		col.accessor("attended", {
			header: "Attended",
			cell: (c) => c.getValue() ? /* @__PURE__ */ jsxs("span", {
				className: "flex flex-col items-start gap-0.5",
				"data-testid": "student-attended",
				children: [/* @__PURE__ */ jsx(Pill, {
					tone: "green",
					children: "Attended"
				}), c.row.original.attendedMinutes !== null && /* @__PURE__ */ jsxs("span", {
					className: "text-xs text-slate-500 tabular-nums",
					children: [c.row.original.attendedMinutes, " min"]
				})]
			}) : /* @__PURE__ */ jsx("span", {
				"data-testid": "student-attended",
				children: /* @__PURE__ */ jsx(Pill, {
					tone: "slate",
					children: "No"
				})
			})
		}),
		col.accessor("certificateStatus", {
			header: "Certificate",
			cell: (c) => {
				const u = c.row.original;
				return /* @__PURE__ */ jsxs("span", {
					className: "flex flex-col items-start gap-0.5",
					children: [
						/* @__PURE__ */ jsx(CertificateStatusBadge, {
							status: c.getValue(),
							testId: "student-certificate-status"
						}),
						u.certificateCode && /* @__PURE__ */ jsx("a", {
							href: `/certificates/${u.certificateCode}`,
							target: "_blank",
							rel: "noreferrer",
							className: "font-mono text-xs whitespace-nowrap text-brand-700 hover:underline",
							"data-testid": "student-certificate-code",
							children: u.certificateCode
						}),
						u.certificateStatus === "failed" && u.certificateError && /* @__PURE__ */ jsx("span", {
							className: "max-w-48 text-xs text-red-700",
							children: u.certificateError
						})
					]
				});
			}
		}),
		actionsColumn((u) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(RowAction, {
			onClick: () => onEdit(u),
			icon: Pencil,
			label: "Edit",
			title: `Edit ${u.name}`,
			testId: "student-edit"
		}), u.attended && /* @__PURE__ */ jsx(RowAction, {
			href: certificatePreviewHref(webinarId, u._id),
			icon: FileText,
			label: "Certificate PDF",
			title: `Certificate PDF of ${u.name}`
		})] }))
	];
}
function StudentsTable({ webinarId, rows, onEdit, ...state }) {
	const columns = useMemo(() => buildColumns(webinarId, onEdit), [webinarId, onEdit]);
	return /* @__PURE__ */ jsx(DataTable, {
		columns,
		data: rows,
		getRowId: (u) => u._id,
		...state,
		caption: "Registered students",
		rowTestId: "webinar-student-row",
		density: "compact"
	});
}
// src/features/webinars-admin/components/students-tab.tsx
var FILTER_SPEC = {
	attended: { oneOf: ["true", "false"] },
	certificateStatus: { oneOf: CERTIFICATE_STATUSES }
};
var ATTENDED_OPTIONS = yesNoOptions("Attended", "Did not attend");
var CERTIFICATE_OPTIONS = optionsOf$1(CERTIFICATE_STATUSES, CERTIFICATE_STATUS_LABELS);
var FIELDS = [{
	select: "attended",
	label: "Attendance",
	options: ATTENDED_OPTIONS,
	anyLabel: "Everyone",
	testId: "student-attended-filter"
}, {
	select: "certificateStatus",
	label: "Certificate",
	options: CERTIFICATE_OPTIONS,
	anyLabel: "Any",
	testId: "student-certificate-filter"
}];
/** The Students tab: the registrants with filters, pagination, edits, CSV export and import. */
function StudentsTab({ webinarId }) {
	const list = useListPage(FILTER_SPEC);
	const { params } = list;
	const [editing, setEditing] = useState(null);
	const query = useWebinarStudents(webinarId, params);
	const data = query.data;
	const onEdit = useCallback((u) => setEditing(u), []);
	const { isFiltered } = list;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-3",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					className: "text-base font-semibold text-slate-900",
					children: "Registrants"
				}), /* @__PURE__ */ jsx("p", {
					className: "text-sm text-slate-600",
					children: "Mark attendance here or import the meeting tool's participant list."
				})] }), /* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-2",
					children: [/* @__PURE__ */ jsx(AttendanceImport, { webinarId }), /* @__PURE__ */ jsx(ExportCsvLink, { href: studentsExportHref(webinarId, params) })]
				})]
			}),
			/* @__PURE__ */ jsx(QueryListCard, {
				query,
				list,
				itemLabel: "students",
				failedMessage: "Could not load the students",
				toolbar: /* @__PURE__ */ jsx(ListToolbar, {
					list,
					placeholder: "Search by name, e-mail or phone",
					idPrefix: "webinar-student",
					children: /* @__PURE__ */ jsx(ListFilterBar, {
						list,
						fields: FIELDS
					})
				}),
				children: /* @__PURE__ */ jsx(StudentsTable, {
					webinarId,
					rows: data?.students ?? [],
					...tableStateOf(query),
					onEdit,
					emptyMessage: isFiltered ? "No student matches." : "No one has registered yet.",
					emptyHint: isFiltered ? "Search by a name, an e-mail (with @) or a 10-digit phone number, or clear the filters." : "Share the public page; registrations appear here as they come in."
				})
			}),
			/* @__PURE__ */ jsx(EditStudentDialog, {
				webinarId,
				student: editing,
				onClose: () => setEditing(null)
			})
		]
	});
}
// src/features/webinars-admin/components/webinar-overview.tsx
function Card({ icon: Icon, label, children, testId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "card min-w-0 p-3.5 sm:p-4",
		"data-testid": testId,
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase",
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "size-4 text-brand-600",
				"aria-hidden": "true"
			}), label]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-2 text-sm text-slate-700",
			children
		})]
	});
}
/** The webinar at a glance: when, its public link, registrations and certificates. */
function WebinarOverview({ webinar }) {
	const path = publicWebinarPath(webinar.webinarCode);
	const { registered, attended, certificatesSent, certificatesFailed } = webinar.counts;
	const filled = webinar.capacity ? Math.min(100, registered / webinar.capacity * 100) : 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4",
		children: [
			/* @__PURE__ */ jsxs(Card, {
				icon: CalendarDays,
				label: "When (IST)",
				testId: "webinar-card-time",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-sm font-semibold text-slate-900 sm:text-base",
					children: formatDateTime(webinar.startTime)
				}), /* @__PURE__ */ jsxs("p", {
					className: "mt-1",
					children: [
						durationLabel(webinar.durationMinutes),
						" · ends ",
						formatTime(webinar.endTime)
					]
				})]
			}),
			/* @__PURE__ */ jsxs(Card, {
				icon: Link2,
				label: "Public page",
				testId: "webinar-card-link",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex items-start gap-1",
					children: [/* @__PURE__ */ jsxs("a", {
						href: path,
						target: "_blank",
						rel: "noreferrer",
						className: "min-w-0 font-mono text-sm font-semibold break-words text-brand-700 hover:underline",
						"data-testid": "webinar-public-url",
						children: [
							"/webinars/",
							/* @__PURE__ */ jsx("wbr", {}),
							webinar.webinarCode
						]
					}), /* @__PURE__ */ jsx(CopyButton, {
						text: `${window.location.origin}${path}`,
						label: "Copy public link",
						toastText: "Link copied",
						testId: "webinar-copy-link"
					})]
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-1",
					children: webinar.registrationOpen ? "Registration open" : "Registration closed"
				})]
			}),
			/* @__PURE__ */ jsxs(Card, {
				icon: Users,
				label: "Registrations",
				testId: "webinar-card-registrations",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-base font-semibold text-slate-900 tabular-nums",
						children: seatsLabel(registered, webinar.capacity)
					}),
					webinar.capacity !== null && /* @__PURE__ */ jsx("div", {
						className: "mt-2 h-2 rounded-full bg-slate-100",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("div", {
							className: "h-full rounded-full bg-brand-600",
							style: { width: `${filled}%` }
						})
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 tabular-nums",
						"data-testid": "webinar-attended-count",
						children: plural(attended, "attendee")
					})
				]
			}),
			/* @__PURE__ */ jsx(Card, {
				icon: Award,
				label: "Certificates",
				testId: "webinar-card-certificates",
				children: webinar.certificateEnabled ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(CertificateStatusBadge, { status: webinar.certificateStatus }), /* @__PURE__ */ jsxs("p", {
					className: "mt-1.5 tabular-nums",
					children: [
						certificatesSent,
						" sent",
						certificatesFailed > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [
							" · ",
							certificatesFailed,
							" failed"
						] })
					]
				})] }) : /* @__PURE__ */ jsx(Pill, {
					tone: "slate",
					children: "Turned off"
				})
			})
		]
	});
}
// src/features/webinars-admin/components/webinar-tabs.tsx
var WEBINAR_TABS = [
	"students",
	"email",
	"certificates"
];
var TABS = {
	students: {
		label: "Students",
		icon: Users
	},
	email: {
		label: "E-mail",
		icon: Mail
	},
	certificates: {
		label: "Certificates",
		icon: Award
	}
};
var tabId = (tab) => `webinar-tab-${tab}`;
var panelId = (tab) => `webinar-panel-${tab}`;
/** Students, E-mail and Certificates as tabs (arrow keys move between them). */
function WebinarTabs({ value, onChange }) {
	const onKeyDown = (event) => {
		const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
		if (!step) return;
		event.preventDefault();
		const next = WEBINAR_TABS[(WEBINAR_TABS.indexOf(value) + step + WEBINAR_TABS.length) % WEBINAR_TABS.length];
		onChange(next);
		requestAnimationFrame(() => document.getElementById(tabId(next))?.focus());
	};
	return /* @__PURE__ */ jsx("div", {
		role: "tablist",
		"aria-label": "Webinar sections",
		onKeyDown,
		className: "flex gap-1 overflow-x-auto rounded-2xl bg-slate-100 p-1 sm:inline-flex",
		children: WEBINAR_TABS.map((tab) => {
			const { label, icon: Icon } = TABS[tab];
			const selected = tab === value;
			return /* @__PURE__ */ jsxs("button", {
				id: tabId(tab),
				type: "button",
				role: "tab",
				"aria-selected": selected,
				"aria-controls": panelId(tab),
				tabIndex: selected ? 0 : -1,
				"data-testid": `webinar-tab-${tab}`,
				onClick: () => onChange(tab),
				className: clsx("inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-4", selected ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:bg-white/60 hover:text-slate-900"),
				children: [/* @__PURE__ */ jsx(Icon, {
					className: "hidden size-4 shrink-0 sm:block",
					"aria-hidden": "true"
				}), label]
			}, tab);
		})
	});
}
// src/features/webinars-admin/pages/admin-webinar-page.tsx
/** /admin/webinars/{webinarId}: the webinar, its students, bulk e-mail and certificates. */
function AdminWebinarPage() {
	const { webinarId = "" } = useParams();
	return /* @__PURE__ */ jsx(WebinarLoader, {
		id: webinarId,
		children: (webinar) => /* @__PURE__ */ jsx(WebinarView, { webinar })
	}, webinarId);
}
function useTab() {
	const [params, setParams] = useSearchParams();
	const raw = params.get("tab");
	return [WEBINAR_TABS.includes(raw ?? "") ? raw : "students", useCallback((next) => setParams((current) => {
		const p = new URLSearchParams(current);
		if (next === "students") p.delete("tab");
		else p.set("tab", next);
		return p;
	}, { replace: true }), [setParams])];
}
function WebinarView({ webinar }) {
	const navigate = useNavigate();
	const [tab, setTab] = useTab();
	const [toDelete, setToDelete] = useState(null);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-[96rem]",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${webinar.title} | Webinars | KodeSchool Admin` }),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				back: {
					to: "/admin/webinars",
					label: "All webinars"
				},
				title: webinar.title,
				description: /* @__PURE__ */ jsxs("span", {
					className: "flex flex-wrap items-center gap-x-2 gap-y-1",
					children: [
						/* @__PURE__ */ jsx(WebinarStatusBadge, {
							status: webinar.status,
							testId: "webinar-detail-status"
						}),
						/* @__PURE__ */ jsx("span", {
							className: "font-mono text-slate-500",
							children: webinar.webinarCode
						}),
						webinar.speakers.length > 0 && /* @__PURE__ */ jsxs("span", { children: ["· ", webinar.speakers.map((s) => s.name).join(", ")] })
					]
				}),
				actions: /* @__PURE__ */ jsx(WebinarHeaderActions, {
					link: {
						to: `/admin/webinars/edit/${webinar._id}`,
						icon: Pencil,
						label: "Edit webinar",
						testId: "webinar-detail-edit"
					},
					onDelete: () => setToDelete(webinar),
					deleteLabel: "Delete webinar",
					deleteTestId: "webinar-detail-delete"
				})
			}),
			/* @__PURE__ */ jsx(WebinarOverview, { webinar }),
			/* @__PURE__ */ jsx("div", {
				className: "mt-8 mb-4",
				children: /* @__PURE__ */ jsx(WebinarTabs, {
					value: tab,
					onChange: setTab
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				role: "tabpanel",
				id: panelId(tab),
				"aria-labelledby": tabId(tab),
				children: [
					tab === "students" && /* @__PURE__ */ jsx(StudentsTab, { webinarId: webinar._id }),
					tab === "email" && /* @__PURE__ */ jsx(EmailTab, { webinar }),
					tab === "certificates" && /* @__PURE__ */ jsx(CertificatesTab, { webinar })
				]
			}),
			/* @__PURE__ */ jsx(DeleteWebinarDialog, {
				webinar: toDelete,
				onClose: () => setToDelete(null),
				onDeleted: () => void navigate("/admin/webinars")
			})
		]
	});
}
export { AdminWebinarPage as default };
