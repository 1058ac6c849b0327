import { t as adminApi } from "./api-client-CyCTgC69.js";
import { n as failWith } from "./field-issues-CklJ7g7w.js";
// src/core/admin-read.ts
/** An empty filter is left out of the query: the API reads a missing filter as "any". */
var withoutEmpty = (query) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === "" ? void 0 : v]));
/**
* GET an admin read whose failure a screen shows as text: the thrown Error carries the server's
* words (or `fallback`) with the API error as its cause; a cancelled read rethrows as it came.
*/
async function adminRead(path, schema, fallback, { query, signal } = {}) {
	try {
		return (await adminApi.get(path, schema, {
			query: query && withoutEmpty(query),
			signal
		})).data;
	} catch (error) {
		if (signal?.aborted) throw error;
		failWith(error, fallback);
	}
}
export { adminRead as t };
