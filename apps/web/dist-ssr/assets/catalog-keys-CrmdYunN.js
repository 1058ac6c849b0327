// src/core/catalog-keys.ts
/**
* Roots of the public catalogue's query keys. The courses feature keys its pages under them; they
* live here rather than in that feature so that a feature whose writes make the catalogue stale
* (a payment takes a seat, staff edit a course) can refresh it without reaching into another.
*/
var catalogKeys = {
	courses: ["courses", "public"],
	batches: ["batches", "public"]
};
export { catalogKeys as t };
