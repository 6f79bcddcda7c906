/**
 * Reads a create/update product form. The contract has already checked and coerced each
 * text field (types, ranges, the shipping enum) and refused unknown fields; what is left is
 * what a schema cannot say: names that are only spaces, the photo part itself, and that an
 * empty optional part (the spec's client sends `shipping=""` when none was picked) is absent.
 */
import type { Schema } from '../../contract/operation-types';
import { badRequest } from '../../http-error';

/** The product form as openapi.yaml declares it; multipart's `keyValues` mode hands the photo over as bytes. */
export type ProductFormBody = Omit<Schema<'ProductCreateForm'>, 'photo'> & { photo?: Buffer | string };

export type ProductInput = {
  name: string;
  description: string;
  price: number;
  quantity: number;
  categoryId: string;
  /** Undefined when not sent: false for a new product, unchanged on update. */
  shipping?: boolean;
  /** The uploaded bytes, or undefined when no photo was sent. */
  photo?: Buffer;
};

function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`'${field}' must not be empty`);
  return trimmed;
}

/** An empty part (a form submitted with no file chosen, or an empty text part) counts as no photo. */
function photoBytes(photo: Buffer | string | undefined): Buffer | undefined {
  if (photo === undefined || photo.length === 0) return undefined;
  if (typeof photo === 'string') throw badRequest("'photo' must be sent as a file");
  return photo;
}

export function readProductForm(body: ProductFormBody): ProductInput {
  return {
    name: requiredText(body.name, 'name'),
    description: requiredText(body.description, 'description'),
    price: body.price,
    quantity: body.quantity,
    categoryId: body.category,
    shipping: body.shipping ? body.shipping === '1' || body.shipping === 'true' : undefined,
    photo: photoBytes(body.photo),
  };
}
