import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Called on submit (Enter or the submit button); the default browser submit is prevented. */
  onSubmit: () => void;
  children: ReactNode;
  submitting?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  /** data-testid of the dialog content */
  testId?: string;
  /** Bigger footer buttons for touch screens (>= 48 px). */
  touch?: boolean;
  /** Dialog width (Chakra's sizes); 'md' unless a form needs more room. */
  size?: 'md' | 'lg' | 'xl';
}

/** A create/edit modal: a form with the fields, Annulla and a submit button (native validation off). */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  children,
  submitting = false,
  submitLabel = 'Salva',
  cancelLabel = 'Annulla',
  testId,
  touch = false,
  size = 'md',
}: FormDialogProps) {
  const buttonSize = touch ? 'xl' : 'md';
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={size}
      scrollBehavior="inside"
      closeOnInteractOutside={!submitting}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', md: '4' }}>
          <Dialog.Content borderRadius="2xl" data-testid={testId} mx="0">
            <form onSubmit={handleSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size={buttonSize} onClick={onClose} disabled={submitting}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette="brand" size={buttonSize} loading={submitting}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Chiudi" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
