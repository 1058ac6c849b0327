// src/core/safe-image-url.ts
/** Only http(s) links and paths on this site are shown as images; anything else is missing. */
function safeImageUrl(url) {
	const value = url?.trim();
	if (!value) return null;
	if (/^https?:\/\/\S+$/i.test(value) || /^\/[^/]\S*$/.test(value)) return value;
	return null;
}
export { safeImageUrl as t };
