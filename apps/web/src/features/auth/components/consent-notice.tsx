import { paths } from '#config/paths.ts';

const linkClass = 'text-mint-300 underline underline-offset-2 hover:text-mint-200';

/** The Create Account consent text (spec §2): terms and privacy open in a new tab. */
export function ConsentNotice() {
  return (
    <p className="text-xs leading-relaxed text-teal-200">
      By creating an account, you agree to our{' '}
      <a href={paths.termsAndConditions} target="_blank" rel="noopener noreferrer" className={linkClass}>
        Terms and Conditions
      </a>{' '}
      and{' '}
      <a href={paths.privacyPolicy} target="_blank" rel="noopener noreferrer" className={linkClass}>
        Privacy Policy
      </a>
      , and you agree to be contacted by Homie via call, email and text. Message and data rates may apply.
      Reply STOP to any text or use the unsubscribe link in our emails to opt out. Message frequency varies.
    </p>
  );
}
