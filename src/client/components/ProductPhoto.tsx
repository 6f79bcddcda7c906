/**
 * A product's photo at the size its place needs, with its box reserved from the stored
 * width and height (nothing jumps while it loads), lazy below the fold, and a calm
 * placeholder when the product has no photo or it fails to load.
 */
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { sxList } from './sxList';

export type PhotoSize = 'thumb' | 'card' | 'detail';
type PhotoInfo = { version: string; width: number; height: number } | null;

export type ProductPhotoProps = {
  product: { _id: string; name: string; photo: PhotoInfo };
  size: PhotoSize;
  /** Load at once (the first images on screen) instead of when scrolled near. */
  eager?: boolean;
  /** Width / height of the box; the image is contained inside it. Default 4 / 3. */
  aspectRatio?: string;
  sx?: SxProps<Theme>;
};

/** The photo's URL; the version makes it cacheable for a year. */
export function photoUrl(id: string, size: PhotoSize, version?: string): string {
  return `/api/v1/products/product-photo/${id}?size=${size}${version ? `&v=${encodeURIComponent(version)}` : ''}`;
}

export default function ProductPhoto({ product, size, eager = false, aspectRatio = '4 / 3', sx }: ProductPhotoProps) {
  const [failed, setFailed] = useState(false);
  const photo = product.photo;
  return (
    <Box
      sx={[
        { aspectRatio, width: '100%', position: 'relative', bgcolor: '#eef3f2', display: 'grid', placeItems: 'center', overflow: 'hidden' },
        ...sxList(sx),
      ]}
    >
      {photo && !failed ? (
        <Box
          component="img"
          src={photoUrl(product._id, size, photo.version)}
          alt={product.name}
          width={photo.width}
          height={photo.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          // Absolutely placed: a percentage height does not resolve against a box sized only by aspect-ratio.
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <LocalPharmacyOutlined role="img" aria-label={`${product.name} (no photo)`} sx={{ fontSize: 48, color: 'primary.light' }} />
      )}
    </Box>
  );
}
