import { r as ZClassroomData } from "./classroom.schema-iNsnfj4B.js";
import { n as publicApi } from "./api-client-CyCTgC69.js";
import { b as useAuthStore } from "../entry-server.js";
import { useQuery } from "@tanstack/react-query";
// src/core/student/student-keys.ts
/**
* The signed-in student's own data lives under ['student', userId, …]: a payment that enrols
* refreshes all of it at once (`studentKeys.all`), and another person signing in on the same tab
* never sees the last one's. A feature keys its own student data under `studentKeys.all(userId)`.
*/
var studentKeys = {
	all: (userId) => ["student", userId],
	/** GET /classroom: the classroom, the profile and the checkout share this one cache entry. */
	batches: (userId) => [
		...studentKeys.all(userId),
		"classroom",
		"batches"
	]
};
/** Personal data: refreshed after every change the student makes, otherwise kept 1 minute. */
var STUDENT_STALE_MS = 6e4;
// src/core/student/my-batches.ts
/** GET /classroom → data.batches: every batch the signed-in student is enrolled in. */
async function getMyBatches(signal) {
	return (await publicApi.get("/classroom", ZClassroomData, { signal })).data.batches;
}
/** The student's batches, one request and one cache entry for every page that shows them. */
function useMyBatches() {
	const userId = useAuthStore((s) => s.user?._id ?? "");
	return useQuery({
		queryKey: studentKeys.batches(userId),
		queryFn: ({ signal }) => getMyBatches(signal),
		staleTime: STUDENT_STALE_MS,
		enabled: userId !== ""
	});
}
export { STUDENT_STALE_MS as n, studentKeys as r, useMyBatches as t };
