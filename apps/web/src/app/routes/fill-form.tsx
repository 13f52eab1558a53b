import { Link, useNavigate } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useShallow } from 'zustand/react/shallow';
import { CountyNotSupported } from '#features/appeals/components/county-not-supported.tsx';
import { InEnglish } from '#features/appeals/components/in-english.tsx';
import { PaidFillForm } from '#features/appeals/components/paid-fill-form.tsx';
import { detectFormCounty } from '#features/appeals/utils/detect-form-county.ts';
import { OrderChooser } from '#features/payments/components/order-chooser.tsx';
import { usePaidOrder, withOrder } from '#features/payments/hooks/use-paid-order.ts';
import { useReceiptLink } from '#features/payments/hooks/use-receipt-link.ts';
import { usePaymentStore } from '#features/payments/stores/payment-store.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PageHandle } from '../page-handle.ts';

/**
 * The page's texts are in the catalogues (area `form`, and `checkout` for the order chooser, decision
 * 265); the county's printed labels, the letter and the board's exhibits stay English, marked `lang="en"`.
 */
export const handle: PageHandle = { translated: true };

/**
 * /fill-form (spec §2): the county appeal form of one paid order, about the home it was bought for
 * (issue 17, decision 106). A home looked up without a plan gets "Buy a plan for this home", never
 * another home's form; several paid homes, a choice; nothing at all, "Look up your home first".
 * After "Generate PDF" the flow goes back to /payment-success (spec §4), then on to /confirmation.
 */
export default function FillFormRoute() {
  const { t } = useI18n();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const receipt = useReceiptLink();
  const choice = usePaidOrder();
  const orderToken = usePaymentStore((s) => s.orderToken);
  const { address, propertyInfo } = usePropertyStore(
    useShallow((s) => ({ address: s.userEnteredAddress, propertyInfo: s.propertyInfo })),
  );
  const lookedUp = Boolean(address || propertyInfo);
  const county = detectFormCounty({
    zip: address?.zipCode || (typeof propertyInfo?.zip === 'string' ? propertyInfo.zip : null),
    city: address?.city || (typeof propertyInfo?.city === 'string' ? propertyInfo.city : null),
    recordedCounty: propertyInfo?.county,
  });
  if (receipt.kind === 'restoring')
    return <Spinner label={t('form.openingOrder')} className="mx-auto my-12 size-8" />;
  if (receipt.kind === 'failed')
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-white">{t('form.title')}</h1>
        <Alert variant="error" title={t('form.orderFailed')}>
          {/* The API's reason, in English (the receipt link's answer carries no code). */}
          <InEnglish>{receipt.message}</InEnglish>
        </Alert>
      </section>
    );
  if (choice.kind === 'loading')
    return <Spinner label={t('form.checkingPlan')} className="mx-auto my-12 size-8" />;
  if (choice.kind === 'none') return <LookUpFirst />;
  if (choice.kind === 'error')
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-white">{t('form.title')}</h1>
        <Alert variant="error">
          {t('form.planCheckFailed', {
            reason: choice.message ? errorText(choice.message, choice.code) : t('form.tryAgain'),
          })}
        </Alert>
      </section>
    );
  // A home outside the eight counties: no plan can be bought for it, so the spec's County Not Supported card.
  if (choice.kind === 'unpaid-home' && lookedUp && !county) return <CountyNotSupportedPage />;
  if (choice.kind !== 'order')
    return <OrderChooser choice={choice} path={paths.fillForm} heading={t('form.title')} />;
  return (
    <PaidFillForm
      order={choice.order}
      orderToken={orderToken}
      onGenerated={(message) =>
        navigate(withOrder(paths.paymentSuccess, choice), { state: { step: 'generated', message } })
      }
    />
  );
}

function CountyNotSupportedPage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-white">{t('form.title')}</h1>
      <CountyNotSupported />
    </section>
  );
}

function LookUpFirst() {
  const { t, rich } = useI18n();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-white">{t('form.title')}</h1>
      <Alert variant="info" title={t('form.lookUpFirst.title')}>
        {rich('form.lookUpFirst.body', {
          link: (chunks) => (
            <Link to={paths.propertyTaxLanding} className="font-semibold underline">
              {chunks}
            </Link>
          ),
        })}
      </Alert>
    </section>
  );
}
