/** Create Product: after success the form resets and the products list opens a second later. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductCreateForm } from '../../../api/endpoints';
import { useNotify } from '../../../components/useNotify';
import AdminShell from '../AdminShell';
import { failureMessage } from '../../../components/failureMessage';
import { useCreateProductMultipartMutation } from './productEndpoints';
import ProductForm from './ProductForm';

/** SPEC section 9: the list opens 1000 ms after a product is created. */
const REDIRECT_AFTER_CREATE_MS = 1000;

export default function CreateProductPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [createProduct, { isLoading }] = useCreateProductMultipartMutation();
  const [formKey, setFormKey] = useState(0);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return undefined;
    const timer = setTimeout(() => void navigate('/dashboard/admin/products'), REDIRECT_AFTER_CREATE_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const create = async (fields: ProductCreateForm) => {
    try {
      await createProduct({ productCreateForm: fields }).unwrap();
      notify.success('Product created successfully!');
      setFormKey((key) => key + 1);
      setCreated(true);
    } catch (error) {
      notify.error(failureMessage(error, 'Product creation failed.', 'Something went wrong while creating the product.'));
    }
  };

  return (
    <AdminShell title="Admin - Create Product" heading="Create Product">
      <Card>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <ProductForm key={formKey} minQuantity={1} submitLabel="CREATE PRODUCT" busy={isLoading || created} onSubmit={create} />
        </CardContent>
      </Card>
    </AdminShell>
  );
}
