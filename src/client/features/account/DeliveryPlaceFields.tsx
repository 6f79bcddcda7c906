/** The profile's optional pincode (6 digits, the first not 0) and delivery state, for the order and its tax invoice. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INDIAN_STATES } from '../../../shared/indian-states';

export const PINCODE = /^[1-9][0-9]{5}$/;

export type DeliveryPlaceFieldsProps = {
  pincode: string;
  state: string;
  onChange: (change: { pincode?: string; state?: string }) => void;
};

export default function DeliveryPlaceFields({ pincode, state, onChange }: DeliveryPlaceFieldsProps) {
  const badPincode = pincode !== '' && !PINCODE.test(pincode);
  return (
    <>
      <TextField
        label="Pincode"
        name="pincode"
        autoComplete="postal-code"
        value={pincode}
        onChange={(event) => onChange({ pincode: event.target.value.replace(/\D/g, '').slice(0, 6) })}
        error={badPincode}
        helperText={badPincode ? 'Enter the 6-digit pincode (it does not start with 0)' : 'Optional'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <TextField
        select
        label="State"
        name="state"
        value={state}
        onChange={(event) => onChange({ state: event.target.value })}
        helperText="Optional"
      >
        <MenuItem value="">Not given</MenuItem>
        {INDIAN_STATES.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
