// src/components/admin/table-state.ts
/**
* The loading props of an admin list's table: skeleton rows on the first load, the quiet
* "updating" bar (rows kept) on a refetch.
*/
function tableStateOf(query) {
	return {
		isLoading: query.isPending,
		isFetching: query.isFetching && !query.isPending
	};
}
export { tableStateOf as t };
