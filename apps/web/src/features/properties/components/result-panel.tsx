import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent } from '#components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#components/ui/tabs.tsx';
import { paths } from '#config/paths.ts';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { SavingsView } from '../utils/savings-view.ts';
import { CompCards } from './comp-cards.tsx';
import { DemoSavingsTab } from './demo-savings-tab.tsx';
import { FilingCalendar } from '#components/filing-calendar.tsx';
import { YourSavingsTab } from './your-savings-tab.tsx';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The verdict takes focus (a screen reader reads it out) and scrolls to the top of the screen, where
 * a phone otherwise leaves it below the fold; smoothly unless the owner asks for reduced motion.
 */
function showVerdict(heading: HTMLHeadingElement) {
  heading.focus({ preventScroll: true });
  heading.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

interface ResultPanelProps {
  propertyInfo: StoredPropertyInfo | null;
  comparables: StoredComparable[];
  isLoading: boolean;
  renderGoodShape?: (view: SavingsView) => ReactNode;
  /** The app's Contact Us button, offered when the home cannot be valued. */
  contactAction?: ReactNode;
  /**
   * The panel replaces the home-facts form (an address in no record): the result it mounts with is
   * the one the owner just asked for, so its verdict is brought into view too.
   */
  revealOnMount?: boolean;
  /** "Watch this home" (issue 52), after the filing calendar. */
  watchAction?: ReactNode;
}

/** The result panel: "Success demo" / "Your savings" tabs, then "Save now" with the comp cards. */
export function ResultPanel({
  propertyInfo,
  comparables,
  isLoading,
  renderGoodShape,
  contactAction,
  revealOnMount = false,
  watchAction,
}: ResultPanelProps) {
  const { t } = useI18n();
  const resultKey = propertyInfo
    ? `${propertyInfo.job_id}:${comparables.length}:${comparables[0]?.sold_price ?? ''}`
    : null;
  const [tab, setTab] = useState(propertyInfo ? 'savings' : 'demo');
  // Set when a run ends with a result: the verdict is then brought into view and focused, as soon
  // as the "Your savings" tab shows it (at once, or when the tab's content mounts).
  const pendingFocus = useRef(false);
  const verdictHeading = useRef<HTMLHeadingElement | null>(null);
  const verdictRef = useCallback((heading: HTMLHeadingElement | null) => {
    verdictHeading.current = heading;
    if (heading && pendingFocus.current) {
      pendingFocus.current = false;
      showVerdict(heading);
    }
  }, []);
  const [arrivals, setArrivals] = useState(0);
  const seen = useRef({ resultKey: revealOnMount ? null : resultKey, isLoading });
  // A new result, or a run of "See my result" that ended with one (the same home again keeps its
  // key), brings the owner's own numbers to the front. A result already there on load does not move.
  useEffect(() => {
    const before = seen.current;
    seen.current = { resultKey, isLoading };
    if (!resultKey || isLoading) return;
    if (resultKey !== before.resultKey || before.isLoading) {
      pendingFocus.current = true;
      setTab('savings');
      setArrivals((n) => n + 1);
    }
  }, [resultKey, isLoading]);
  useEffect(() => {
    const heading = verdictHeading.current;
    if (arrivals === 0 || !pendingFocus.current || !heading) return;
    pendingFocus.current = false;
    showVerdict(heading);
  }, [arrivals]);

  return (
    <Card>
      <CardContent className="grid gap-6 pt-5">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('result.tabs')}>
            <TabsTrigger value="demo">{t('result.demoTab')}</TabsTrigger>
            <TabsTrigger value="savings">{t('result.savingsTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="demo">
            <DemoSavingsTab />
          </TabsContent>
          <TabsContent value="savings">
            <YourSavingsTab
              propertyInfo={propertyInfo}
              comparables={comparables}
              renderGoodShape={renderGoodShape}
              verdictRef={verdictRef}
              contactAction={contactAction}
            />
          </TabsContent>
        </Tabs>
        {propertyInfo && (
          <section aria-labelledby="save-now" className="grid gap-4">
            <h2 id="save-now" className="text-xl font-bold text-white">
              {t('result.saveNow')}
            </h2>
            <CompCards comparables={comparables} />
            <FilingCalendar county={propertyInfo.county} headingLevel={3} />
            {watchAction}
            {isLoading ? (
              <Button size="lg" disabled className="justify-self-start">
                {t('result.getEffectiveComps')}
              </Button>
            ) : (
              <Button asChild size="lg" className="justify-self-start">
                <Link to={paths.moreDetails}>{t('result.getEffectiveComps')}</Link>
              </Button>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
