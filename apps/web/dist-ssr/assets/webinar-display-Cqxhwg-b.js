import { i as API_PREFIX, t as plural } from "./plural-DYc3P-kI.js";
import { bt as UPLOADED_FILE_PATH } from "../entry-server.js";
// src/features/webinars/lib/webinar-display.ts
var GRADIENTS = [
	"from-brand-800 via-brand-600 to-fuchsia-500",
	"from-indigo-900 via-blue-700 to-cyan-500",
	"from-emerald-900 via-teal-700 to-sky-500",
	"from-slate-900 via-brand-800 to-amber-500",
	"from-rose-800 via-fuchsia-700 to-brand-600",
	"from-sky-900 via-indigo-700 to-brand-500"
];
/** A stable gradient per webinar, so a cover without artwork keeps its colours between visits. */
function webinarGradient(seed) {
	let hash = 0;
	for (const char of seed) hash = hash * 31 + char.charCodeAt(0) >>> 0;
	return GRADIENTS[hash % GRADIENTS.length];
}
/** An uploaded file (/api/v1/files/…, /uploads/…) or an http(s) URL; anything else is not shown. */
function coverSrc(cover) {
	if (!cover) return null;
	if (UPLOADED_FILE_PATH.test(cover) || /^\/uploads\/\S+$/.test(cover)) return cover;
	return /^https?:\/\/\S+$/i.test(cover) ? cover : null;
}
/** "3 seats left", "1 seat left"; null when the webinar has no limit. */
function seatsLeftText(seatsLeft) {
	if (seatsLeft === null) return null;
	if (seatsLeft <= 0) return "No seats left";
	return `${plural(seatsLeft, "seat")} left`;
}
/** "Asha Rao", "Asha Rao and Vikram Shah", "Asha Rao, Vikram Shah and 2 more". */
function speakerNames(speakers) {
	const names = speakers.map((s) => s.name);
	if (names.length <= 2) return names.join(" and ");
	return `${names.slice(0, 2).join(", ")} and ${names.length - 2} more`;
}
/** Initials for a speaker's avatar: 'Asha Rao' → 'AR'. */
function initials(name) {
	const words = name.split(/\s+/).filter(Boolean);
	if (words.length === 0) return "?";
	if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
	return `${words[0][0]}${words[words.length - 1][0]}`.toUpperCase();
}
/** A description as paragraphs: blank lines split them, single line breaks stay inside. */
function paragraphs(text) {
	return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}
/** Just the digits of a typed phone, at most ten: '+91 98765-43210' → '9876543210'. */
function phoneDigits(value) {
	let digits = value.replace(/\D/g, "");
	if (digits.length > 10 && digits.startsWith("91")) digits = digits.slice(2);
	return digits.slice(0, 10);
}
/** A typed certificate code in its canonical shape: 'abcd efgh ijkl' → 'ABCD-EFGH-IJKL'. */
function normaliseCertificateCode(value) {
	const raw = value.toUpperCase().replace(/[^A-Z0-9]/g, "");
	if (raw.length !== 12) return value.trim().toUpperCase();
	return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}
/**
* Where "Download PDF" points: an absolute URL or a path under /api/v1 as given; a path given
* relative to the API base (/certificates/CODE/pdf) gets the base, so the site's router never
* catches it.
*/
function certificatePdfHref(pdfUrl, code) {
	if (/^https?:\/\//i.test(pdfUrl) || pdfUrl.startsWith(`/api/v1/`)) return pdfUrl;
	if (pdfUrl.startsWith("/certificates/")) return `${API_PREFIX}${pdfUrl}`;
	return `${API_PREFIX}/certificates/${encodeURIComponent(code)}/pdf`;
}
export { paragraphs as a, speakerNames as c, normaliseCertificateCode as i, webinarGradient as l, coverSrc as n, phoneDigits as o, initials as r, seatsLeftText as s, certificatePdfHref as t };
