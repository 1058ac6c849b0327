// src/core/api-client/save-file.ts
/** Hands a downloaded file to the browser as a download named `fileName` (else the server's name). */
function saveFile(file, fileName) {
	const url = URL.createObjectURL(file.blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName ?? file.fileName ?? "";
	document.body.appendChild(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 6e4);
}
export { saveFile as t };
