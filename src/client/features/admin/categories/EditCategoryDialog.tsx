/** The centred 520 px 'Edit Category' modal: no footer, only the name form and a close button. */
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CategoryForm from './CategoryForm';

export type EditCategoryDialogProps = {
  open: boolean;
  name: string;
  onNameChange: (name: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  busy: boolean;
};

export default function EditCategoryDialog({ open, name, onNameChange, onSubmit, onClose, busy }: EditCategoryDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="edit-category-title"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 520, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="edit-category-title" sx={{ pr: 6 }}>
        Edit Category
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1, '&&': { pt: 1 } }}>
        <CategoryForm
          value={name}
          onChange={onNameChange}
          onSubmit={onSubmit}
          onCancel={onClose}
          submitLabel="Update Category"
          busy={busy}
          autoFocus
        />
      </DialogContent>
    </Dialog>
  );
}
