/**
 * The product form shared by Create Product and Update Product. It owns its field state;
 * the page decides what happens on submit (and resets the form by remounting it). Wrong
 * medicine facts are named under their field and keep the form from being sent.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Category, Product, ProductCreateForm } from '../../../api/endpoints';
import CategorySelect from './CategorySelect';
import MedicineFields from './MedicineFields';
import { hasErrors, medicineErrors, medicineFields, medicineValues, shownMrp, type MedicineValues } from './medicineValues';
import PhotoField from './PhotoField';
import RequiredField from './RequiredField';

/** A new product's per-order limit, the server's default too. */
const DEFAULT_MAX_PER_ORDER = 10;

export type ProductFormProps = {
  /** The product being edited; absent when creating one. */
  product?: Product;
  /** Stock may be 0 on update, at least 1 on create (SPEC section 5). */
  minQuantity: 0 | 1;
  submitLabel: string;
  busy: boolean;
  onSubmit: (fields: ProductCreateForm) => void;
  /** More buttons beside the submit button (DELETE on the update page). */
  actions?: ReactNode;
};

export default function ProductForm({ product, minQuantity, submitLabel, busy, onSubmit, actions }: ProductFormProps) {
  const [category, setCategory] = useState<Category | null>(product?.category ?? null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const [quantity, setQuantity] = useState(product ? String(product.quantity) : '');
  const [maxPerOrder, setMaxPerOrder] = useState(String(product?.maxPerOrder ?? DEFAULT_MAX_PER_ORDER));
  // The shop only delivers, so a new product ships unless the admin says otherwise.
  const [shipping, setShipping] = useState<'0' | '1'>(product && !product.shipping ? '0' : '1');
  const [medicine, setMedicine] = useState(() => medicineValues(product));
  const changeMedicine = (change: Partial<MedicineValues>) => setMedicine((values) => ({ ...values, ...change }));
  const errors = medicineErrors(medicine, price);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasErrors(errors)) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!category) return;
    onSubmit({
      category: category._id,
      name: name.trim(),
      description: description.trim(),
      price: Number(price),
      quantity: Number(quantity),
      maxPerOrder: Number(maxPerOrder),
      shipping,
      ...medicineFields(medicine, price, Boolean(product)),
      ...(photo ? { photo } : {}),
    });
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2.5} sx={{ maxWidth: 720 }}>
      <CategorySelect value={category} onChange={setCategory} />
      <PhotoField file={photo} onChange={setPhoto} current={product} />
      <RequiredField label="Name" value={name} onChange={setName} htmlInput={{ maxLength: 200 }} />
      <RequiredField label="Description" value={description} onChange={setDescription} minRows={3} htmlInput={{ maxLength: 5000 }} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
        <RequiredField
          label="Price (₹)"
          type="number"
          value={price}
          onChange={setPrice}
          htmlInput={{ min: 0, step: 'any', inputMode: 'decimal' }}
        />
        <RequiredField
          label="MRP (₹)"
          type="number"
          value={shownMrp(medicine, price)}
          onChange={(mrp) => changeMedicine({ mrp })}
          error={errors.fields.mrp}
          htmlInput={{ min: 0, step: 'any', inputMode: 'decimal' }}
        />
        <RequiredField
          label="Quantity"
          type="number"
          value={quantity}
          onChange={setQuantity}
          htmlInput={{ min: minQuantity, step: 1, inputMode: 'numeric' }}
        />
        <RequiredField
          label="Max per order"
          type="number"
          value={maxPerOrder}
          onChange={setMaxPerOrder}
          hint="Units one order may hold"
          htmlInput={{ min: 1, max: 100, step: 1, inputMode: 'numeric' }}
        />
        <TextField select label="Shipping" value={shipping} onChange={(e) => setShipping(e.target.value as '0' | '1')}>
          <MenuItem value="0">No</MenuItem>
          <MenuItem value="1">Yes</MenuItem>
        </TextField>
      </Box>
      <MedicineFields values={medicine} errors={errors} onChange={changeMedicine} />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {submitLabel}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
