import { toaster } from './ui/toaster';

/** Shared toasts (3 s by default). */
export function notifySuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, closable: true });
}

export function notifyError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description, closable: true });
}

export function notifyInfo(title: string, description?: string): void {
  toaster.create({ type: 'info', title, description, closable: true });
}
