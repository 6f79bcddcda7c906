/**
 * Product writes as multipart/form-data. The generated createProduct and updateProduct
 * would send their body as JSON; these send the same contract-typed fields as FormData to
 * the same paths, with the same cache tag, so the product lists refetch afterwards.
 */
import {
  api,
  type CreateProductApiArg,
  type CreateProductApiResponse,
  type ProductCreateForm,
  type UpdateProductApiArg,
  type UpdateProductApiResponse,
} from '../../../api/endpoints';

/** The product fields as multipart sends them: every value as text, the photo as a file. */
function toFormData(fields: ProductCreateForm): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'photo');
    else form.append(key, String(value));
  }
  return form;
}

const productWrites = api.injectEndpoints({
  endpoints: (build) => ({
    createProductMultipart: build.mutation<CreateProductApiResponse, CreateProductApiArg>({
      query: ({ productCreateForm }) => ({
        url: '/api/v1/products/create-product',
        method: 'POST',
        body: toFormData(productCreateForm),
      }),
      invalidatesTags: ['Product'],
    }),
    updateProductMultipart: build.mutation<UpdateProductApiResponse, UpdateProductApiArg>({
      query: ({ id, productUpdateForm }) => ({
        url: `/api/v1/products/update-product/${id}`,
        method: 'PUT',
        body: toFormData(productUpdateForm),
      }),
      invalidatesTags: ['Product'],
    }),
  }),
  overrideExisting: false,
});

export const { useCreateProductMultipartMutation, useUpdateProductMultipartMutation } = productWrites;
