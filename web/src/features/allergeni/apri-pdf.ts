import { apiFetch } from '../../app/api-fetch';

/** Downloads a PDF of the REST API with the session's token and opens it in a new tab. */
export async function apriPdf(percorso: string, nomeFile: string): Promise<void> {
  const res = await apiFetch(percorso, { timeoutMs: 30_000 });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.target = '_blank';
  a.rel = 'noopener';
  a.download = nomeFile;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
