import { useNavigate } from "react-router";
import { useCallback, useRef } from "react";
// src/components/admin/use-guarded-leave.ts
/**
* An editor's way out after a save: `leave(to)` lets the next navigation past its LeaveGuard
* (pass `allowRef` to it), since the edits it guards are saved by then.
*/
function useGuardedLeave() {
	const navigate = useNavigate();
	const allowRef = useRef(false);
	return {
		allowRef,
		leave: useCallback((to, options) => {
			allowRef.current = true;
			navigate(to, options);
		}, [navigate])
	};
}
export { useGuardedLeave as t };
