import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { site } from '#config/site.ts';
import { RETENTION } from '@homie/contracts/retention';
import { LEGAL_LAST_UPDATED, LegalPage, LegalSection } from '../layouts/legal-page.tsx';

/** Privacy Policy (spec §2, §9): static text for a California real-estate brokerage. */
export default function PrivacyPolicyRoute() {
  return (
    <LegalPage title="Privacy Policy" updated={LEGAL_LAST_UPDATED}>
      <LegalSection title="1. Scope">
        <p>
          This policy explains what personal information {site.legalEntity} ("{site.name}", "we") collects
          through the {site.name} website and services, why, and the choices you have. It applies together
          with our{' '}
          <Link to={paths.termsAndConditions} className="text-mint-300 underline">
            Terms and Conditions
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection title="2. Information we collect">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Account details:</strong> your email address, first name, optional phone number and a
            securely hashed password.
          </li>
          <li>
            <strong>Property details:</strong> the addresses you look up, the facts you add about a home
            (size, bedrooms, bathrooms, property type) and the appeal-form answers you enter, such as owner
            name and parcel number.
          </li>
          <li>
            <strong>Videos and camera frames:</strong> property videos you upload and the still frames the
            camera tour sends for analysis. Videos are used only to improve the match of comparable homes (we
            look at a few still frames of each to note its rooms, features and condition) and are never used
            to train AI models. A tour frame is analysed and forgotten: it is kept only if you choose "Save as
            evidence".
          </li>
          <li>
            <strong>Purchases:</strong> the plan you bought and its status. Card details go directly to our
            payment provider; we do not receive or store card numbers.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the Contact Us form.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type, pages visited and timestamps, kept in
            server logs to run and secure the service.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="3. How we use it">
        <p>
          To provide the service (valuations, comparable sales, reports and filled appeal forms), to keep your
          account secure, to answer your messages, to contact you about your appeal by call, email or text
          where you agreed to it, to meet legal obligations as a licensed brokerage, and to improve the
          service. We do not sell your personal information.
        </p>
      </LegalSection>
      <LegalSection title="4. Cookies and browser storage">
        <p>
          We use strictly necessary browser storage to keep you signed in (your session tokens are kept in
          your browser's local storage) and to remember the property you are working on. We do not use
          advertising cookies. You can clear this storage at any time from your browser settings; you will
          then be signed out.
        </p>
      </LegalSection>
      <LegalSection title="5. Analytics">
        <p>
          We measure how the service is used (for example, which pages load slowly or where a form fails) from
          our own server logs and aggregated, de-identified statistics. We do not let third-party analytics or
          advertising networks track you across other websites.
        </p>
      </LegalSection>
      <LegalSection title="6. Text messages and opting out">
        <p>
          If you gave us your phone number and agreed to be contacted, we may send texts about your account
          and your appeal. Message and data rates may apply, and message frequency varies.{' '}
          <strong>Reply STOP to any text to opt out</strong> of further texts; reply HELP for help. You can
          stop marketing emails with the unsubscribe link in every email.
        </p>
      </LegalSection>
      <LegalSection title="7. Sharing">
        <p>
          We share personal information only with service providers who process it for us under contract
          (hosting, email and text delivery, payment processing, AI analysis), with the county assessor or
          appeals board when you ask us to file on your behalf, and when the law requires it.
        </p>
      </LegalSection>
      <LegalSection title="8. Children">
        <p>
          The service is not directed to children. We do not knowingly collect personal information from
          children under 13, and accounts are for adults 18 and over. If you believe a child has given us
          information, contact us and we will delete it.
        </p>
      </LegalSection>
      <LegalSection title="9. Retention and deletion">
        <p>
          We keep account and appeal information while your account is open and for as long as California
          brokerage record-keeping rules require afterwards (generally three years). You may ask us to access,
          correct or delete your personal information, or for a copy of it, under the California Consumer
          Privacy Act; we will answer within 45 days. Write to {site.contactEmail} or use the Contact Us form.
        </p>
        <p>Videos and camera frames are kept on this schedule:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Tour frames you do not save:</strong> never stored. They are analysed in memory and
            discarded with the answer.
          </li>
          <li>
            <strong>Uploaded videos:</strong> deleted {RETENTION.videoDays} days after you upload them,
            together with what we noted from them. The still frames we look at are never stored, unless you
            choose to keep one as evidence (it is then a saved tour photo).
          </li>
          <li>
            <strong>Saved tour photos (evidence):</strong> kept until you delete them, or{' '}
            {RETENTION.captureDays / 365} years after you saved them, whichever comes first. A photo you added
            to an appeal package leaves the package when it is deleted.
          </li>
          <li>
            <strong>When you delete your account:</strong> all of them are deleted at once.
          </li>
        </ul>
        <p>
          Deletion on this schedule runs automatically at least once every {RETENTION.sweepEveryHours} hours.
        </p>
        <p>
          You can also delete your account yourself: sign in, open Account and choose "Delete my account".
          Your personal details, videos, tour captures and appeal drafts are deleted at once; a paid order is
          kept for the brokerage's books without your name or e-mail address.
        </p>
      </LegalSection>
      <LegalSection title="10. Changes">
        <p>
          We will post any change to this policy on this page with a new "Last updated" date and, for material
          changes, tell you by email at least 30 days before they take effect.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
