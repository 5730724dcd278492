/** Hands a file to the browser as a download with its name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the link is no longer needed after that.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
