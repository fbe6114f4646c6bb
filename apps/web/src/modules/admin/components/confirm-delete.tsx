import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

interface ConfirmDeleteProps {
  /** The question, e.g. 'Supprimer cette question ?'. */
  title: string;
  onConfirm: () => void;
  /** What is clicked; by default a danger "Supprimer" button named by `label`. */
  children?: ReactNode;
  /** The accessible name of the default button, saying what goes (several sit in one list). */
  label?: string;
}

/** Every admin deletion asks first, in the same words. */
export function ConfirmDelete({ title, onConfirm, children, label }: ConfirmDeleteProps) {
  return (
    <Popconfirm
      title={title}
      description="Cette action est définitive."
      okText="Supprimer"
      cancelText="Annuler"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {children ?? (
        <Button danger aria-label={label}>
          Supprimer
        </Button>
      )}
    </Popconfirm>
  );
}
