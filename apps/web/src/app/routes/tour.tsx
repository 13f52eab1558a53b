import { site } from '#config/site.ts';
import { useProfile } from '#features/auth/api/get-profile.ts';
import { AccountActions } from '#features/auth/components/account-actions.tsx';
import { useAuth } from '#features/auth/components/auth-context.ts';
import { AppealPhotos } from '#features/evidence/components/appeal-photos.tsx';
import { MyAppeals } from '#features/payments/components/my-appeals.tsx';
import { CameraTour } from '#features/tour/components/camera-tour.tsx';
import { WatchedHomes } from '#features/watches/components/watched-homes.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { Footer } from '../layouts/footer.tsx';
import { SkipLink } from '../layouts/skip-link.tsx';
import type { PageHandle } from '../page-handle.ts';

/** "Welcome back, Ana!" or, without a first name, "Welcome back Homie!" (spec §2), in English. */
export function greetingFor(firstName: string | undefined | null): string {
  const name = firstName?.trim();
  return name ? `Welcome back, ${name}!` : 'Welcome back Homie!';
}

/**
 * The dashboard's own texts, "My appeals", the watched homes, the camera tour and the appeal photos are
 * in the `dashboard` area (decision 266); what goes to the board (captions, the owner's statement) and,
 * in My appeals, the decision form and the timeline stay English, marked `lang="en"`.
 */
export const handle: PageHandle = { translated: true };

/**
 * The signed-in dashboard (/tour, behind the guard): header with greeting, Account and Logout, then the camera
 * tour. After Logout the guard sends the user to /.
 */
export default function TourRoute() {
  const { user } = useAuth();
  const profile = useProfile();
  const { t } = useI18n();
  const name = (profile.data?.first_name ?? user?.first_name)?.trim();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-mint-400/10 bg-teal-950/85">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <img
              src={site.logoSrc}
              alt={t('dashboard.logoAlt', { site: site.name })}
              width={40}
              height={40}
              className="size-10"
            />
            <h1 className="truncate text-lg font-bold text-white sm:text-2xl">
              {name ? t('dashboard.greeting', { name }) : t('dashboard.greetingNoName')}
            </h1>
          </div>
          <div className="flex items-center gap-2">
            <AccountActions />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
        <MyAppeals />
        <WatchedHomes />
        <CameraTour />
        <AppealPhotos />
      </main>
      <Footer />
    </div>
  );
}
