import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { site } from '#config/site.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';
import { LegalPage, LegalSection } from '../layouts/legal-page.tsx';

/** Every text is in the `legal` area, in full in each language (decision 261). */
export const handle: PageHandle = { translated: true };

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Terms and Conditions (spec §2, §9): static text for a California real-estate brokerage. */
export default function TermsAndConditionsRoute() {
  const { t, rich } = useI18n();
  const brand = { name: site.name, entity: site.legalEntity };
  return (
    <LegalPage title={t('legal.terms.title')}>
      <LegalSection title={t('legal.terms.s1.title')}>
        <p>{t('legal.terms.s1.text', brand)}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s2.title')}>
        <p>{t('legal.terms.s2.text', brand)}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s3.title')}>
        <p>{t('legal.terms.s3.text', brand)}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s4.title')}>
        <p>{t('legal.terms.s4.text', brand)}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s5.title')}>
        <p>{t('legal.terms.s5.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s6.title')}>
        <p>{t('legal.terms.s6.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s7.title')}>
        <p>{rich('legal.terms.s7.text', { strong })}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s8.title')}>
        <p>{t('legal.terms.s8.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s9.title')}>
        <p>{rich('legal.terms.s9.text', { ...brand, strong })}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s10.title')}>
        <p>{rich('legal.terms.s10.text', { strong })}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.s11.title')}>
        <p>
          {rich('legal.terms.s11.text', {
            email: site.contactEmail,
            link: (chunks) => (
              <Link to={paths.privacyPolicy} className="text-mint-300 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
