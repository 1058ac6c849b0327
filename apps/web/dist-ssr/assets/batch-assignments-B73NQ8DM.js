import { B as ZAdminAssignmentsData, z as ZAdminAssignmentData } from "./form-9deOHQRr.js";
import { t as ZNoData } from "./http-DRLmBayV.js";
import { t as adminApi } from "./api-client-CyCTgC69.js";
import { c as batchAdminKeys } from "./batch-page-states-CCAhejvL.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// src/features/batches-admin/api/batch-assignments.ts
var ASSIGNMENTS_FETCH_FAILED = "Failed to fetch assignments";
var path = (batchId) => `/batches/${encodeURIComponent(batchId)}/assignments`;
/** GET /admin/batches/{id}/assignments: with their submitted and graded counts. */
function useBatchAssignments(batchId) {
	return useQuery({
		queryKey: batchAdminKeys.assignments(batchId),
		queryFn: async ({ signal }) => (await adminApi.get(path(batchId), ZAdminAssignmentsData, { signal })).data.assignments,
		staleTime: 3e4
	});
}
/** Create (no id) or PATCH an assignment; the list and the review queue refresh. */
function useSaveAssignment(batchId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async ({ id, body }) => id ? adminApi.patch(`${path(batchId)}/${encodeURIComponent(id)}`, ZAdminAssignmentData, body) : adminApi.post(path(batchId), ZAdminAssignmentData, body),
		onSuccess: () => {
			queryClient.invalidateQueries({ queryKey: batchAdminKeys.assignments(batchId) });
			queryClient.invalidateQueries({ queryKey: batchAdminKeys.reviews(batchId) });
		}
	});
}
/** DELETE an assignment (409 once students handed it in). Resolves to the server's message. */
function useDeleteAssignment(batchId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async (id) => {
			return (await adminApi.delete(`${path(batchId)}/${encodeURIComponent(id)}`, ZNoData)).message;
		},
		onSuccess: () => {
			queryClient.invalidateQueries({ queryKey: batchAdminKeys.assignments(batchId) });
		}
	});
}
export { useSaveAssignment as i, useBatchAssignments as n, useDeleteAssignment as r, ASSIGNMENTS_FETCH_FAILED as t };
