import { toaster } from './ui/toaster';

/**
 * Shared toasts (3 s by default). One message at a time: a new one replaces the one on screen (a
 * stack of old totals would cover the next screen's title), and the shell dismisses it when the
 * page changes (`dismissNotifications`).
 */
function notify(type: 'success' | 'error' | 'info', title: string, description?: string): void {
  toaster.remove();
  toaster.create({ type, title, description, closable: true });
}

export function notifySuccess(title: string, description?: string): void {
  notify('success', title, description);
}

export function notifyError(title: string, description?: string): void {
  notify('error', title, description);
}

export function notifyInfo(title: string, description?: string): void {
  notify('info', title, description);
}

/** The screen changed: the previous screen's message goes with it. */
export function dismissNotifications(): void {
  toaster.dismiss();
}
