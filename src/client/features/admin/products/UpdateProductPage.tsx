/** Update Product: the form prefilled from the product, with UPDATE and DELETE; both end on the products list. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate, useParams } from 'react-router-dom';
import RouterLink from '../../../components/RouterLink';
import { type ProductCreateForm, useDeleteProductMutation, useGetProductQuery } from '../../../api/endpoints';
import { useNotify } from '../../../components/useNotify';
import AdminShell from '../AdminShell';
import { failureMessage } from '../../../components/failureMessage';
import { useUpdateProductMultipartMutation } from './productEndpoints';
import ProductForm from './ProductForm';

const PRODUCTS_LIST = '/dashboard/admin/products';

export default function UpdateProductPage() {
  const { slug = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetProductQuery({ slug });
  const [updateProduct, updating] = useUpdateProductMultipartMutation();
  const [deleteProduct, deleting] = useDeleteProductMutation();
  const product = data?.product;

  const update = async (fields: ProductCreateForm) => {
    if (!product) return;
    try {
      await updateProduct({ id: product._id, productUpdateForm: fields }).unwrap();
      notify.success('Product Updated Successfully!');
      void navigate(PRODUCTS_LIST);
    } catch (error) {
      notify.error(failureMessage(error, 'Product update failed.', 'Something went wrong while updating the product.'));
    }
  };

  const remove = async () => {
    if (!product || !window.confirm('Are you sure you want to delete this product? This action cannot be undone.')) return;
    try {
      await deleteProduct({ id: product._id }).unwrap();
      notify.success(`${product.name} deleted successfully!`);
      void navigate(PRODUCTS_LIST);
    } catch (error) {
      notify.error(failureMessage(error, 'Failed to delete product.', 'Something went wrong while deleting the product.'));
    }
  };

  const busy = updating.isLoading || deleting.isLoading;
  return (
    <AdminShell title="Admin - Update Product" heading="Update Product">
      <Card>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          {isLoading && <CircularProgress aria-label="Loading product" />}
          {isError && !product && (
            <Alert
              severity="error"
              action={
                <Button component={RouterLink} to={PRODUCTS_LIST} color="inherit" size="small">
                  All Products
                </Button>
              }
            >
              Failed to fetch product details.
            </Alert>
          )}
          {product && (
            <ProductForm
              key={product._id}
              product={product}
              minQuantity={0}
              submitLabel="UPDATE"
              busy={busy}
              onSubmit={update}
              actions={
                <Button variant="outlined" color="error" size="large" onClick={remove} disabled={busy}>
                  DELETE
                </Button>
              }
            />
          )}
        </CardContent>
      </Card>
    </AdminShell>
  );
}
