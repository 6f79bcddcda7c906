/**
 * /products/{slug}: the product, the cheaper brands of the same composition (for a medicine)
 * and similar products; an unknown product sends the shopper home.
 */
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetProductQuery } from '../../api/endpoints';
import PageMeta from '../../components/PageMeta';
import { ProductPageSkeleton } from '../../components/Skeletons';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import { cutText } from '../../../shared/format';
import ProductDetails from './ProductDetails';
import SimilarProducts from './SimilarProducts';
import Substitutes from './Substitutes';
import { brandedTitle } from '../../config/brand';

export default function ProductPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, error, isLoading } = useGetProductQuery({ slug });
  const product = data?.product;

  useEffect(() => {
    if (!error) return;
    if ((error as { status?: unknown }).status === 404) {
      notify.error('Product not found!');
      void navigate('/', { replace: true });
    } else {
      notify.error(failureMessage(error, 'Failed to load product details.'));
    }
  }, [error, notify, navigate]);

  if (isLoading || !product) {
    return (
      <>
        <PageMeta title={brandedTitle('Product Details')} />
        {isLoading && <ProductPageSkeleton label="Loading product" />}
      </>
    );
  }
  return (
    <>
      <PageMeta title={brandedTitle(product.name)} description={cutText(product.description, 150)} />
      <ProductDetails product={product} />
      {product.composition.length > 0 && <Substitutes product={product} />}
      <SimilarProducts product={product} />
    </>
  );
}
