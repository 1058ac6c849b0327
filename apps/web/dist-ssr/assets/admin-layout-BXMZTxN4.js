import { o as DESKTOP_BREAKPOINT_PX } from "./plural-DYc3P-kI.js";
import { Bt as fullNameOf, a as SkipLink, b as useAuthStore, n as Avatar, o as useUiStore, r as NavigationProgress, s as Logo, t as useLogout } from "../entry-server.js";
import { c as canSeeMenuItem, f as menuForRole, p as menuItemByKey, r as ROLE_LABELS, t as ADMIN_MENU } from "./roles-pGSoVmPl.js";
import { s as MSG } from "./api-client-CyCTgC69.js";
import { t as Spinner } from "./spinner-DhTRGU5g.js";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { clsx } from "clsx";
import { BadgeCheck, Ban, BookOpen, ClipboardList, CreditCard, FilePlus2, Globe, History, House, LayoutDashboard, Link2, LogOut, Menu, PanelLeftClose, PanelLeftOpen, Pencil, PhoneCall, TicketPercent, Trophy, UserCheck, Users, Video, X, Zap } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
// src/app/layouts/admin/admin-header.tsx
/** The label of the menu section a path belongs to, e.g. /admin/courses/new → Courses. */
function sectionLabel(pathname) {
	return ADMIN_MENU.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`))?.label ?? "Admin";
}
function AdminHeader() {
	const user = useAuthStore((s) => s.user);
	const isMenuOpen = useUiStore((s) => s.isMobileSidebarOpen);
	const openMenu = useUiStore((s) => s.setMobileSidebarOpen);
	const { pathname } = useLocation();
	return /* @__PURE__ */ jsxs("header", {
		className: "sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8",
		children: [
			/* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => openMenu(true),
				"aria-label": "Open admin menu",
				"aria-expanded": isMenuOpen,
				className: "-ml-1 grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 lg:hidden",
				children: /* @__PURE__ */ jsx(Menu, {
					className: "size-5",
					"aria-hidden": "true"
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "truncate text-base font-semibold text-slate-900",
				children: sectionLabel(pathname)
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "ml-auto flex items-center gap-2 sm:gap-4",
				children: [/* @__PURE__ */ jsxs(Link, {
					to: "/",
					className: "hidden items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:text-slate-900 sm:inline-flex",
					children: [/* @__PURE__ */ jsx(Globe, {
						className: "size-4",
						"aria-hidden": "true"
					}), "View site"]
				}), user && /* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-3",
					"data-testid": "admin-user",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "hidden text-right leading-tight sm:block",
						children: [/* @__PURE__ */ jsx("p", {
							className: "max-w-48 truncate text-sm font-semibold text-slate-900",
							children: fullNameOf(user)
						}), /* @__PURE__ */ jsx("p", {
							className: "text-xs text-slate-600",
							children: ROLE_LABELS[user.role]
						})]
					}), /* @__PURE__ */ jsx(Avatar, {
						firstName: user.name.firstName,
						lastName: user.name.lastName
					})]
				})]
			})
		]
	});
}
// src/app/layouts/admin/admin-edit-home-link.tsx
var EDIT_HOME = menuItemByKey("editHome");
/**
* The sidebar's Edit Home Page button (desktop and mobile), for the roles the menu matrix lets
* edit the home page (the API checks the same). Collapsed, it is an icon with a tooltip.
*/
function AdminEditHomeLink({ isCollapsed = false, onNavigate }) {
	const role = useAuthStore((s) => s.user?.role);
	if (!canSeeMenuItem(role, EDIT_HOME)) return null;
	return /* @__PURE__ */ jsxs(NavLink, {
		to: EDIT_HOME.path,
		onClick: onNavigate,
		title: isCollapsed ? EDIT_HOME.label : void 0,
		"data-testid": "admin-edit-home",
		className: ({ isActive }) => clsx("flex h-11 items-center justify-center gap-2 rounded-xl text-sm font-semibold transition-colors", isActive ? "bg-brand-600 text-white" : "bg-white text-slate-900 hover:bg-brand-50"),
		children: [/* @__PURE__ */ jsx(Pencil, {
			className: "size-4 shrink-0",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("span", {
			className: isCollapsed ? "sr-only" : void 0,
			children: EDIT_HOME.label
		})]
	});
}
// src/app/layouts/admin/admin-logout-button.tsx
/** The sidebar's Logout entry; reads 'Logging out...' until the redirect home. */
function AdminLogoutButton({ isCollapsed = false }) {
	const { logout, isLoggingOut } = useLogout();
	const label = isLoggingOut ? MSG.loggingOut : "Logout";
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick: logout,
		disabled: isLoggingOut,
		title: isCollapsed ? label : void 0,
		"data-testid": "admin-logout",
		className: clsx("flex h-11 w-full items-center gap-3 rounded-xl text-sm font-medium text-slate-300 transition-colors", "hover:bg-red-500/15 hover:text-red-200 disabled:cursor-wait", isCollapsed ? "justify-center" : "px-3"),
		children: [isLoggingOut ? /* @__PURE__ */ jsx(Spinner, { className: "size-5 shrink-0" }) : /* @__PURE__ */ jsx(LogOut, {
			className: "size-5 shrink-0",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("span", {
			className: isCollapsed ? "sr-only" : void 0,
			"aria-live": "polite",
			children: label
		})]
	});
}
// src/app/layouts/admin/admin-menu-icons.ts
/** One icon per sidebar entry; typed by MenuKey so a new menu item cannot miss its icon. */
var ADMIN_MENU_ICONS = {
	dashboard: LayoutDashboard,
	questions: FilePlus2,
	courses: BookOpen,
	kodrRegistrations: ClipboardList,
	kodexRegistrations: Trophy,
	whizz: Zap,
	webinars: Video,
	payments: CreditCard,
	paymentApproval: BadgeCheck,
	activityLogs: History,
	utm: Link2,
	users: Users,
	ban: Ban,
	coupons: TicketPercent,
	callbacks: PhoneCall,
	verifyUser: UserCheck,
	editHome: House
};
// src/app/layouts/admin/admin-nav.tsx
/**
* The role-filtered sidebar menu; collapsed, it shows icons with the label as a tooltip. On a
* short window the menu scrolls on its own (the sidebar's foot, with Logout, stays put), fades
* at an edge that hides entries, and keeps the current page's entry in view.
*/
function AdminNav({ isCollapsed = false, onNavigate }) {
	const role = useAuthStore((s) => s.user?.role);
	const items = menuForRole(role);
	const { pathname } = useLocation();
	const { ref, onScroll, hiddenAbove, hiddenBelow } = useVerticalEdges();
	useLayoutEffect(() => {
		const nav = ref.current;
		const active = nav?.querySelector("a[aria-current=\"page\"]");
		if (nav && active) {
			const top = active.offsetTop - nav.offsetTop;
			const bottom = top + active.offsetHeight;
			const margin = 24;
			if (top - margin < nav.scrollTop) nav.scrollTop = Math.max(0, top - margin);
			else if (bottom + margin > nav.scrollTop + nav.clientHeight) nav.scrollTop = bottom + margin - nav.clientHeight;
		}
		onScroll();
	}, [
		pathname,
		ref,
		onScroll
	]);
	return /* @__PURE__ */ jsxs("div", {
		className: "relative flex min-h-0 flex-1 flex-col",
		children: [
			/* @__PURE__ */ jsx("nav", {
				ref,
				onScroll,
				"aria-label": "Admin",
				"data-testid": "admin-nav",
				className: "min-h-0 flex-1 [scrollbar-color:rgb(255_255_255/0.25)_transparent] [scrollbar-width:thin] overflow-y-auto overscroll-contain px-3 py-4",
				children: /* @__PURE__ */ jsx("ul", {
					className: "space-y-0.5",
					children: items.map((item) => {
						const Icon = ADMIN_MENU_ICONS[item.key];
						return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(NavLink, {
							to: item.path,
							onClick: onNavigate,
							title: isCollapsed ? item.label : void 0,
							"data-testid": "admin-menu-item",
							className: ({ isActive }) => clsx("group flex h-10 items-center gap-3 rounded-xl text-sm font-medium transition-colors", isCollapsed ? "justify-center px-0" : "px-3", isActive ? "bg-brand-600 text-white shadow-sm" : "text-slate-300 hover:bg-white/10 hover:text-white"),
							children: [/* @__PURE__ */ jsx(Icon, {
								className: "size-5 shrink-0",
								"aria-hidden": "true"
							}), /* @__PURE__ */ jsx("span", {
								className: clsx(isCollapsed ? "sr-only" : "truncate"),
								children: item.label
							})]
						}) }, item.key);
					})
				})
			}),
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: clsx("pointer-events-none absolute inset-x-0 top-0 h-8 bg-gradient-to-b from-slate-950 to-transparent transition-opacity", hiddenAbove ? "opacity-100" : "opacity-0")
			}),
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				"data-testid": "admin-nav-more-below",
				"data-visible": hiddenBelow,
				className: clsx("pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-slate-950 to-transparent transition-opacity", hiddenBelow ? "opacity-100" : "opacity-0")
			})
		]
	});
}
/** Whether a vertically scrolling box hides content above or below, kept current. */
function useVerticalEdges() {
	const ref = useRef(null);
	const [edges, setEdges] = useState({
		hiddenAbove: false,
		hiddenBelow: false
	});
	const onScroll = useCallback(() => {
		const el = ref.current;
		if (!el) return;
		const hiddenAbove = el.scrollTop > 1;
		const hiddenBelow = el.scrollTop + el.clientHeight < el.scrollHeight - 1;
		setEdges((prev) => prev.hiddenAbove === hiddenAbove && prev.hiddenBelow === hiddenBelow ? prev : {
			hiddenAbove,
			hiddenBelow
		});
	}, []);
	useLayoutEffect(() => {
		const el = ref.current;
		if (!el) return;
		const observer = new ResizeObserver(onScroll);
		observer.observe(el);
		return () => observer.disconnect();
	}, [onScroll]);
	return {
		ref,
		onScroll,
		...edges
	};
}
// src/app/layouts/admin/admin-mobile-sidebar.tsx
/** Slide-in sidebar below 1024 px; the layout closes it when the window reaches desktop. */
function AdminMobileSidebar() {
	const isOpen = useUiStore((s) => s.isMobileSidebarOpen);
	const setOpen = useUiStore((s) => s.setMobileSidebarOpen);
	const close = () => setOpen(false);
	return /* @__PURE__ */ jsx(Dialog.Root, {
		open: isOpen,
		onOpenChange: setOpen,
		children: /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, { className: "animate-fade-in fixed inset-0 z-50 bg-slate-950/60 lg:hidden" }), /* @__PURE__ */ jsxs(Dialog.Content, {
			"aria-describedby": void 0,
			"data-testid": "admin-mobile-sidebar",
			className: "animate-slide-in-left fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-slate-950 shadow-pop lg:hidden",
			children: [
				/* @__PURE__ */ jsx(Dialog.Title, {
					className: "sr-only",
					children: "Admin menu"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex h-16 shrink-0 items-center justify-between border-b border-white/10 px-5",
					children: [/* @__PURE__ */ jsx(Link, {
						to: "/",
						onClick: close,
						className: "rounded-lg",
						children: /* @__PURE__ */ jsx(Logo, { inverted: true })
					}), /* @__PURE__ */ jsx(Dialog.Close, {
						"aria-label": "Close menu",
						className: "grid size-10 place-items-center rounded-xl text-slate-300 hover:bg-white/10 hover:text-white",
						children: /* @__PURE__ */ jsx(X, {
							className: "size-5",
							"aria-hidden": "true"
						})
					})]
				}),
				/* @__PURE__ */ jsx(AdminNav, { onNavigate: close }),
				/* @__PURE__ */ jsxs("div", {
					className: "space-y-2 border-t border-white/10 p-3",
					children: [/* @__PURE__ */ jsx(AdminEditHomeLink, { onNavigate: close }), /* @__PURE__ */ jsx(AdminLogoutButton, {})]
				})
			]
		})] })
	});
}
// src/app/layouts/admin/admin-sidebar.tsx
/** Desktop sidebar (1024 px and up): w-72 expanded, w-20 collapsed, remembered across visits. */
function AdminSidebar() {
	const isCollapsed = useUiStore((s) => s.isSidebarCollapsed);
	const toggle = useUiStore((s) => s.toggleSidebarCollapsed);
	const ToggleIcon = isCollapsed ? PanelLeftOpen : PanelLeftClose;
	return /* @__PURE__ */ jsxs("aside", {
		"aria-label": "Admin sidebar",
		"data-collapsed": isCollapsed,
		className: clsx("sticky top-0 hidden h-dvh shrink-0 flex-col bg-slate-950 transition-[width] duration-200 lg:flex", isCollapsed ? "w-20" : "w-72"),
		children: [
			/* @__PURE__ */ jsx("div", {
				className: clsx("flex h-16 shrink-0 items-center border-b border-white/10", isCollapsed ? "justify-center" : "px-5"),
				children: /* @__PURE__ */ jsx(Link, {
					to: "/",
					"aria-label": "KodeSchool home",
					className: "rounded-lg",
					children: /* @__PURE__ */ jsx(Logo, {
						inverted: true,
						showWordmark: !isCollapsed
					})
				})
			}),
			/* @__PURE__ */ jsx(AdminNav, { isCollapsed }),
			/* @__PURE__ */ jsxs("div", {
				className: "shrink-0 space-y-1 border-t border-white/10 p-3",
				children: [
					/* @__PURE__ */ jsx(AdminEditHomeLink, { isCollapsed }),
					/* @__PURE__ */ jsx(AdminLogoutButton, { isCollapsed }),
					/* @__PURE__ */ jsxs("button", {
						type: "button",
						onClick: toggle,
						"aria-expanded": !isCollapsed,
						"aria-label": isCollapsed ? "Expand sidebar" : "Collapse sidebar",
						title: isCollapsed ? "Expand sidebar" : "Collapse sidebar",
						"data-testid": "sidebar-collapse-toggle",
						className: clsx("flex h-11 w-full items-center gap-3 rounded-xl text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white", isCollapsed ? "justify-center" : "px-3"),
						children: [/* @__PURE__ */ jsx(ToggleIcon, {
							className: "size-5 shrink-0",
							"aria-hidden": "true"
						}), !isCollapsed && /* @__PURE__ */ jsx("span", { children: "Collapse" })]
					})
				]
			})
		]
	});
}
// src/app/layouts/admin/admin-layout.tsx
/** Shared shell of every /admin page. No smooth scrolling here: tables want native scroll. */
function AdminLayout() {
	useCloseMobileSidebarOnDesktop();
	return /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-dvh bg-slate-50",
		children: [
			/* @__PURE__ */ jsx(SkipLink, {}),
			/* @__PURE__ */ jsx(NavigationProgress, {}),
			/* @__PURE__ */ jsx(AdminSidebar, {}),
			/* @__PURE__ */ jsx(AdminMobileSidebar, {}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex min-w-0 flex-1 flex-col",
				children: [/* @__PURE__ */ jsx(AdminHeader, {}), /* @__PURE__ */ jsx("main", {
					id: "main",
					tabIndex: -1,
					className: "flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8",
					children: /* @__PURE__ */ jsx(Outlet, {})
				})]
			})
		]
	});
}
/** The drawer is a small-screen thing: reaching desktop width closes it. */
function useCloseMobileSidebarOnDesktop() {
	useEffect(() => {
		const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
		const closeOnDesktop = () => {
			if (query.matches) useUiStore.getState().setMobileSidebarOpen(false);
		};
		closeOnDesktop();
		query.addEventListener("change", closeOnDesktop);
		return () => query.removeEventListener("change", closeOnDesktop);
	}, []);
}
export { AdminLayout };
