/**
 * The medicine facts of the product form: maker, pack, units, dosage form, salts, schedule,
 * HSN and GST, storage, origin and expiry month. Schedule X and narcotic (NDPS) medicines may
 * not be sold online in India, so the schedule select does not offer them.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import type { DosageForm, Schedule } from '../../../api/endpoints';
import { DOSAGE_FORM_LABELS } from '../../../components/dosageForms';
import CompositionEditor from './CompositionEditor';
import type { MedicineErrors, MedicineValues } from './medicineValues';

const SCHEDULES: [Schedule, string][] = [
  ['OTC', 'OTC (no prescription)'],
  ['G', 'Schedule G (no prescription, caution label)'],
  ['H', 'Schedule H (prescription)'],
  ['H1', 'Schedule H1 (prescription, sale register)'],
];

type TextKey = 'manufacturer' | 'packSize' | 'unitsPerPack' | 'hsnCode' | 'storage' | 'countryOfOrigin' | 'expiresOn';

export type MedicineFieldsProps = {
  values: MedicineValues;
  errors: MedicineErrors;
  onChange: (change: Partial<MedicineValues>) => void;
};

export default function MedicineFields({ values, errors, onChange }: MedicineFieldsProps) {
  /** A text field's value, change handler and message: the error when there is one, else the hint. */
  const text = (key: TextKey, hint?: string) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.target.value }),
    error: Boolean(errors.fields[key]),
    helperText: errors.fields[key] ?? hint,
  });
  const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <>
      <Box sx={grid}>
        <TextField label="Manufacturer" {...text('manufacturer')} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField
          label="Pack size"
          placeholder="e.g. strip of 15 tablets"
          {...text('packSize')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Units per pack"
          type="number"
          required
          {...text('unitsPerPack')}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          select
          label="Dosage form"
          value={values.dosageForm}
          onChange={(e) => onChange({ dosageForm: e.target.value as DosageForm })}
        >
          {Object.entries(DOSAGE_FORM_LABELS).map(([form, label]) => (
            <MenuItem key={form} value={form}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <CompositionEditor rows={values.composition} onChange={(composition) => onChange({ composition })} errors={errors.salts} />
      <Box sx={grid}>
        <TextField
          select
          label="Schedule"
          value={values.schedule}
          onChange={(e) => onChange({ schedule: e.target.value as Schedule })}
          helperText="Schedule X and narcotic (NDPS) medicines may not be sold online."
        >
          {SCHEDULES.map(([schedule, label]) => (
            <MenuItem key={schedule} value={schedule}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="GST rate"
          value={values.gstRate}
          onChange={(e) => onChange({ gstRate: e.target.value as MedicineValues['gstRate'] })}
        >
          <MenuItem value="0">0% (nil)</MenuItem>
          <MenuItem value="5">5%</MenuItem>
          <MenuItem value="18">18%</MenuItem>
        </TextField>
        <TextField
          label="HSN code"
          placeholder="e.g. 3004"
          {...text('hsnCode', "4 to 8 digits; left empty, the category's code is used.")}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        />
        <TextField label="Country of origin" required {...text('countryOfOrigin')} slotProps={{ htmlInput: { maxLength: 60 } }} />
        <TextField label="Storage" placeholder="e.g. Store below 30°C" {...text('storage')} slotProps={{ htmlInput: { maxLength: 300 } }} />
        <TextField
          label="Expiry month"
          type="month"
          {...text('expiresOn', 'Of the batch on sale (YYYY-MM); optional.')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: 'YYYY-MM' } }}
        />
      </Box>
    </>
  );
}
