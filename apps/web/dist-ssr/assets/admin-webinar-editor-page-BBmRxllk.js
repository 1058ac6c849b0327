import { n as RecordSummary, t as AdminPageHeader } from "./admin-page-header-DnlPGi-2.js";
import { t as useGuardedLeave } from "./use-guarded-leave-Dxahb0Eq.js";
import { t as LeaveGuard } from "./leave-guard-no5dLF86.js";
import { a as useUpdateWebinar, d as WebinarStatusBadge, i as useCreateWebinar, t as DeleteWebinarDialog } from "./delete-webinar-dialog-Csr7jQjW.js";
import { l as canUseMenuKeys } from "./roles-pGSoVmPl.js";
import { b as ZWebinarBody, l as WEBINAR_MSG } from "./webinar.schema-B5O1UN4y.js";
import { r as fieldIssues, t as clientMessage } from "./field-issues-CklJ7g7w.js";
import { t as SaveBar } from "./save-bar-CpwdgVTu.js";
import { t as SectionCard } from "./section-card-rmkpWGYj.js";
import { E as useZodForm, O as countErrors, S as Form, _ as FormText, g as FormNumber, o as FormImage, u as FormDateTime, v as FormTextArea } from "./form-9deOHQRr.js";
import "./api-client-CyCTgC69.js";
import { b as useAuthStore, c as toast } from "../entry-server.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { n as istDayAt } from "./ist-datetime-B-lTdV24.js";
import { r as adminInputClass, t as AdminField } from "./form-field-C7rmj4tf.js";
import { r as RemoveRowButton, t as AddRowButton } from "./form-fieldset-3zn78WMP.js";
import { t as ActiveSwitch } from "./active-switch-ipMOQMKS.js";
import { n as WebinarHeaderActions, t as WebinarLoader } from "./webinar-load-states-BDyRV3ck.js";
import { useParams } from "react-router";
import { Award, CalendarClock, Eye, FileText, ImageIcon, Mic, Ticket } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useState } from "react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
function emptyWebinarValues(now = /* @__PURE__ */ new Date()) {
	return {
		webinarCode: "",
		title: "",
		description: "",
		speakers: [],
		startTime: istDayAt(1, "18:00", now),
		durationMinutes: 60,
		joinLink: "",
		coverImage: "",
		registrationOpen: true,
		capacity: null,
		certificateEnabled: true,
		certificateSignatory: "",
		certificateSignatoryTitle: ""
	};
}
function webinarToValues(w) {
	return {
		webinarCode: w.webinarCode,
		title: w.title,
		description: w.description,
		speakers: w.speakers.map((s) => ({
			name: s.name,
			title: s.title
		})),
		startTime: w.startTime,
		durationMinutes: w.durationMinutes,
		joinLink: w.joinLink,
		coverImage: w.coverImage ?? "",
		registrationOpen: w.registrationOpen,
		capacity: w.capacity,
		certificateEnabled: w.certificateEnabled,
		certificateSignatory: w.certificateSignatory,
		certificateSignatoryTitle: w.certificateSignatoryTitle
	};
}
/** The POST body: trimmed texts, no cover as null. */
function toWebinarBody(v) {
	return {
		webinarCode: v.webinarCode.trim().toLowerCase(),
		title: v.title.trim(),
		description: v.description.trim(),
		speakers: v.speakers.map((s) => ({
			name: s.name.trim(),
			title: s.title.trim()
		})),
		startTime: v.startTime,
		durationMinutes: v.durationMinutes,
		joinLink: v.joinLink.trim(),
		coverImage: v.coverImage.trim() || null,
		registrationOpen: v.registrationOpen,
		capacity: v.capacity,
		certificateEnabled: v.certificateEnabled,
		certificateSignatory: v.certificateSignatory.trim(),
		certificateSignatoryTitle: v.certificateSignatoryTitle.trim()
	};
}
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/**
* The PUT body: only the fields that differ from the saved webinar ({} when nothing changed).
* A start time counts as changed only when it is another instant.
*/
function changedWebinarFields(saved, next) {
	const a = toWebinarBody(saved);
	const b = toWebinarBody(next);
	const patch = {};
	for (const key of Object.keys(b)) if (key === "startTime" ? Date.parse(a.startTime) !== Date.parse(b.startTime) : !same(a[key], b[key])) patch[key] = b[key];
	return patch;
}
/**
* A webinar code suggested from the title: lowercase letters, digits and single hyphens, at
* most 60 characters ("React Hooks 101!" → "react-hooks-101"); '' when too short to be valid.
*/
function suggestWebinarCode(title) {
	const slug = title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+/, "").slice(0, 60).replace(/-+$/, "");
	return slug.length >= 3 ? slug : "";
}
/** The speakers, each a name and a title ("Senior engineer, Acme"); rows are added and removed. */
function SpeakersField({ control, register, errors }) {
	const { fields, append, remove } = useFieldArray({
		control,
		name: "speakers"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		children: [
			fields.length === 0 && /* @__PURE__ */ jsx("p", {
				className: "rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600",
				children: "No speakers yet. The public page lists them under the title."
			}),
			fields.map((field, i) => /* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:p-4",
				"data-testid": "speaker-row",
				children: [
					/* @__PURE__ */ jsx(AdminField, {
						label: "Speaker name",
						error: errors?.[i]?.name?.message,
						children: /* @__PURE__ */ jsx("input", {
							...register(`speakers.${i}.name`),
							className: adminInputClass,
							maxLength: 100,
							autoComplete: "off"
						})
					}),
					/* @__PURE__ */ jsx(AdminField, {
						label: "Speaker title",
						error: errors?.[i]?.title?.message,
						className: "col-span-2 sm:col-span-1",
						children: /* @__PURE__ */ jsx("input", {
							...register(`speakers.${i}.title`),
							className: adminInputClass,
							maxLength: 150,
							placeholder: "e.g. Senior engineer, Acme",
							autoComplete: "off"
						})
					}),
					/* @__PURE__ */ jsx(RemoveRowButton, {
						onClick: () => remove(i),
						label: `Remove speaker ${i + 1}`,
						className: "col-start-2 row-start-1 mt-6 sm:col-start-3"
					})
				]
			}, field.id)),
			fields.length < 10 && /* @__PURE__ */ jsx(AddRowButton, {
				onClick: () => append({
					name: "",
					title: ""
				}),
				children: "Add speaker"
			})
		]
	});
}
// src/features/webinars-admin/components/switch-row.tsx
/** An on/off setting: its name and what it does, and the switch (named by `label`). */
function SwitchRow({ label, description, checked, onChange, testId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-start justify-between gap-4 rounded-xl border border-slate-200 px-4 py-3",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-sm font-medium text-slate-900",
				"aria-hidden": "true",
				children: label
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-0.5 text-xs text-slate-600",
				children: description
			})]
		}), /* @__PURE__ */ jsx(ActiveSwitch, {
			checked,
			onChange,
			label,
			testId
		})]
	});
}
// src/features/webinars-admin/components/webinar-form-settings.tsx
/** The webinar form's Registration (open, capacity) and Certificates (on, signatory) cards. */
function SettingsSections({ control, register, errors }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(SectionCard, {
		id: "registration",
		icon: Ticket,
		title: "Registration",
		description: "Who can still sign up on the public page.",
		children: [/* @__PURE__ */ jsx(Controller, {
			control,
			name: "registrationOpen",
			render: ({ field }) => /* @__PURE__ */ jsx(SwitchRow, {
				label: "Registration open",
				description: "When off, the public page shows that registration is closed.",
				checked: field.value,
				onChange: field.onChange,
				testId: "webinar-registration-switch"
			})
		}), /* @__PURE__ */ jsx(Controller, {
			control,
			name: "capacity",
			render: ({ field, fieldState }) => /* @__PURE__ */ jsx(AdminField, {
				label: "Capacity",
				error: fieldState.error?.message,
				hint: "Most people who can register. Leave empty for no limit.",
				className: "sm:max-w-xs",
				children: /* @__PURE__ */ jsx("input", {
					type: "number",
					min: 1,
					max: 1e5,
					step: 1,
					inputMode: "numeric",
					placeholder: "No limit",
					value: field.value ?? "",
					onChange: (e) => field.onChange(e.target.value === "" ? null : Number(e.target.value)),
					onBlur: field.onBlur,
					ref: field.ref,
					className: adminInputClass,
					"data-testid": "webinar-capacity-input"
				})
			})
		})]
	}), /* @__PURE__ */ jsxs(SectionCard, {
		id: "certificates",
		icon: Award,
		title: "Certificates",
		description: "A one-page PDF for each attendee, e-mailed from the webinar's Certificates tab.",
		children: [/* @__PURE__ */ jsx(Controller, {
			control,
			name: "certificateEnabled",
			render: ({ field }) => /* @__PURE__ */ jsx(SwitchRow, {
				label: "Issue certificates",
				description: "Attendees can be sent a certificate with a code anyone can verify.",
				checked: field.value,
				onChange: field.onChange,
				testId: "webinar-certificate-switch"
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-5 sm:grid-cols-2",
			children: [/* @__PURE__ */ jsx(AdminField, {
				label: "Signatory name",
				error: errors.certificateSignatory?.message,
				hint: "Printed under the signature line.",
				children: /* @__PURE__ */ jsx("input", {
					...register("certificateSignatory"),
					className: adminInputClass,
					maxLength: 100,
					autoComplete: "off",
					placeholder: "e.g. Asha Rao"
				})
			}), /* @__PURE__ */ jsx(AdminField, {
				label: "Signatory title",
				error: errors.certificateSignatoryTitle?.message,
				children: /* @__PURE__ */ jsx("input", {
					...register("certificateSignatoryTitle"),
					className: adminInputClass,
					maxLength: 100,
					autoComplete: "off",
					placeholder: "e.g. Head of Programs"
				})
			})]
		})]
	})] });
}
// src/features/webinars-admin/components/webinar-form.tsx
var NO_CHANGES = "No changes made";
/** The webinar create / edit form (react-hook-form + the shared ZWebinarBody). */
function WebinarForm({ webinar, onSaved, onDirtyChange }) {
	const [saved] = useState(() => webinar ? webinarToValues(webinar) : emptyWebinarValues());
	const create = useCreateWebinar();
	const update = useUpdateWebinar();
	const form = useZodForm(ZWebinarBody, {
		defaultValues: saved,
		mode: "onTouched"
	});
	const { register, control, formState, setError, getValues, setValue, reset } = form;
	const { errors, isDirty } = formState;
	const canUpload = canUseMenuKeys(useAuthStore((s) => s.user?.role), ["courses", "webinars"]);
	useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
	const [codeEdited, setCodeEdited] = useState(Boolean(webinar));
	const [title, startTime, duration] = useWatch({
		control,
		name: [
			"title",
			"startTime",
			"durationMinutes"
		]
	});
	useEffect(() => {
		if (codeEdited) return;
		setValue("webinarCode", suggestWebinarCode(title), {
			shouldDirty: true,
			shouldValidate: formState.isSubmitted
		});
	}, [
		title,
		codeEdited,
		setValue,
		formState.isSubmitted
	]);
	const startMs = Date.parse(startTime);
	const endsAt = !Number.isNaN(startMs) && Number.isInteger(duration) && duration > 0 ? new Date(startMs + duration * 6e4) : null;
	const failureMessage = (error) => {
		const message = clientMessage(error, WEBINAR_MSG.unknownError);
		if (message === WEBINAR_MSG.codeTaken && fieldIssues(error).length === 0) setError("webinarCode", {
			type: "server",
			message
		});
		return message;
	};
	const onSubmit = async () => {
		const values = getValues();
		if (!webinar) {
			const w = await create.mutateAsync(toWebinarBody(values));
			toast.success(WEBINAR_MSG.created);
			onSaved(w);
			return;
		}
		const patch = changedWebinarFields(saved, values);
		if (Object.keys(patch).length === 0) {
			toast.info(NO_CHANGES);
			return;
		}
		const w = await update.mutateAsync({
			id: webinar._id,
			patch,
			previousCode: webinar.webinarCode
		});
		toast.success(WEBINAR_MSG.updated);
		onSaved(w);
	};
	return /* @__PURE__ */ jsxs(Form, {
		form,
		onSubmit,
		tell: "toast",
		failureMessage,
		className: "space-y-6",
		"data-testid": "webinar-form",
		children: [
			/* @__PURE__ */ jsxs(SectionCard, {
				id: "details",
				icon: FileText,
				title: "Details",
				description: "What visitors see first.",
				children: [
					/* @__PURE__ */ jsx(FormText, {
						name: "title",
						label: "Title",
						hint: "Up to 150 characters.",
						maxLength: 160,
						autoComplete: "off",
						testId: "webinar-title-input"
					}),
					/* @__PURE__ */ jsx(FormText, {
						name: "webinarCode",
						label: "Webinar code",
						hint: /* @__PURE__ */ jsxs(Fragment, { children: [
							"The public page is ",
							/* @__PURE__ */ jsxs("span", {
								className: "font-mono",
								children: ["/webinars/", "{code}"]
							}),
							!webinar && " — suggested from the title",
							". Lowercase letters, digits and hyphens."
						] }),
						rules: { onChange: () => setCodeEdited(true) },
						mono: true,
						maxLength: 60,
						autoComplete: "off",
						spellCheck: false,
						placeholder: "react-hooks-101",
						testId: "webinar-code-input"
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						name: "description",
						label: "Description",
						hint: "What the session covers and who it is for (up to 5000 characters).",
						rows: 5,
						testId: "webinar-description-input"
					})
				]
			}),
			/* @__PURE__ */ jsxs(SectionCard, {
				id: "schedule",
				icon: CalendarClock,
				title: "Schedule",
				description: "Times are India time (IST).",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "grid gap-5 sm:grid-cols-2",
					children: [/* @__PURE__ */ jsx(FormDateTime, {
						name: "startTime",
						label: "Start time",
						hint: endsAt ? `Ends ${formatDateTime(endsAt)} IST` : "India time (IST)",
						timeLabel: "Start time: time of day",
						testId: "webinar-start-input"
					}), /* @__PURE__ */ jsx(FormNumber, {
						name: "durationMinutes",
						label: "Duration (minutes)",
						hint: "15 to 600 minutes.",
						type: "number",
						min: 15,
						max: 600,
						step: 5,
						testId: "webinar-duration-input"
					})]
				}), /* @__PURE__ */ jsx(FormText, {
					name: "joinLink",
					label: "Join link",
					hint: "Zoom, Google Meet or YouTube Live link; e-mailed to registrants, never shown publicly.",
					type: "url",
					inputMode: "url",
					placeholder: "https://meet.google.com/…",
					autoComplete: "off",
					testId: "webinar-join-input"
				})]
			}),
			/* @__PURE__ */ jsx(SectionCard, {
				id: "speakers",
				icon: Mic,
				title: "Speakers",
				description: "Up to 10 people.",
				children: /* @__PURE__ */ jsx(SpeakersField, {
					control,
					register,
					errors: errors.speakers
				})
			}),
			/* @__PURE__ */ jsx(SectionCard, {
				id: "cover",
				icon: ImageIcon,
				title: "Cover image",
				description: "Shown at the top of the public page.",
				children: /* @__PURE__ */ jsx(FormImage, {
					name: "coverImage",
					label: "Cover image link",
					noun: "cover image",
					testId: "webinar-cover-input",
					testIdPrefix: "cover",
					canUpload
				})
			}),
			/* @__PURE__ */ jsx(SettingsSections, {
				control,
				register,
				errors
			}),
			/* @__PURE__ */ jsx(SaveBar, {
				isDirty,
				isSaving: create.isPending || update.isPending,
				errorCount: countErrors(errors),
				isNew: !webinar,
				onDiscard: () => {
					reset(saved);
					setCodeEdited(Boolean(webinar));
				},
				saveLabel: webinar ? "Save changes" : "Create webinar",
				testId: "webinar-form"
			})
		]
	});
}
// src/features/webinars-admin/pages/admin-webinar-editor-page.tsx
var LIST_PATH = "/admin/webinars";
/** /admin/webinars/create and /admin/webinars/edit/{webinarId}. */
function AdminWebinarEditorPage() {
	const { webinarId } = useParams();
	if (!webinarId) return /* @__PURE__ */ jsx(EditorScreen, {}, "new");
	return /* @__PURE__ */ jsx(WebinarLoader, {
		id: webinarId,
		children: (webinar) => /* @__PURE__ */ jsx(EditorScreen, { webinar })
	}, webinarId);
}
function EditorScreen({ webinar }) {
	const { allowRef, leave } = useGuardedLeave();
	const [dirty, setDirty] = useState(false);
	const [toDelete, setToDelete] = useState(null);
	const leaveToList = useCallback(() => leave(LIST_PATH), [leave]);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-4xl",
		children: [
			/* @__PURE__ */ jsx("title", { children: webinar ? "Edit webinar | KodeSchool Admin" : "New webinar | KodeSchool Admin" }),
			/* @__PURE__ */ jsx(LeaveGuard, {
				when: dirty,
				allowRef
			}),
			/* @__PURE__ */ jsx(AdminPageHeader, {
				back: {
					to: LIST_PATH,
					label: "All webinars"
				},
				title: webinar ? "Edit webinar" : "New webinar",
				description: webinar ? /* @__PURE__ */ jsx(RecordSummary, {
					name: webinar.title,
					testId: "editor-webinar-title",
					badge: /* @__PURE__ */ jsx(WebinarStatusBadge, { status: webinar.status }),
					updatedAt: webinar.updatedAt
				}) : "Set the time, the join link and who speaks; the public page opens for registration.",
				actions: webinar && /* @__PURE__ */ jsx(WebinarHeaderActions, {
					link: {
						to: `/admin/webinars/${webinar._id}`,
						icon: Eye,
						label: "Students"
					},
					onDelete: () => setToDelete(webinar),
					deleteLabel: "Delete",
					deleteTestId: "webinar-editor-delete"
				})
			}),
			/* @__PURE__ */ jsx(WebinarForm, {
				webinar,
				onSaved: leaveToList,
				onDirtyChange: setDirty
			}),
			/* @__PURE__ */ jsx(DeleteWebinarDialog, {
				webinar: toDelete,
				onClose: () => setToDelete(null),
				onDeleted: leaveToList
			})
		]
	});
}
export { AdminWebinarEditorPage as default };
