/** The 'Existing Categories' table: each category's name with Edit and Delete. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Category } from '../../../api/endpoints';

export type CategoryTableProps = {
  categories: Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  busy: boolean;
};

export default function CategoryTable({ categories, onEdit, onDelete, busy }: CategoryTableProps) {
  if (categories.length === 0) {
    return (
      <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>No categories found. Start by creating one!</Typography>
    );
  }
  return (
    <Table size="small" aria-label="Existing categories">
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>Category Name</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            Actions
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category._id} hover>
            {/* break-word, not anywhere: only a word longer than the whole column is split. */}
            <TableCell sx={{ overflowWrap: 'break-word', pr: 1 }}>{category.name}</TableCell>
            <TableCell align="right" sx={{ width: '1%', whiteSpace: 'nowrap', pl: 1 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button size="small" variant="outlined" onClick={() => onEdit(category)} aria-label={`Edit ${category.name}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  onClick={() => onDelete(category)}
                  aria-label={`Delete ${category.name}`}
                >
                  Delete
                </Button>
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
