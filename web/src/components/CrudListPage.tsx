import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useIsMobile } from '../app/use-is-mobile';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { PageHeader } from './PageHeader';

interface CrudListPageProps {
  title: string;
  description: ReactNode;
  /** The create button in the header and in the empty state; no button when `onCreate` is not given (read-only roles). */
  create?: { label: string; emptyLabel: string; onCreate: () => void; disabled?: boolean };
  /** More header buttons, before the create button (statistics, comparison, library…). */
  actions?: ReactNode;
  /** The list query: loading and error states show only until the first data arrive. */
  status: { loading: boolean; error?: unknown; hasData: boolean; onRetry: () => void; loadingMessage?: string; errorMessage: string };
  /** Shown instead of the list when there is nothing at all. */
  empty: { when: boolean; icon?: ReactElement; title: string; description?: string };
  /** Shown instead of the list when search or filters leave nothing. */
  noMatches?: ReactNode;
  /** Between the header and the list (guides, search, filters). */
  toolbar?: ReactNode;
  /** The list; `mobileList` replaces it at phone width (e.g. cards instead of a table). */
  list: ReactNode;
  mobileList?: ReactNode;
  /** The create/edit dialog (rendered by the page while open). */
  form?: ReactNode;
  /** The delete (or archive) confirmation; pages that deactivate instead render their own in `form`. */
  confirm?: ConfirmDialogProps;
}

/** The list page of a catalogue: header with the create button, loading/error/empty states, the list, the form and the confirmation. */
export function CrudListPage({ title, description, create, actions, status, empty, noMatches, toolbar, list, mobileList, form, confirm }: CrudListPageProps) {
  const isMobile = useIsMobile();
  const createButton = (label: string) =>
    create && (
      <Button colorPalette="brand" onClick={create.onCreate} disabled={create.disabled}>
        <LuPlus /> {label}
      </Button>
    );

  let content;
  if (status.loading && !status.hasData) content = <LoadingState message={status.loadingMessage} />;
  else if (status.error && !status.hasData) content = <ErrorState message={status.errorMessage} onRetry={status.onRetry} />;
  else if (empty.when) content = <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={create && createButton(create.emptyLabel)} />;
  else if (noMatches) content = noMatches;
  else content = isMobile && mobileList ? mobileList : list;

  return (
    <Box>
      <PageHeader
        title={title}
        description={description}
        actions={
          (actions || create) && (
            <>
              {actions}
              {create && createButton(create.label)}
            </>
          )
        }
      />
      {toolbar}
      {content}
      {form}
      {confirm && <ConfirmDialog destructive {...confirm} />}
    </Box>
  );
}

/** Edit and delete icon buttons of one row, labelled with the item's name. */
export function RowActions({ nome, onEdit, onDelete }: { nome: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <HStack gap="1" justify="flex-end">
      <IconButton size="sm" variant="ghost" aria-label={`Modifica ${nome}`} onClick={onEdit}>
        <LuPencil />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Elimina ${nome}`} onClick={onDelete}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}
