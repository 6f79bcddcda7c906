/** /policy: the privacy policy. */
import Typography from '@mui/material/Typography';
import InfoPage from './InfoPage';
import { brandedTitle } from '../../config/brand';

const sections = [
  [
    'Information we collect',
    'Your name, e-mail address, phone number and delivery address when you register, and the products you order. We never ask for card or bank details: every order is paid in cash on delivery.',
  ],
  [
    'How we use it',
    'To deliver your orders, to contact you about them, and to let you reset your password with the secret answer you chose.',
  ],
  [
    'How we keep it safe',
    'Passwords are stored only as salted hashes, every page is served over an encrypted connection, and only our staff can see orders.',
  ],
  [
    'Sharing with third parties',
    'We share your name, phone and address only with the courier delivering your order. We do not sell or rent your data to anyone.',
  ],
  [
    'Cookies and local storage',
    'We keep your cart and your sign-in in your browser so they survive a reload. We use no advertising or tracking cookies.',
  ],
  ['Updates to this policy', 'When this policy changes we publish the new version on this page with the date it takes effect.'],
] as const;

export default function PolicyPage() {
  return (
    <InfoPage title="Privacy Policy" metaTitle={brandedTitle('Privacy Policy')}>
      {sections.map(([heading, text]) => (
        <section key={heading}>
          <Typography variant="h6" component="h2">
            {heading}
          </Typography>
          <Typography>{text}</Typography>
        </section>
      ))}
    </InfoPage>
  );
}
