import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast } from '../admin-list';
import { ConfirmDelete } from './confirm-delete';

/**
 * The list-and-edit block shared by the back office pages that add, edit and delete rows (FAQ,
 * testimonials, credit packs…): the dialog's state, the save and delete calls with the spec's
 * notices (back office §8), the dialog and each row's actions.
 */

export interface EditingMessages {
  added: string;
  updated: string;
  removed: string;
  /** '… n'a pas pu être sauvegardé(e)'. */
  saveFailed: string;
  /** '… n'a pas pu être supprimé(e)'. */
  removeFailed: string;
}

interface EditingOptions<Row extends { id: string }, Input, Saved> {
  save: (id: string | undefined, input: Input) => Promise<Saved>;
  remove: (id: string) => Promise<unknown>;
  /** Puts the saved row in the list (or refetches it). */
  onSaved: (saved: Saved, id: string | undefined) => void;
  onRemoved: (id: string) => void;
  messages: EditingMessages;
  /** The row being edited when the page opens, if any ({} adds a new one). */
  initial?: { row?: Row };
}

export function useAdminEditing<Row extends { id: string }, Input, Saved = Row>({
  save,
  remove,
  onSaved,
  onRemoved,
  messages,
  initial,
}: EditingOptions<Row, Input, Saved>) {
  const [editing, setEditing] = useState<{ row?: Row } | undefined>(initial);
  const saving = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Input }) => save(id, input),
    onSuccess: (saved, { id }) => {
      onSaved(saved, id);
      toast({ title: id ? messages.updated : messages.added });
      setEditing(undefined);
    },
    onError: (error) => toast(adminFailureToast(messages.saveFailed, error)),
  });
  const removing = useMutation({
    mutationFn: remove,
    onSuccess: (_data, id) => {
      onRemoved(id);
      toast({ title: messages.removed });
    },
    onError: (error) => toast(adminFailureToast(messages.removeFailed, error)),
  });
  return {
    /** Undefined when the dialog is closed; `row` undefined while adding. */
    editing,
    open: (row?: Row) => setEditing({ row }),
    close: () => setEditing(undefined),
    /** Saves what the dialog holds: an update of the row being edited, else a creation. */
    submit: (input: Input) => saving.mutate({ id: editing?.row?.id, input }),
    saving: saving.isPending,
    remove: (id: string) => removing.mutate(id),
  };
}

interface EditDialogProps {
  open: boolean;
  title: string;
  saving: boolean;
  /** Submits the dialog's form. */
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** Every admin add/edit dialog: the same buttons; the form stays mounted so it can be filled before opening. */
export function EditDialog({ open, title, saving, onOk, onCancel, children }: EditDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText="Enregistrer"
      cancelText="Annuler"
      confirmLoading={saving}
      onOk={onOk}
      onCancel={onCancel}
      forceRender
    >
      {children}
    </Modal>
  );
}

interface RowActionsProps {
  /** Accessible names, saying which row (several sit in one list). */
  editLabel: string;
  deleteLabel: string;
  /** The deletion's question, e.g. 'Supprimer cette question ?'. */
  deleteTitle: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function RowActions({ editLabel, deleteLabel, deleteTitle, onEdit, onDelete }: RowActionsProps) {
  return (
    <Space>
      <Button aria-label={editLabel} onClick={onEdit}>
        Modifier
      </Button>
      <ConfirmDelete title={deleteTitle} label={deleteLabel} onConfirm={onDelete} />
    </Space>
  );
}
