/** Hands `blob` to the browser as a download named `fileName` (an export built or fetched by the page). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
