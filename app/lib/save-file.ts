/** Saves bytes or text as a file through a temporary link to a blob URL: nothing leaves the browser. */
export function saveFile(content: Uint8Array | string, fileName: string, type: string): void {
  const blob = new Blob([content as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
