/**
 * Manage Categories: create, rename (in a modal) and delete categories. The list refetches
 * after every change through the 'Category' cache tag.
 */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  type Category,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useGetCategoriesQuery,
  useUpdateCategoryMutation,
} from '../../../api/endpoints';
import { useNotify } from '../../../components/useNotify';
import AdminShell from '../AdminShell';
import { failureMessage } from '../../../components/failureMessage';
import CategoryForm from './CategoryForm';
import CategoryTable from './CategoryTable';
import EditCategoryDialog from './EditCategoryDialog';

export default function ManageCategoriesPage() {
  const notify = useNotify();
  const categories = useGetCategoriesQuery();
  const [createCategory, creating] = useCreateCategoryMutation();
  const [updateCategory, updating] = useUpdateCategoryMutation();
  const [deleteCategory, deleting] = useDeleteCategoryMutation();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Category | null>(null);
  const [updatedName, setUpdatedName] = useState('');

  const create = async () => {
    try {
      const { category } = await createCategory({ categoryRequest: { name: name.trim() } }).unwrap();
      notify.success(`${category.name} is created successfully!`);
      setName('');
    } catch (error) {
      notify.error(failureMessage(error, 'Failed to create category.', 'Something went wrong while creating the category.'));
    }
  };

  const openEdit = (category: Category) => {
    setSelected(category);
    setUpdatedName(category.name);
  };
  const closeEdit = () => {
    setSelected(null);
    setUpdatedName('');
  };

  const update = async () => {
    if (!selected) return;
    try {
      const { category } = await updateCategory({ id: selected._id, categoryRequest: { name: updatedName.trim() } }).unwrap();
      notify.success(`${category.name} updated successfully!`);
      closeEdit();
    } catch (error) {
      notify.error(failureMessage(error, 'Failed to update category.', 'Something went wrong while updating the category.'));
    }
  };

  const remove = async (category: Category) => {
    if (!window.confirm(`Are you sure you want to delete "${category.name}"?`)) return;
    try {
      await deleteCategory({ id: category._id }).unwrap();
      notify.success(`${category.name} deleted successfully!`);
    } catch (error) {
      notify.error(failureMessage(error, 'Failed to delete category.', 'Something went wrong while deleting the category.'));
    }
  };

  return (
    <AdminShell title="Admin - Create Category" heading="Manage Categories">
      <Stack spacing={3}>
        <Card>
          <CardHeader title="Create New Category" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <CategoryForm value={name} onChange={setName} onSubmit={create} submitLabel="Create Category" busy={creating.isLoading} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Existing Categories" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          {categories.isFetching && <LinearProgress aria-label="Loading categories" />}
          <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
            {categories.isError ? (
              <Alert severity="error">
                {failureMessage(categories.error, 'Failed to fetch categories.', 'Something went wrong while fetching categories.')}
              </Alert>
            ) : (
              categories.data && (
                <CategoryTable categories={categories.data.category} onEdit={openEdit} onDelete={remove} busy={deleting.isLoading} />
              )
            )}
          </CardContent>
        </Card>
      </Stack>
      <EditCategoryDialog
        open={selected !== null}
        name={updatedName}
        onNameChange={setUpdatedName}
        onSubmit={update}
        onClose={closeEdit}
        busy={updating.isLoading}
      />
    </AdminShell>
  );
}
