// src/core/linkedin.ts
/**
* LinkedIn links for a certificate (issue 17): share the public verification page in a post, or
* add the certificate to the LinkedIn profile's "Licenses & certifications" (fields prefilled).
*/
/** https://www.linkedin.com/sharing/share-offsite/?url=… : a post linking the page. */
function linkedInShareUrl(pageUrl) {
	return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`;
}
/** The "Add to profile" form, prefilled with the certificate's name, issuer, date, link and ID. */
function linkedInAddToProfileUrl(c) {
	const issued = new Date(c.issuedAt);
	return `https://www.linkedin.com/profile/add?${new URLSearchParams({
		startTask: "CERTIFICATION_NAME",
		name: c.name,
		organizationName: "KodeSchool",
		issueYear: String(issued.getUTCFullYear()),
		issueMonth: String(issued.getUTCMonth() + 1),
		certUrl: c.pageUrl,
		certId: c.code
	}).toString()}`;
}
export { linkedInShareUrl as n, linkedInAddToProfileUrl as t };
