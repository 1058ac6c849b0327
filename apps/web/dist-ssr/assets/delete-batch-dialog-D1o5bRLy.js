import { t as plural } from "./plural-DYc3P-kI.js";
import { t as ZNoData } from "./http-DRLmBayV.js";
import { a as getErrorMessage, i as ApiError, t as adminApi } from "./api-client-CyCTgC69.js";
import { c as toast, ft as formatInr, yt as COURSES_MSG } from "../entry-server.js";
import { a as cacheDeletedBatch, c as toastBatchFailure } from "./batch-active-switch-DAGJKthr.js";
import { t as DeleteDialog } from "./delete-dialog-BOvzRbo8.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/features/batches-admin/lib/batch-format.ts
/** '12.5% off' or '₹5,000 off'; '' without a discount. */
function discountLabel(b) {
	if (!b.discount) return "";
	return b.discountType === "percent" ? `${b.discount}% off` : `${formatInr(b.discount)} off`;
}
// src/features/batches-admin/api/delete-batch.ts
/** DELETE /admin/batches/{id} (409 when students are enrolled). */
async function deleteBatch(batch) {
	await adminApi.delete(`/batches/${encodeURIComponent(batch._id)}`, ZNoData);
}
function useDeleteBatch() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteBatch,
		onSuccess: (_data, batch) => {
			cacheDeletedBatch(queryClient, batch);
			toast.success(COURSES_MSG.batchDeleted);
		},
		onError: (error) => {
			if (error instanceof ApiError && error.status === 409) toast.error(getErrorMessage(error, COURSES_MSG.deleteBatchFailed));
			else toastBatchFailure(COURSES_MSG.deleteBatchFailed, error);
		}
	});
}
// src/features/batches-admin/components/delete-batch-dialog.tsx
/** A delete trigger (passed in) and the confirmation dialog; `onDeleted` runs after success. */
function DeleteBatchDialog({ batch, trigger, onDeleted }) {
	const [isOpen, setIsOpen] = useState(false);
	const remove = useDeleteBatch();
	const hasStudents = batch.studentCount > 0;
	const onConfirm = () => remove.mutate({
		_id: batch._id,
		course: batch.course
	}, {
		onSuccess: () => {
			setIsOpen(false);
			onDeleted?.();
		},
		onError: () => setIsOpen(false)
	});
	return /* @__PURE__ */ jsx(DeleteDialog, {
		open: isOpen,
		onOpenChange: setIsOpen,
		trigger,
		noun: "batch",
		subject: batch.name,
		consequence: /* @__PURE__ */ jsxs(Fragment, { children: [
			" ",
			"of ",
			batch.courseTitle,
			" leaves every list. This cannot be undone.",
			hasStudents && /* @__PURE__ */ jsxs("span", {
				className: "mt-2 block rounded-lg bg-amber-50 px-3 py-2 text-amber-900",
				children: [
					"It has ",
					plural(batch.studentCount, "enrolled student"),
					", so the server will refuse. Switch it to inactive instead."
				]
			})
		] }),
		onConfirm,
		isPending: remove.isPending,
		testId: "batch-delete-dialog",
		confirmTestId: "batch-delete-confirm"
	});
}
export { discountLabel as n, DeleteBatchDialog as t };
