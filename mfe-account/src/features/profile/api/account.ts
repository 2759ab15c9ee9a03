import { apiJson, apiRequest, jsonField } from '@byway/web-ui';

/** The file name the gateway gives the export (Content-Disposition), or a dated fallback. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) {
    try {
      return decodeURIComponent(match[1]).replace(/[/\\]/g, '_');
    } catch {
      return match[1].replace(/[/\\]/g, '_');
    }
  }
  return `byway-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/** GET /api/account/export: everything stored about the traveller, as a file to save. */
export async function fetchAccountExport(): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest('GET', '/api/account/export');
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

/** Hands a blob to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * DELETE /api/account: accounts with a password confirm with it; a third-party-only account sends none
 * and must have signed in recently. A refusal is an ApiError whose body carries `{ message }`.
 */
export async function deleteAccount(password: string): Promise<string | null> {
  const message = jsonField(await apiJson('DELETE', '/api/account', password ? { password } : {}), 'message');
  return typeof message === 'string' ? message : null;
}
