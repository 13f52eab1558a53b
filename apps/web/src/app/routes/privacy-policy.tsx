import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { site } from '#config/site.ts';
import { RETENTION } from '@homie/contracts/retention';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';
import { LegalPage, LegalSection } from '../layouts/legal-page.tsx';

/** Every text is in the `legal` area, in full in each language (decision 261). */
export const handle: PageHandle = { translated: true };

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Privacy Policy (spec §2, §9): static text for a California real-estate brokerage. */
export default function PrivacyPolicyRoute() {
  const { t, rich } = useI18n();
  return (
    <LegalPage title={t('legal.privacy.title')}>
      <LegalSection title={t('legal.privacy.s1.title')}>
        <p>
          {rich('legal.privacy.s1.text', {
            name: site.name,
            entity: site.legalEntity,
            link: (chunks) => (
              <Link to={paths.termsAndConditions} className="text-mint-300 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.s2.title')}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{rich('legal.privacy.s2.account', { strong })}</li>
          <li>{rich('legal.privacy.s2.property', { strong })}</li>
          <li>{rich('legal.privacy.s2.videos', { strong })}</li>
          <li>{rich('legal.privacy.s2.purchases', { strong })}</li>
          <li>{rich('legal.privacy.s2.messages', { strong })}</li>
          <li>{rich('legal.privacy.s2.technical', { strong })}</li>
        </ul>
      </LegalSection>
      <LegalSection title={t('legal.privacy.s3.title')}>
        <p>{t('legal.privacy.s3.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.s4.title')}>
        <p>{t('legal.privacy.s4.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.s5.title')}>
        <p>{t('legal.privacy.s5.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.s6.title')}>
        <p>{rich('legal.privacy.s6.text', { strong })}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.s7.title')}>
        <p>{t('legal.privacy.s7.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.s8.title')}>
        <p>{t('legal.privacy.s8.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.s9.title')}>
        <p>{t('legal.privacy.s9.text', { email: site.contactEmail })}</p>
        <p>{t('legal.privacy.s9.schedule')}</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>{rich('legal.privacy.s9.frames', { strong })}</li>
          <li>{rich('legal.privacy.s9.videos', { strong, days: RETENTION.videoDays })}</li>
          <li>{rich('legal.privacy.s9.photos', { strong, years: RETENTION.captureDays / 365 })}</li>
          <li>{rich('legal.privacy.s9.account', { strong })}</li>
        </ul>
        <p>{t('legal.privacy.s9.sweep', { hours: RETENTION.sweepEveryHours })}</p>
        <p>{t('legal.privacy.s9.selfDelete')}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.s10.title')}>
        <p>{t('legal.privacy.s10.text')}</p>
      </LegalSection>
    </LegalPage>
  );
}
