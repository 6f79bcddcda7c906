import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Category } from '../../../api/endpoints';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { aCategory, adminState } from '../adminTestData';
import ManageCategoriesPage from './ManageCategoriesPage';

/** A fake category API that keeps what it is told, so reloads show the change. */
function fakeCategories(initial: Category[]) {
  const categories = [...initial];
  const requests: string[] = [];
  server.use(
    http.get('/api/v1/category/get-category', () => {
      requests.push('GET');
      return HttpResponse.json({ success: true, message: 'All categories', category: categories });
    }),
    http.post('/api/v1/category/create-category', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (categories.some((c) => c.name === name))
        return HttpResponse.json({ success: false, message: 'Category already exists' }, { status: 409 });
      const category = aCategory(name);
      categories.push(category);
      return HttpResponse.json({ success: true, message: 'New category created', category }, { status: 201 });
    }),
    http.put('/api/v1/category/update-category/:id', async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      const index = categories.findIndex((c) => c._id === params.id);
      categories[index] = { ...categories[index], name };
      requests.push(`PUT ${name}`);
      return HttpResponse.json({ success: true, message: 'Category updated', category: categories[index] });
    }),
    http.delete('/api/v1/category/delete-category/:id', ({ params }) => {
      requests.push(`DELETE ${String(params.id)}`);
      categories.splice(
        categories.findIndex((c) => c._id === params.id),
        1,
      );
      return HttpResponse.json({ success: true, message: 'Category deleted' });
    }),
  );
  return { categories, requests };
}

const renderPage = () =>
  renderWithProviders(<ManageCategoriesPage />, { path: '/dashboard/admin/create-category', preloadedState: adminState() });

// Generous: the shared CI machine is slow while other suites run.
jest.setTimeout(20000);

afterEach(() => jest.restoreAllMocks());

it('creates a category, clears the field and shows it after the list reloads', async () => {
  fakeCategories([aCategory('Pain Relief')]);
  const { user } = renderPage();
  expect(await screen.findByText('Pain Relief')).toBeInTheDocument();
  expect(document.title).toBe('Admin - Create Category');
  expect(screen.getByRole('heading', { name: 'Manage Categories' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Category Name' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();

  const field = screen.getByRole('textbox', { name: 'Category Name' });
  await user.type(field, 'Vitamins');
  await user.click(screen.getByRole('button', { name: 'Create Category' }));

  expect(await screen.findByText('Vitamins is created successfully!')).toBeInTheDocument();
  expect(field).toHaveValue('');
  expect(await screen.findByRole('cell', { name: 'Vitamins' })).toBeInTheDocument();
});

it("shows the server's refusal of a duplicate name and keeps what was typed", async () => {
  fakeCategories([aCategory('Pain Relief')]);
  const { user } = renderPage();
  await screen.findByText('Pain Relief');
  await user.type(screen.getByRole('textbox', { name: 'Category Name' }), 'Pain Relief');
  await user.click(screen.getByRole('button', { name: 'Create Category' }));
  expect(await screen.findByText('Category already exists')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Category Name' })).toHaveValue('Pain Relief');
});

it('opens the edit modal prefilled, and closing or cancelling forgets the selection and the edited text', async () => {
  fakeCategories([aCategory('Pain Relief'), aCategory('Skin Care')]);
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit Pain Relief' }));

  let dialog = screen.getByRole('dialog', { name: 'Edit Category' });
  const field = within(dialog).getByRole('textbox', { name: 'Category Name' });
  expect(field).toHaveValue('Pain Relief');
  await user.clear(field);
  await user.type(field, 'Half-typed');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Edit Skin Care' }));
  dialog = screen.getByRole('dialog', { name: 'Edit Category' });
  expect(within(dialog).getByRole('textbox', { name: 'Category Name' })).toHaveValue('Skin Care');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Edit Pain Relief' }));
  expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Category Name' })).toHaveValue('Pain Relief');
});

it('renames a category in the modal, closes it and shows the new name after the reload', async () => {
  const fake = fakeCategories([aCategory('Pain Relief')]);
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit Pain Relief' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
  const field = within(dialog).getByRole('textbox', { name: 'Category Name' });
  await user.clear(field);
  await user.type(field, 'Pain & Fever');
  await user.click(within(dialog).getByRole('button', { name: 'Update Category' }));

  expect(await screen.findByText('Pain & Fever updated successfully!')).toBeInTheDocument();
  expect(fake.requests).toContain('PUT Pain & Fever');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByRole('cell', { name: 'Pain & Fever' })).toBeInTheDocument();
});

it('deletes only after the confirmation is accepted', async () => {
  const pain = aCategory('Pain Relief');
  const fake = fakeCategories([pain, aCategory('Skin Care')]);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { user } = renderPage();

  await user.click(await screen.findByRole('button', { name: 'Delete Pain Relief' }));
  expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete "Pain Relief"?');
  expect(fake.requests.some((r) => r.startsWith('DELETE'))).toBe(false);
  expect(screen.getByRole('cell', { name: 'Pain Relief' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete Pain Relief' }));
  expect(await screen.findByText('Pain Relief deleted successfully!')).toBeInTheDocument();
  expect(fake.requests).toContain(`DELETE ${pain._id}`);
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Pain Relief' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Skin Care' })).toBeInTheDocument();
});

it("shows the server's message when a category still has products", async () => {
  fakeCategories([aCategory('Pain Relief')]);
  server.use(
    http.delete('/api/v1/category/delete-category/:id', () =>
      HttpResponse.json({ success: false, message: 'Category still has 3 products' }, { status: 409 }),
    ),
  );
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete Pain Relief' }));
  expect(await screen.findByText('Category still has 3 products')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Pain Relief' })).toBeInTheDocument();
});

it('falls back to the default message when the server gives none', async () => {
  fakeCategories([]);
  server.use(http.post('/api/v1/category/create-category', () => new HttpResponse(null, { status: 500 })));
  const { user } = renderPage();
  expect(await screen.findByText('No categories found. Start by creating one!')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Category Name' }), 'Vitamins');
  await user.click(screen.getByRole('button', { name: 'Create Category' }));
  expect(await screen.findByText('Failed to create category.')).toBeInTheDocument();
});
