import { n as publicApi } from "./api-client-CyCTgC69.js";
import { I as ASSESS_MSG } from "./question.schema-DNwVFW8l.js";
import { _ as ZKodexRankingData, g as ZKodexOverviewData, u as kodexKeys, v as ZKodexRegistrationData } from "./kodex-display-BgyH8WG4.js";
import { Ut as StatusPanel, b as useAuthStore, d as utmField } from "../entry-server.js";
import { n as StatusLinks, t as SiteLoadError } from "./site-states-jW51zzBt.js";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { jsx } from "react/jsx-runtime";
// src/features/kodex/api/public-kodex.ts
/** GET /kodex: the featured contest (running, next or last) and recent finished ones. */
async function getKodexOverview(signal) {
	return (await publicApi.get("/kodex", ZKodexOverviewData, { signal })).data;
}
var useViewerId = () => useAuthStore((s) => s.user?._id ?? null);
function useKodexOverview() {
	const userId = useViewerId();
	return useQuery(queryOptions({
		queryKey: kodexKeys.overview(userId),
		queryFn: ({ signal }) => getKodexOverview(signal),
		staleTime: 3e4
	}));
}
var LIVE_REFRESH_MS = 1e4;
/** GET /kodex/{contestId}/ranking: refetched every 10 s while the contest runs. */
function useKodexRanking(contestId, page, limit) {
	const userId = useViewerId();
	return useQuery({
		queryKey: kodexKeys.ranking(contestId ?? "", page, limit, userId),
		queryFn: async ({ signal }) => {
			return (await publicApi.get(`/kodex/${contestId}/ranking`, ZKodexRankingData, {
				query: {
					page,
					limit
				},
				signal
			})).data;
		},
		enabled: !!contestId,
		placeholderData: keepPreviousData,
		refetchInterval: (query) => query.state.data?.contest.state === "live" ? LIVE_REFRESH_MS : false
	});
}
/** POST /kodex/{contestId}/registrations: the form plus the visitor's first-touch UTM. */
async function registerForKodex(input) {
	const body = {
		...input.values,
		...utmField()
	};
	const res = await publicApi.post(`/kodex/${input.contestId}/registrations`, ZKodexRegistrationData, body);
	return {
		message: res.message || ASSESS_MSG.kodexRegistered,
		registration: res.data.registration
	};
}
function useRegisterForKodex() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: registerForKodex,
		onSettled: () => queryClient.invalidateQueries({ queryKey: kodexKeys.all })
	});
}
// src/features/kodex/components/kodex-states.tsx
/** No contest has been published yet. */
function KodexNoContest() {
	return /* @__PURE__ */ jsx("div", {
		className: "container-page py-20 sm:py-28",
		"data-testid": "kodex-empty",
		children: /* @__PURE__ */ jsx(StatusPanel, {
			icon: CalendarClock,
			code: "Kodex",
			title: ASSESS_MSG.noUpcomingContest,
			description: "Kodex is our open coding contest: real problems, a live ranking and cash prizes. The next round is announced on this page first.",
			actions: /* @__PURE__ */ jsx(StatusLinks, { links: [{
				to: "/courses",
				label: "Sharpen up with a course"
			}, {
				to: "/kodr",
				label: "See the Kodr bootcamp"
			}] })
		})
	});
}
/** GET /kodex failed. */
function KodexLoadError({ query }) {
	return /* @__PURE__ */ jsx(SiteLoadError, {
		title: "We could not load the contest",
		query
	});
}
export { useRegisterForKodex as a, useKodexRanking as i, KodexNoContest as n, useKodexOverview as r, KodexLoadError as t };
