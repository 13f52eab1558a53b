import { paths } from '#config/paths.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

const linkClass = 'text-mint-300 underline underline-offset-2 hover:text-mint-200';

/**
 * The Create Account consent text (spec §2): terms and privacy open in a new tab. Translated in
 * full (decision 264); "STOP" stays the keyword carriers act on in every language.
 */
export function ConsentNotice() {
  const { rich } = useI18n();
  return (
    <p className="text-xs leading-relaxed text-teal-200">
      {rich('account.signUp.consent', {
        terms: (chunks) => (
          <a href={paths.termsAndConditions} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {chunks}
          </a>
        ),
        privacy: (chunks) => (
          <a href={paths.privacyPolicy} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
