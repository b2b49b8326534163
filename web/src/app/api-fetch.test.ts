import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/server';
import { ApiError, apiFetch } from './api-fetch';
import { RequestTimeoutError, fetchWithTimeout } from './fetch-with-timeout';
import { SESSION_STORAGE_KEYS } from './session';

describe('apiFetch', () => {
  it('sends the bearer token under /api and reads `error` from failures', async () => {
    let auth: string | null = null;
    server.use(
      http.get('*/api/gusti', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ error: 'Errore nel caricamento dei gusti' }, { status: 500 });
      }),
    );
    localStorage.setItem(SESSION_STORAGE_KEYS.token, 'abc');
    await expect(apiFetch('/gusti')).rejects.toMatchObject({ status: 500, message: 'Errore nel caricamento dei gusti' });
    expect(auth).toBe('Bearer abc');
  });

  it('returns the response on success', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.json({ ok: true })));
    const response = await apiFetch('/health');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('sends FormData without forcing a JSON content type', async () => {
    let contentType: string | null = null;
    server.use(
      http.post('*/api/admin/import-backup', ({ request }) => {
        contentType = request.headers.get('Content-Type');
        return HttpResponse.json({ success: true });
      }),
    );
    const form = new FormData();
    form.append('backupFile', new Blob(['{}'], { type: 'application/json' }), 'backup.json');
    await apiFetch('/admin/import-backup', { method: 'POST', body: form });
    expect(contentType).toMatch(/^multipart\/form-data/);
  });

  it('throws ApiError with a generic message when the body has no `error`', async () => {
    server.use(http.get('*/api/gusti', () => new HttpResponse('boom', { status: 502 })));
    const error: unknown = await apiFetch('/gusti').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });
});

describe('fetchWithTimeout', () => {
  it('aborts requests that take longer than the timeout', async () => {
    server.use(
      http.get('*/api/lenta', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await expect(fetchWithTimeout('/api/lenta', {}, 50)).rejects.toBeInstanceOf(RequestTimeoutError);
  });
});
