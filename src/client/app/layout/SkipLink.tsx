/**
 * "Skip to main content": the first tab stop of every page, hidden until focused, so a
 * keyboard user need not Tab through the whole navigation bar on each page. A plain anchor
 * styled here: MUI's Link would be 1 KB of every first visit for this one link.
 */
import Box from '@mui/material/Box';

export default function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      onClick={(event) => {
        // Focus (which also scrolls), not only a jump: the next Tab must start inside the page.
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 700,
        textDecoration: 'underline',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid #ffb300' },
      }}
    >
      Skip to main content
    </Box>
  );
}
