import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { site } from '#config/site.ts';
import { LEGAL_LAST_UPDATED, LegalPage, LegalSection } from '../layouts/legal-page.tsx';

/** Terms and Conditions (spec §2, §9): static text for a California real-estate brokerage. */
export default function TermsAndConditionsRoute() {
  return (
    <LegalPage title="Terms and Conditions" updated={LEGAL_LAST_UPDATED}>
      <LegalSection title="1. Who we are and what these terms cover">
        <p>
          {site.name} is operated by {site.legalEntity}, a real-estate brokerage licensed by the California
          Department of Real Estate. These Terms and Conditions govern your use of the {site.name} website,
          the property-tax appeal helper, the video upload, the camera tour and every report or form we
          prepare for you (together, the "Service"). By creating an account, buying a plan or otherwise using
          the Service you agree to these terms. If you do not agree, please do not use the Service.
        </p>
      </LegalSection>
      <LegalSection title="2. Brokerage disclaimer">
        <p>
          {site.name} is a real-estate brokerage, not a law firm, an accounting firm or a government agency.
          Nothing on the Service is legal, tax or financial advice, and using the Service does not create an
          attorney-client relationship. The assessed values, market-value estimates, comparable sales and
          savings figures we show are estimates prepared from public records and market data; they are not
          appraisals. The county assessor and the Assessment Appeals Board make every decision about your
          assessment, and we cannot promise the outcome they reach. You remain responsible for the accuracy of
          what you file and for meeting your county's deadlines.
        </p>
      </LegalSection>
      <LegalSection title="3. AI-generated content">
        <p>
          Parts of the Service are produced by automated systems, including artificial-intelligence models:
          property valuations, the choice and ranking of comparable homes, draft appeal letters, and the
          descriptions the camera tour gives of what your camera shows. AI-generated content can be
          incomplete, out of date or simply wrong. Read it carefully, check it against your own knowledge of
          the property and correct it before you rely on it or send it to anyone. AI output is offered as a
          starting point only and is not a statement of fact by {site.name}.
        </p>
      </LegalSection>
      <LegalSection title="4. Human-agent intervention">
        <p>
          A licensed {site.name} agent may review, correct or replace any automated result, pause or cancel an
          automated process, or contact you to clarify information, at any time and at our discretion, for
          example when a valuation looks implausible, a filing deadline is close or a request falls outside
          what the automated Service handles well. Where a human agent's judgement differs from an automated
          result, the agent's judgement prevails. You may ask to speak with a human agent at any time through
          the Contact Us form.
        </p>
      </LegalSection>
      <LegalSection title="5. Eligibility: adults only">
        <p>
          You must be at least 18 years old, and able to enter a binding contract, to create an account or buy
          a plan. By using the Service you confirm that you are. We do not knowingly offer the Service to
          anyone under 18.
        </p>
      </LegalSection>
      <LegalSection title="6. Your account">
        <p>
          Keep your password confidential and tell us at once if you suspect anyone else has used your
          account. You are responsible for what happens under your account and for keeping the information you
          give us accurate.
        </p>
      </LegalSection>
      <LegalSection title="7. Plans, payment and no-refund policy">
        <p>
          Plans are one-time purchases at the price shown when you buy. Payments are processed by our card
          payment provider; we never see or store your full card number. Because the reports, comparable-sales
          evidence and appeal forms are digital products delivered as soon as payment succeeds,{' '}
          <strong>all sales are final and we do not offer refunds or returns</strong>, except where California
          law requires otherwise. The Success plan's "free next year if it fails" promise is a service credit
          for the following tax year, not a cash refund.
        </p>
      </LegalSection>
      <LegalSection title="8. Acceptable use">
        <p>
          Do not misuse the Service: no unlawful, misleading or infringing uploads, no videos or images of
          people who have not agreed to be filmed, no attempts to break, overload, scrape or reverse-engineer
          the Service, and no use of another person's property data without their permission.
        </p>
      </LegalSection>
      <LegalSection title="9. Limitation of liability">
        <p>
          To the fullest extent the law allows, {site.name}, {site.legalEntity} and their agents are not
          liable for any indirect, incidental, special or consequential loss, including lost savings or missed
          deadlines. Our total liability for any claim arising from the Service is limited to{' '}
          <strong>
            the amount you paid us for the Service in question, or 10 US dollars (USD 10), whichever is
            greater
          </strong>
          .
        </p>
      </LegalSection>
      <LegalSection title="10. Changes to these terms">
        <p>
          We may update these terms. We will give you at least <strong>30 days' notice</strong> of any
          material change, by email to the address on your account and by a notice on the Service, before it
          takes effect. Continuing to use the Service after a change takes effect means you accept it.
        </p>
      </LegalSection>
      <LegalSection title="11. Governing law and contact">
        <p>
          These terms are governed by the laws of the State of California. How we handle your personal
          information is described in our{' '}
          <Link to={paths.privacyPolicy} className="text-mint-300 underline">
            Privacy Policy
          </Link>
          . Questions? Use the Contact Us link at the bottom of any page or write to {site.contactEmail}.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
