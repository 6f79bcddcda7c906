/** A drawn shopfront with a pharmacy cross, so the about page needs no downloaded picture. */
import Box from '@mui/material/Box';

export default function StoreIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 220"
      role="img"
      aria-label="Our pharmacy's shopfront"
      sx={{ width: '100%', height: 'auto', maxWidth: 420, display: 'block', mx: 'auto' }}
    >
      <rect x="0" y="0" width="320" height="220" rx="16" fill="#e0f2f1" />
      <circle cx="262" cy="46" r="22" fill="#ffe082" />
      <rect x="40" y="70" width="240" height="130" rx="6" fill="#ffffff" stroke="#00796b" strokeWidth="4" />
      <path d="M30 74 L160 28 L290 74 Z" fill="#00796b" />
      <rect x="60" y="92" width="200" height="22" rx="4" fill="#004d40" />
      <text x="160" y="108" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">
        PHARMACY
      </text>
      <rect x="70" y="128" width="70" height="72" rx="4" fill="#b2dfdb" stroke="#00796b" strokeWidth="3" />
      <rect x="180" y="128" width="70" height="46" rx="4" fill="#b2dfdb" stroke="#00796b" strokeWidth="3" />
      <path d="M206 140 h18 M215 131 v18" stroke="#2e7d32" strokeWidth="7" strokeLinecap="round" />
      <circle cx="128" cy="166" r="3" fill="#004d40" />
      <rect x="20" y="198" width="280" height="6" rx="3" fill="#80cbc4" />
    </Box>
  );
}
