import { B as ZAdminHomeData, D as GST_NOTE, R as HOME_ICONS, V as ZHomeContent, Wt as Button, _ as homeKeys, c as toast, f as HomeSections, ft as formatInr, g as rememberHome, p as HOME_ICON_MAP, z as HOME_MSG } from "../entry-server.js";
import { t as RecordLoader } from "./record-loader-BkOMhXje.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { E as useZodForm, O as countErrors, S as Form, _ as FormText, a as ItemControls, d as FormSelect, k as firstErrorPath, r as moveItem, v as FormTextArea } from "./form-9deOHQRr.js";
import { t as LeaveGuard } from "./leave-guard-no5dLF86.js";
import { a as formatDateTime } from "./format-DGa3zFAK.js";
import { n as pluralNoun, t as plural } from "./plural-DYc3P-kI.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { clsx } from "clsx";
import { CircleAlert, ExternalLink, Monitor, Plus, RotateCcw, Send, Smartphone } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { get, useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
import { flushSync } from "react-dom";
// src/features/home/api/get-admin-home.ts
async function getAdminHome() {
	return (await adminApi.get("/home", ZAdminHomeData)).data;
}
var adminHomeQueryOptions = () => queryOptions({
	queryKey: homeKeys.admin(),
	queryFn: getAdminHome,
	staleTime: 0
});
var useAdminHome = () => useQuery(adminHomeQueryOptions());
// src/features/home/api/publish-home.ts
async function publishHome(content) {
	return (await adminApi.put("/home", ZAdminHomeData, content)).data;
}
/** PUT /admin/home; the answer becomes the editor's copy and the public page refetches. */
function usePublishHome() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: publishHome,
		onSuccess: async (data) => {
			queryClient.setQueryData(homeKeys.admin(), data);
			const { courseChoices: _choices, hiddenCourses: _hidden, ...page } = data;
			queryClient.setQueryData(homeKeys.public(), page);
			rememberHome(page);
			await queryClient.invalidateQueries({ queryKey: homeKeys.public() });
		}
	});
}
// src/features/home/editor/course-choices.ts
/** The catalogue as the editor knows it: the picker offers it, the preview draws from it. */
var CourseChoicesContext = createContext({
	courseChoices: [],
	hiddenCourses: []
});
var useCourseChoices = () => useContext(CourseChoicesContext);
/** The picked ids as the page would show them: published choices only, in the picked order. */
function pickedCourses(ids, choices) {
	const byId = new Map(choices.map((c) => [c._id, c]));
	return ids.flatMap((id) => byId.get(id) ?? []);
}
// src/features/home/editor/scaled-frame.tsx
/**
* Lays its children out at `width` CSS pixels (a desktop or a phone screen) and scales them down
* to fit the space it has, keeping the scaled height so the pane scrolls naturally.
*/
function ScaledFrame({ width, children }) {
	const outerRef = useRef(null);
	const innerRef = useRef(null);
	const [outerWidth, setOuterWidth] = useState(0);
	const [innerHeight, setInnerHeight] = useState(0);
	useLayoutEffect(() => {
		const outer = outerRef.current;
		const inner = innerRef.current;
		if (!outer || !inner) return;
		const observer = new ResizeObserver(() => {
			setOuterWidth(outer.clientWidth);
			setInnerHeight(inner.offsetHeight);
		});
		observer.observe(outer);
		observer.observe(inner);
		return () => observer.disconnect();
	}, []);
	const scale = outerWidth > 0 ? Math.min(1, outerWidth / width) : 1;
	const left = Math.max(0, (outerWidth - width * scale) / 2);
	return /* @__PURE__ */ jsx("div", {
		ref: outerRef,
		className: "relative overflow-hidden",
		style: { height: innerHeight * scale },
		children: /* @__PURE__ */ jsx("div", {
			ref: innerRef,
			className: "absolute top-0 origin-top-left",
			style: {
				width,
				left,
				transform: `scale(${scale})`
			},
			children
		})
	});
}
// src/features/home/editor/home-preview.tsx
var DEVICES = {
	desktop: {
		label: "Desktop",
		icon: Monitor,
		width: 1280
	},
	phone: {
		label: "Phone",
		icon: Smartphone,
		width: 390
	}
};
var ignore = () => void 0;
/** The home page as the current form values would publish it, on a desktop or phone width. */
function HomePreview({ control, activeSection, courseChoices }) {
	const [device, setDevice] = useState(() => window.matchMedia("(min-width: 768px)").matches ? "desktop" : "phone");
	const content = useWatch({ control });
	const scrollerRef = useRef(null);
	useEffect(() => {
		const scroller = scrollerRef.current;
		const section = scroller?.querySelector(`[data-home-section="${activeSection}"]`);
		if (!scroller || !section) return;
		const top = section.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
		scroller.scrollTo({
			top,
			behavior: "smooth"
		});
	}, [activeSection, device]);
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": "Preview",
		className: "flex min-h-0 flex-col",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center justify-between gap-3 pb-3",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "text-sm font-semibold text-slate-900",
				children: ["Live preview", /* @__PURE__ */ jsx("span", {
					className: "ml-2 hidden font-normal text-slate-600 sm:inline",
					children: "updates as you type"
				})]
			}), /* @__PURE__ */ jsx("div", {
				role: "group",
				"aria-label": "Preview width",
				className: "inline-flex rounded-lg border border-slate-200 bg-white p-0.5",
				children: Object.keys(DEVICES).map((key) => {
					const { label, icon: Icon } = DEVICES[key];
					return /* @__PURE__ */ jsxs("button", {
						type: "button",
						"aria-pressed": device === key,
						onClick: () => setDevice(key),
						className: clsx("inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-semibold transition-colors", device === key ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"),
						children: [/* @__PURE__ */ jsx(Icon, {
							className: "size-3.5",
							"aria-hidden": "true"
						}), label]
					}, key);
				})
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-card",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-2.5",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "size-2.5 rounded-full bg-red-400",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "size-2.5 rounded-full bg-amber-400",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "size-2.5 rounded-full bg-emerald-400",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "ml-3 truncate rounded-md bg-slate-100 px-3 py-1 font-mono text-xs text-slate-600",
						children: [window.location.host, "/"]
					})
				]
			}), /* @__PURE__ */ jsx("div", {
				ref: scrollerRef,
				tabIndex: 0,
				role: "region",
				"aria-label": "Home page preview",
				className: "max-h-[calc(100dvh-15rem)] overflow-y-auto overscroll-contain focus-visible:outline-offset-[-2px]",
				children: /* @__PURE__ */ jsx("div", {
					"data-testid": "home-preview",
					inert: true,
					className: clsx(device === "phone" && "py-4"),
					children: /* @__PURE__ */ jsx(ScaledFrame, {
						width: DEVICES[device].width,
						children: /* @__PURE__ */ jsx("div", {
							className: clsx("bg-white", device === "phone" && "overflow-hidden rounded-2xl shadow-pop"),
							children: /* @__PURE__ */ jsx(HomeSections, {
								content,
								courses: pickedCourses(content.featuredCourses.courseIds, courseChoices),
								onRequestCallback: ignore,
								isPreview: true
							})
						})
					})
				})
			})]
		})]
	});
}
// src/features/home/editor/published-note.tsx
/** 'Last published {date} by {name}', or that the default content is live. */
function PublishedNote({ data }) {
	const date = data.updatedAt ? formatDateTime(data.updatedAt) : null;
	return /* @__PURE__ */ jsx("span", {
		"data-testid": "edit-home-published",
		children: date ? /* @__PURE__ */ jsxs(Fragment, { children: [
			"Last published ",
			/* @__PURE__ */ jsx("time", {
				dateTime: data.updatedAt ?? void 0,
				children: date
			}),
			data.updatedBy && /* @__PURE__ */ jsxs(Fragment, { children: [
				" ",
				"by ",
				/* @__PURE__ */ jsx("span", {
					className: "font-medium text-slate-800",
					children: data.updatedBy.name
				})
			] })
		] }) : "Visitors see the default content until you publish."
	});
}
// src/features/home/editor/course-picker.tsx
var priceText = (c) => c.finalPrice <= 0 ? "Free" : `${formatInr(c.finalPrice)} ${GST_NOTE}`;
/**
* Featured courses chosen from the published catalogue, in order: the home page shows each with
* the catalogue's title and live price and links to its page, so nothing here is typed by hand.
*/
function CoursePicker({ ids, onChange, errorAt, listError }) {
	const { courseChoices, hiddenCourses } = useCourseChoices();
	const [toAdd, setToAdd] = useState("");
	const selectId = useId();
	const byId = new Map(courseChoices.map((c) => [c._id, c]));
	const hidden = new Map(hiddenCourses.map((c) => [c._id, c]));
	const available = courseChoices.filter((c) => !ids.includes(c._id));
	const isFull = ids.length >= 6;
	const add = () => {
		if (!toAdd || isFull || ids.includes(toAdd)) return;
		onChange([...ids, toAdd]);
		setToAdd("");
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				children: "Pick published courses from the catalogue. Each card shows the course's own title, price and link; a course that is unpublished later is left off the page."
			}),
			ids.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600",
				children: "No courses picked: the section is hidden on the home page until you add one."
			}) : /* @__PURE__ */ jsx("ol", {
				className: "space-y-2",
				"data-testid": "edit-home-courses",
				children: ids.map((id, index) => {
					const course = byId.get(id);
					const gone = hidden.get(id);
					const title = course?.title ?? gone?.title ?? "A deleted course";
					const error = errorAt(index);
					return /* @__PURE__ */ jsxs("li", {
						"data-testid": "edit-home-course",
						className: clsx("rounded-2xl border bg-white px-4 py-3", error || !course ? "border-amber-300 bg-amber-50/60" : "border-slate-200"),
						children: [/* @__PURE__ */ jsxs("div", {
							className: "flex items-center gap-3",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-800",
									children: index + 1
								}),
								/* @__PURE__ */ jsxs("div", {
									className: "min-w-0 flex-1",
									children: [/* @__PURE__ */ jsx("p", {
										className: "text-sm font-semibold break-words text-slate-900",
										children: title
									}), /* @__PURE__ */ jsx("p", {
										className: "text-xs text-slate-600",
										children: course ? priceText(course) : gone?.reason === "unpublished" ? "Not published: hidden on the home page" : "No longer in the catalogue: remove it"
									})]
								}),
								/* @__PURE__ */ jsx(ItemControls, {
									label: title,
									index,
									count: ids.length,
									onMove: (from, to) => onChange(moveItem(ids, from, to)),
									onRemove: (at) => onChange(ids.filter((_, i) => i !== at)),
									className: "gap-0.5"
								})
							]
						}), error && /* @__PURE__ */ jsx("p", {
							role: "alert",
							className: "mt-2 text-sm font-medium text-red-700",
							children: error
						})]
					}, id);
				})
			}),
			listError && /* @__PURE__ */ jsxs("p", {
				role: "alert",
				className: "flex items-center gap-2 text-sm font-medium text-red-700",
				children: [/* @__PURE__ */ jsx(CircleAlert, {
					className: "size-4 shrink-0",
					"aria-hidden": "true"
				}), listError]
			}),
			/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("label", {
					htmlFor: selectId,
					className: "mb-1.5 block text-sm font-medium text-slate-800",
					children: "Add a published course"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-2 @md:flex-row",
					children: [/* @__PURE__ */ jsxs("select", {
						id: selectId,
						value: toAdd,
						onChange: (e) => setToAdd(e.target.value),
						disabled: isFull || available.length === 0,
						"data-field": "featuredCourses.courseIds",
						className: "block h-11 w-full min-w-0 rounded-xl @md:flex-1 border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-500",
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: isFull ? `${plural(6, "course")} is the most the page shows` : available.length === 0 ? "Every published course is picked" : "Choose a course…"
						}), available.map((c) => /* @__PURE__ */ jsxs("option", {
							value: c._id,
							children: [
								c.title,
								" · ",
								priceText(c)
							]
						}, c._id))]
					}), /* @__PURE__ */ jsxs("button", {
						type: "button",
						onClick: add,
						disabled: !toAdd || isFull,
						className: "inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-dashed border-brand-300 px-4 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50",
						children: [/* @__PURE__ */ jsx(Plus, {
							className: "size-4",
							"aria-hidden": "true"
						}), "Add course"]
					})]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-1.5 text-xs text-slate-600",
					children: [
						ids.length,
						" of ",
						6
					]
				})
			] })
		]
	});
}
// src/features/home/editor/section-group.tsx
/** A titled group of fields inside a section tab. */
function FieldGroup({ title, children }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "min-w-0 space-y-4",
		children: [/* @__PURE__ */ jsx("legend", {
			className: "mb-3 text-xs font-bold tracking-wider text-slate-500 uppercase",
			children: title
		}), children]
	});
}
// src/features/home/editor/courses-fields.tsx
var IDS = "featuredCourses.courseIds";
function CoursesFields() {
	const { control, setValue } = useFormContext();
	const ids = useWatch({
		control,
		name: IDS
	}) ?? [];
	const { errors, isSubmitted } = useFormState({
		control,
		name: IDS
	});
	const errorAt = (index) => get(errors, `${IDS}.${index}`)?.message;
	const listError = get(errors, IDS)?.message;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-8",
		children: [/* @__PURE__ */ jsx(FieldGroup, {
			title: "Section",
			children: /* @__PURE__ */ jsx(FormText, {
				name: "featuredCourses.title",
				label: "Section title"
			})
		}), /* @__PURE__ */ jsx(FieldGroup, {
			title: "Courses",
			children: /* @__PURE__ */ jsx(CoursePicker, {
				ids,
				onChange: (next) => setValue(IDS, next, {
					shouldDirty: true,
					shouldValidate: isSubmitted
				}),
				errorAt,
				listError
			})
		})]
	});
}
// src/features/home/editor/home-form.ts
var LINK_HINT = "A site path such as /kodr, an #anchor, or an https:// address.";
// src/features/home/editor/cta-fields.tsx
function CtaFields() {
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-8",
		children: [/* @__PURE__ */ jsxs(FieldGroup, {
			title: "Message",
			children: [/* @__PURE__ */ jsx(FormTextArea, {
				autoGrow: true,
				name: "cta.title",
				label: "Title",
				rows: 2
			}), /* @__PURE__ */ jsx(FormTextArea, {
				autoGrow: true,
				name: "cta.text",
				label: "Text"
			})]
		}), /* @__PURE__ */ jsxs(FieldGroup, {
			title: "Button",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 @lg:grid-cols-2",
				children: [/* @__PURE__ */ jsx(FormText, {
					name: "cta.button.label",
					label: "Button label"
				}), /* @__PURE__ */ jsx(FormText, {
					name: "cta.button.href",
					label: "Button link",
					hint: LINK_HINT
				})]
			}), /* @__PURE__ */ jsx("p", {
				className: "text-sm text-slate-600",
				children: "A ‘Request a callback’ button always sits beside it."
			})]
		})]
	});
}
// src/features/home/editor/item-card.tsx
/** One entry of a repeated list (a stat, a course…) with its move and remove controls. */
function ItemCard({ title, index, count, onMove, onRemove, children }) {
	return /* @__PURE__ */ jsxs("li", {
		className: "rounded-2xl border border-slate-200 bg-slate-50/60",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-2 border-b border-slate-200 px-4 py-2",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-sm font-semibold text-slate-900",
				children: title
			}), /* @__PURE__ */ jsx(ItemControls, {
				label: title,
				index,
				count,
				onMove,
				onRemove,
				className: "ml-auto gap-0.5"
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "space-y-4 p-4",
			children
		})]
	});
}
/** The list of ItemCards with its add button, which stops at the schema's maximum. */
function ItemList({ noun, count, max, onAdd, emptyText, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-3",
		children: [count === 0 ? /* @__PURE__ */ jsx("p", {
			className: "rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600",
			children: emptyText
		}) : /* @__PURE__ */ jsx("ol", {
			className: "space-y-3",
			children
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex items-center justify-between gap-3",
			children: [/* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: onAdd,
				disabled: count >= max,
				className: "inline-flex h-10 items-center gap-2 rounded-xl border border-dashed border-brand-300 px-4 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50",
				children: [
					/* @__PURE__ */ jsx(Plus, {
						className: "size-4",
						"aria-hidden": "true"
					}),
					"Add ",
					noun.toLowerCase()
				]
			}), /* @__PURE__ */ jsxs("p", {
				className: "text-xs text-slate-600",
				children: [
					count,
					" of ",
					max
				]
			})]
		})]
	});
}
// src/features/home/editor/faq-fields.tsx
function FaqFields() {
	const { control } = useFormContext();
	const items = useFieldArray({
		control,
		name: "faq.items"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-8",
		children: [/* @__PURE__ */ jsx(FieldGroup, {
			title: "Section",
			children: /* @__PURE__ */ jsx(FormText, {
				name: "faq.title",
				label: "Section title"
			})
		}), /* @__PURE__ */ jsx(FieldGroup, {
			title: "Questions",
			children: /* @__PURE__ */ jsx(ItemList, {
				noun: "Question",
				count: items.fields.length,
				max: 15,
				onAdd: () => items.append({
					question: "",
					answer: ""
				}),
				emptyText: "No questions: the section is hidden on the home page until you add one.",
				children: items.fields.map((field, index) => /* @__PURE__ */ jsxs(ItemCard, {
					title: `Question ${index + 1}`,
					index,
					count: items.fields.length,
					onMove: items.move,
					onRemove: items.remove,
					children: [/* @__PURE__ */ jsx(FormText, {
						name: `faq.items.${index}.question`,
						label: "Question"
					}), /* @__PURE__ */ jsx(FormTextArea, {
						autoGrow: true,
						name: `faq.items.${index}.answer`,
						label: "Answer",
						rows: 4
					})]
				}, field.id))
			})
		})]
	});
}
// src/features/home/editor/hero-fields.tsx
function HeroFields() {
	const { control } = useFormContext();
	const stats = useFieldArray({
		control,
		name: "hero.stats"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-8",
		children: [
			/* @__PURE__ */ jsxs(FieldGroup, {
				title: "Headline",
				children: [
					/* @__PURE__ */ jsx(FormText, {
						name: "hero.eyebrow",
						label: "Eyebrow (optional)",
						hint: "A short line above the title."
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						autoGrow: true,
						name: "hero.title",
						label: "Title",
						rows: 2
					}),
					/* @__PURE__ */ jsx(FormTextArea, {
						autoGrow: true,
						name: "hero.subtitle",
						label: "Subtitle",
						rows: 4
					})
				]
			}),
			/* @__PURE__ */ jsxs(FieldGroup, {
				title: "Buttons",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "grid gap-4 @lg:grid-cols-2",
					children: [/* @__PURE__ */ jsx(FormText, {
						name: "hero.primaryCta.label",
						label: "Main button label"
					}), /* @__PURE__ */ jsx(FormText, {
						name: "hero.primaryCta.href",
						label: "Main button link",
						hint: LINK_HINT
					})]
				}), /* @__PURE__ */ jsx(FormText, {
					name: "hero.callbackLabel",
					label: "Callback button label",
					hint: "This button opens the callback request form."
				})]
			}),
			/* @__PURE__ */ jsx(FieldGroup, {
				title: "Stats",
				children: /* @__PURE__ */ jsx(ItemList, {
					noun: "Stat",
					count: stats.fields.length,
					max: 4,
					onAdd: () => stats.append({
						value: "",
						label: ""
					}),
					emptyText: "No stats: the hero shows its buttons only.",
					children: stats.fields.map((field, index) => /* @__PURE__ */ jsx(ItemCard, {
						title: `Stat ${index + 1}`,
						index,
						count: stats.fields.length,
						onMove: stats.move,
						onRemove: stats.remove,
						children: /* @__PURE__ */ jsxs("div", {
							className: "grid gap-4 @lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]",
							children: [/* @__PURE__ */ jsx(FormText, {
								name: `hero.stats.${index}.value`,
								label: "Value",
								placeholder: "4,800+"
							}), /* @__PURE__ */ jsx(FormText, {
								name: `hero.stats.${index}.label`,
								label: "Label",
								placeholder: "learners trained"
							})]
						})
					}, field.id))
				})
			})
		]
	});
}
// src/features/home/editor/highlights-fields.tsx
var ICON_OPTIONS = HOME_ICONS.map((name) => ({
	value: name,
	label: HOME_ICON_MAP[name].label
}));
function HighlightsFields() {
	const { control } = useFormContext();
	const items = useFieldArray({
		control,
		name: "highlights.items"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-8",
		children: [/* @__PURE__ */ jsx(FieldGroup, {
			title: "Section",
			children: /* @__PURE__ */ jsx(FormText, {
				name: "highlights.title",
				label: "Section title"
			})
		}), /* @__PURE__ */ jsx(FieldGroup, {
			title: "Highlights",
			children: /* @__PURE__ */ jsx(ItemList, {
				noun: "Highlight",
				count: items.fields.length,
				max: 8,
				onAdd: () => items.append({
					icon: "code",
					title: "",
					text: ""
				}),
				emptyText: "No highlights: the section is hidden on the home page until you add one.",
				children: items.fields.map((field, index) => /* @__PURE__ */ jsxs(ItemCard, {
					title: `Highlight ${index + 1}`,
					index,
					count: items.fields.length,
					onMove: items.move,
					onRemove: items.remove,
					children: [/* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 @lg:grid-cols-[10rem_minmax(0,1fr)]",
						children: [/* @__PURE__ */ jsx(FormSelect, {
							name: `highlights.items.${index}.icon`,
							label: "Icon",
							options: ICON_OPTIONS
						}), /* @__PURE__ */ jsx(FormText, {
							name: `highlights.items.${index}.title`,
							label: "Title"
						})]
					}), /* @__PURE__ */ jsx(FormTextArea, {
						autoGrow: true,
						name: `highlights.items.${index}.text`,
						label: "Text"
					})]
				}, field.id))
			})
		})]
	});
}
// src/features/home/editor/section-tabs.tsx
var SECTIONS = [
	{
		key: "hero",
		label: "Hero"
	},
	{
		key: "highlights",
		label: "Highlights"
	},
	{
		key: "featuredCourses",
		label: "Courses"
	},
	{
		key: "testimonials",
		label: "Testimonials"
	},
	{
		key: "faq",
		label: "FAQ"
	},
	{
		key: "cta",
		label: "Call to action"
	}
];
var tabId = (key) => `edit-home-tab-${key}`;
var panelId = (key) => `edit-home-panel-${key}`;
/** WAI-ARIA tabs (arrow keys, Home, End) with a count of invalid fields on each section. */
function SectionTabs({ active, onChange, errors }) {
	const refs = useRef({});
	const onKeyDown = (event) => {
		const index = SECTIONS.findIndex((s) => s.key === active);
		const last = SECTIONS.length - 1;
		const next = event.key === "ArrowRight" ? (index + 1) % SECTIONS.length : event.key === "ArrowLeft" ? (index - 1 + SECTIONS.length) % SECTIONS.length : event.key === "Home" ? 0 : event.key === "End" ? last : null;
		if (next === null) return;
		event.preventDefault();
		const key = SECTIONS[next].key;
		onChange(key);
		refs.current[key]?.focus();
	};
	return /* @__PURE__ */ jsx("div", {
		role: "tablist",
		"aria-label": "Home page sections",
		onKeyDown,
		className: "flex flex-wrap gap-1",
		children: SECTIONS.map(({ key, label }) => {
			const isActive = key === active;
			const errorCount = countErrors(errors[key]);
			return /* @__PURE__ */ jsxs("button", {
				ref: (el) => {
					refs.current[key] = el;
				},
				type: "button",
				role: "tab",
				id: tabId(key),
				"aria-selected": isActive,
				"aria-controls": panelId(key),
				tabIndex: isActive ? 0 : -1,
				onClick: () => onChange(key),
				"data-testid": `edit-home-tab-${key}`,
				className: clsx("relative inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors", isActive ? "bg-brand-600 text-white shadow-sm" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"),
				children: [label, errorCount > 0 && /* @__PURE__ */ jsxs("span", {
					className: clsx("grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-xs font-bold", isActive ? "bg-white text-red-700" : "bg-red-600 text-white"),
					children: [errorCount, /* @__PURE__ */ jsxs("span", {
						className: "sr-only",
						children: [" ", pluralNoun(errorCount, "error")]
					})]
				})]
			}, key);
		})
	});
}
// src/features/home/editor/testimonials-fields.tsx
function TestimonialsFields() {
	const { control } = useFormContext();
	const items = useFieldArray({
		control,
		name: "testimonials.items"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-8",
		children: [/* @__PURE__ */ jsx(FieldGroup, {
			title: "Section",
			children: /* @__PURE__ */ jsx(FormText, {
				name: "testimonials.title",
				label: "Section title"
			})
		}), /* @__PURE__ */ jsx(FieldGroup, {
			title: "Testimonials",
			children: /* @__PURE__ */ jsx(ItemList, {
				noun: "Testimonial",
				count: items.fields.length,
				max: 9,
				onAdd: () => items.append({
					name: "",
					role: "",
					quote: ""
				}),
				emptyText: "No testimonials: the section is hidden on the home page until you add one.",
				children: items.fields.map((field, index) => /* @__PURE__ */ jsxs(ItemCard, {
					title: `Testimonial ${index + 1}`,
					index,
					count: items.fields.length,
					onMove: items.move,
					onRemove: items.remove,
					children: [/* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 @lg:grid-cols-2",
						children: [/* @__PURE__ */ jsx(FormText, {
							name: `testimonials.items.${index}.name`,
							label: "Name"
						}), /* @__PURE__ */ jsx(FormText, {
							name: `testimonials.items.${index}.role`,
							label: "Role (optional)",
							placeholder: "SDE-1, product company"
						})]
					}), /* @__PURE__ */ jsx(FormTextArea, {
						autoGrow: true,
						name: `testimonials.items.${index}.quote`,
						label: "Quote",
						rows: 4
					})]
				}, field.id))
			})
		})]
	});
}
// src/features/home/editor/section-panels.tsx
var FIELDS = {
	hero: HeroFields,
	highlights: HighlightsFields,
	featuredCourses: CoursesFields,
	testimonials: TestimonialsFields,
	faq: FaqFields,
	cta: CtaFields
};
/** Every section's fields stay mounted (hidden when not active) so a tab switch keeps its state. */
function SectionPanels({ active }) {
	return /* @__PURE__ */ jsx(Fragment, { children: SECTIONS.map(({ key }) => {
		const Fields = FIELDS[key];
		return /* @__PURE__ */ jsx("div", {
			role: "tabpanel",
			id: panelId(key),
			"aria-labelledby": tabId(key),
			hidden: key !== active,
			className: "p-5 sm:p-6",
			children: /* @__PURE__ */ jsx(Fields, {})
		}, key);
	}) });
}
// src/features/home/editor/home-editor.tsx
/** The /admin/edit-home form: one tab per home section, a live preview, Publish and Reset. */
function HomeEditor({ data }) {
	const form = useZodForm(ZHomeContent, { defaultValues: data.home });
	const { errors, isDirty, isSubmitted } = form.formState;
	const [tab, setTab] = useState("hero");
	const [view, setView] = useState("edit");
	const publish = usePublishHome();
	const errorCount = countErrors(errors);
	const showInvalid = (fieldErrors) => {
		const section = SECTIONS.find(({ key }) => countErrors(fieldErrors[key]) > 0)?.key;
		if (!section) return;
		flushSync(() => {
			setTab(section);
			setView("edit");
		});
		const path = firstErrorPath(fieldErrors[section], section);
		if (path) form.setFocus(path, { shouldSelect: false });
	};
	const onPublish = async (values) => {
		const saved = await publish.mutateAsync(values);
		form.reset(saved.home);
		toast.success(HOME_MSG.saved);
	};
	const savedState = data.updatedAt ? "Published" : "Default content";
	return /* @__PURE__ */ jsx(CourseChoicesContext, {
		value: {
			courseChoices: data.courseChoices,
			hiddenCourses: data.hiddenCourses
		},
		children: /* @__PURE__ */ jsxs(Form, {
			form,
			onSubmit: onPublish,
			onInvalid: showInvalid,
			focusInvalid: false,
			tell: "toast",
			failureMessage: "Failed to publish home page",
			look: "public",
			className: "mx-auto max-w-[100rem]",
			children: [
				/* @__PURE__ */ jsx(LeaveGuard, {
					when: isDirty && !publish.isPending,
					title: "Leave without publishing?",
					description: "Your changes to the home page are not published yet. If you leave now they are lost."
				}),
				/* @__PURE__ */ jsxs("header", {
					className: "z-20 md:sticky md:top-16 -mx-4 -mt-6 flex flex-col gap-3 border-b border-slate-200 bg-slate-50/95 px-4 py-4 backdrop-blur sm:-mx-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:-mx-8 lg:px-8",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsxs("div", {
							className: "flex flex-wrap items-center gap-x-3 gap-y-1",
							children: [/* @__PURE__ */ jsx("h1", {
								className: "text-2xl font-extrabold tracking-tight text-slate-900",
								children: "Edit home page"
							}), /* @__PURE__ */ jsxs("span", {
								className: clsx("inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold", isDirty ? "bg-amber-50 text-amber-800" : "bg-emerald-50 text-emerald-800"),
								"data-testid": "edit-home-status",
								children: [/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									className: clsx("size-1.5 rounded-full", isDirty ? "bg-amber-500" : "bg-emerald-500")
								}), isDirty ? "Unsaved changes" : savedState]
							})]
						}), /* @__PURE__ */ jsxs("p", {
							className: "mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600",
							children: [
								/* @__PURE__ */ jsx(PublishedNote, { data }),
								/* @__PURE__ */ jsxs("a", {
									href: "/",
									target: "_blank",
									rel: "noreferrer",
									className: "inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline",
									children: ["View live page", /* @__PURE__ */ jsx(ExternalLink, {
										className: "size-3.5",
										"aria-hidden": "true"
									})]
								}),
								/* @__PURE__ */ jsx(Link, {
									to: "/admin/edit-home/pages/privacy",
									"data-testid": "edit-home-site-pages",
									className: "font-semibold text-brand-700 hover:text-brand-800 hover:underline",
									children: "Policy and contact pages"
								})
							]
						})]
					}), /* @__PURE__ */ jsxs("div", {
						className: "flex shrink-0 items-center gap-2",
						children: [/* @__PURE__ */ jsxs(Button, {
							variant: "secondary",
							onClick: () => form.reset(),
							disabled: !isDirty || publish.isPending,
							"data-testid": "edit-home-reset",
							children: [/* @__PURE__ */ jsx(RotateCcw, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Reset changes"]
						}), /* @__PURE__ */ jsxs(Button, {
							type: "submit",
							isLoading: publish.isPending,
							loadingText: "Publishing...",
							"data-testid": "edit-home-publish",
							children: [/* @__PURE__ */ jsx(Send, {
								className: "size-4",
								"aria-hidden": "true"
							}), "Publish"]
						})]
					})]
				}),
				isSubmitted && errorCount > 0 && /* @__PURE__ */ jsxs("p", {
					role: "alert",
					className: "mt-6 flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800",
					children: [/* @__PURE__ */ jsx(CircleAlert, {
						className: "size-4 shrink-0",
						"aria-hidden": "true"
					}), errorCount === 1 ? "Fix the highlighted field before publishing." : `Fix the ${errorCount} highlighted fields before publishing.`]
				}),
				/* @__PURE__ */ jsx("div", {
					role: "group",
					"aria-label": "Show",
					className: "mt-6 inline-flex rounded-xl border border-slate-200 bg-white p-1 xl:hidden",
					children: ["edit", "preview"].map((key) => /* @__PURE__ */ jsx("button", {
						type: "button",
						"aria-pressed": view === key,
						onClick: () => setView(key),
						className: clsx("h-9 rounded-lg px-4 text-sm font-semibold transition-colors", view === key ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"),
						children: key === "edit" ? "Edit" : "Preview"
					}, key))
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-6 grid items-start gap-8 xl:grid-cols-2",
					children: [/* @__PURE__ */ jsxs("div", {
						className: clsx("card @container min-w-0", view === "preview" && "hidden xl:block"),
						children: [/* @__PURE__ */ jsx("div", {
							className: "border-b border-slate-200 p-3",
							children: /* @__PURE__ */ jsx(SectionTabs, {
								active: tab,
								onChange: setTab,
								errors
							})
						}), /* @__PURE__ */ jsx(SectionPanels, { active: tab })]
					}), /* @__PURE__ */ jsx("div", {
						className: clsx("min-w-0 xl:sticky xl:top-44", view === "edit" && "hidden xl:block"),
						children: /* @__PURE__ */ jsx(HomePreview, {
							control: form.control,
							activeSection: tab,
							courseChoices: data.courseChoices
						})
					})]
				})
			]
		})
	});
}
// src/features/home/pages/admin-edit-home-page.tsx
/** /admin/edit-home (admins): edit every home section with a live preview; Publish makes it live. */
function AdminEditHomePage() {
	const query = useAdminHome();
	return /* @__PURE__ */ jsx(RecordLoader, {
		query,
		failedMessage: HOME_MSG.loadFailed,
		loadingLabel: "Loading home page...",
		children: (data) => /* @__PURE__ */ jsx(HomeEditor, { data })
	});
}
export { AdminEditHomePage as default };
