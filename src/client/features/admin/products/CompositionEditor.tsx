/**
 * The salts of a medicine, one row each (name and strength), added and removed by the admin.
 * No rows means no composition: a device or a personal-care item.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_SALTS, saltRow, type SaltRow } from './medicineValues';

export type CompositionEditorProps = {
  rows: SaltRow[];
  onChange: (rows: SaltRow[]) => void;
  /** A message per row, in order; undefined for a row that is fine. */
  errors?: (string | undefined)[];
};

export default function CompositionEditor({ rows, onChange, errors = [] }: CompositionEditorProps) {
  const edit = (id: number, change: Partial<SaltRow>) => onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 2, pt: 1, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5, color: 'text.secondary' }}>
        Composition (salts and strengths)
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          None: not a medicine. Add each salt with its strength, e.g. Paracetamol 650 mg.
        </Typography>
      )}
      {rows.map((row, index) => (
        <Box key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
          <TextField
            label={`Salt ${index + 1} name`}
            value={row.name}
            onChange={(e) => edit(row.id, { name: e.target.value })}
            error={Boolean(errors[index])}
            helperText={errors[index]}
            size="small"
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={`Salt ${index + 1} strength`}
            placeholder="e.g. 650 mg"
            value={row.strength}
            onChange={(e) => edit(row.id, { strength: e.target.value })}
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <IconButton aria-label={`Remove salt ${index + 1}`} onClick={() => onChange(rows.filter((other) => other.id !== row.id))}>
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, saltRow()])} disabled={rows.length >= MAX_SALTS} size="small">
        Add salt
      </Button>
    </Box>
  );
}
