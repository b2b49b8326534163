import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';

/** Toasts last 3 s unless a call says otherwise (spec section 9). */
export const TOAST_DURATION_MS = 3000;

/**
 * Top right, below the 64 px top bar: a toast never covers Esci. (A literal here: importing the
 * shell's TOP_BAR_HEIGHT would pull the shell into every page that notifies.)
 */
export const TOAST_OFFSETS = { top: 'calc(64px + 0.75rem)', right: '1rem', bottom: '1rem', left: '1rem' };

export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
  offsets: TOAST_OFFSETS,
});

/** The notification region's accessible name (zag's default is English). */
export const TOASTER_LABEL = 'Notifiche';

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={TOASTER_LABEL}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Chiudi notifica" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
