import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { site } from '#config/site.ts';
import { ContactUsButton } from '#features/contact/components/contact-us-button.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { SocialIcon } from './social-icons.tsx';

const linkClass =
  'rounded text-sm text-teal-200 hover:text-mint-300 focus-visible:outline-2 focus-visible:outline-mint-300';

/** The site footer (spec §2): copyright, three social links, Contact Us and the legal pages. */
export function Footer() {
  const { t } = useI18n();
  return (
    <footer className="mt-auto border-t border-mint-400/10 bg-teal-950/90">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-teal-300">
          {t('footer.rights', { year: String(site.copyrightYear), name: site.name })}
        </p>
        <nav aria-label={t('footer.nav')} className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <ContactUsButton className={linkClass} />
          <Link to={paths.termsAndConditions} className={linkClass}>
            {t('footer.terms')}
          </Link>
          <Link to={paths.privacyPolicy} className={linkClass}>
            {t('footer.privacy')}
          </Link>
        </nav>
        <ul className="flex items-center gap-3" aria-label={t('footer.social')}>
          {site.social.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.socialLink', { label: link.label })}
                className="flex size-10 items-center justify-center rounded-full text-teal-200 hover:bg-white/10 hover:text-mint-300 focus-visible:outline-2 focus-visible:outline-mint-300"
              >
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
