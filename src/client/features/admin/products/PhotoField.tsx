/**
 * The product photo: an upload button taking image files only and a preview at most 250 px
 * high — of the chosen file, else of the product's current photo. The button is a real
 * <button> that opens the hidden file input: one tab stop, opened with Enter or Space, and no
 * control nested inside another (a <label> styled as a button holding the input was both).
 */
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import ProductPhoto, { type ProductPhotoProps } from '../../../components/ProductPhoto';
import { HIDDEN_FILE_INPUT } from '../../../components/hiddenFileInput';

const PREVIEW_MAX_HEIGHT = 250;

export type PhotoFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The product whose stored photo is shown until a new file is chosen. */
  current?: ProductPhotoProps['product'];
};

/** An object URL for the file, revoked when the file changes or the field unmounts. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an object URL is an outside resource, made and revoked with the file
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export default function PhotoField({ file, onChange, current }: PhotoFieldProps) {
  const previewUrl = usePreviewUrl(file);
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);
  return (
    <Stack spacing={1.5}>
      <Button
        variant="outlined"
        startIcon={<PhotoCamera />}
        onClick={() => input.current?.click()}
        sx={{ justifyContent: 'flex-start', overflow: 'hidden' }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {file ? file.name : current ? 'Upload New Photo' : 'Upload Photo'}
        </Box>
      </Button>
      <Box
        component="input"
        ref={input}
        type="file"
        accept="image/*"
        aria-label="Upload Photo"
        tabIndex={-1}
        aria-hidden
        onChange={choose}
        sx={HIDDEN_FILE_INPUT}
      />
      {previewUrl ? (
        <Box
          component="img"
          src={previewUrl}
          alt="New product photo"
          sx={{ display: 'block', maxHeight: PREVIEW_MAX_HEIGHT, maxWidth: '100%', mx: 'auto', objectFit: 'contain' }}
        />
      ) : (
        current && (
          <ProductPhoto
            product={current}
            size="detail"
            eager
            sx={{ maxWidth: (PREVIEW_MAX_HEIGHT * 4) / 3, mx: 'auto', borderRadius: 1 }}
          />
        )
      )}
    </Stack>
  );
}
