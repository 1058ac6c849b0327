import type { DownloadedFile } from './transport.ts';

/** Hands a downloaded file to the browser as a download named `fileName` (else the server's name). */
export function saveFile(file: DownloadedFile, fileName?: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? file.fileName ?? '';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
