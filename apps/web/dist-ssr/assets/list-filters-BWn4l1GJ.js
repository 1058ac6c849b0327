// src/components/admin/list-filters.tsx
/** Chip options for a list of allowed values, each shown by its label (or as itself). */
function optionsOf(values, labels) {
	return values.map((value) => ({
		value,
		label: labels ? labels[value] : value
	}));
}
/** The two choices of a yes/no filter, 'true' and 'false' in the URL, in the filter's words. */
function yesNoOptions(yes, no) {
	return optionsOf(["true", "false"], {
		true: yes,
		false: no
	});
}
export { yesNoOptions as n, optionsOf as t };
