import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent } from '#components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#components/ui/tabs.tsx';
import { paths } from '#config/paths.ts';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { LANDING_TEXT } from '../utils/messages.ts';
import type { SavingsView } from '../utils/savings-view.ts';
import { CompCards } from './comp-cards.tsx';
import { DemoSavingsTab } from './demo-savings-tab.tsx';
import { FilingCalendar } from '#components/filing-calendar.tsx';
import { YourSavingsTab } from './your-savings-tab.tsx';

interface ResultPanelProps {
  propertyInfo: StoredPropertyInfo | null;
  comparables: StoredComparable[];
  isLoading: boolean;
  renderGoodShape?: (view: SavingsView) => ReactNode;
}

/** The result panel: "Success demo" / "Your savings" tabs, then "Save now" with the comp cards. */
export function ResultPanel({ propertyInfo, comparables, isLoading, renderGoodShape }: ResultPanelProps) {
  const resultKey = propertyInfo
    ? `${propertyInfo.job_id}:${comparables.length}:${comparables[0]?.sold_price ?? ''}`
    : null;
  const [tab, setTab] = useState(propertyInfo ? 'savings' : 'demo');
  // A new result brings the owner's own numbers to the front.
  useEffect(() => {
    if (resultKey) setTab('savings');
  }, [resultKey]);

  return (
    <Card>
      <CardContent className="grid gap-6 pt-5">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Result">
            <TabsTrigger value="demo">{LANDING_TEXT.demoTab}</TabsTrigger>
            <TabsTrigger value="savings">{LANDING_TEXT.savingsTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="demo">
            <DemoSavingsTab />
          </TabsContent>
          <TabsContent value="savings">
            <YourSavingsTab
              propertyInfo={propertyInfo}
              comparables={comparables}
              renderGoodShape={renderGoodShape}
            />
          </TabsContent>
        </Tabs>
        {propertyInfo && (
          <section aria-labelledby="save-now" className="grid gap-4">
            <h2 id="save-now" className="text-xl font-bold text-white">
              {LANDING_TEXT.saveNow}
            </h2>
            <CompCards comparables={comparables} />
            <FilingCalendar county={propertyInfo.county} headingLevel={3} />
            {isLoading ? (
              <Button size="lg" disabled className="justify-self-start">
                {LANDING_TEXT.getEffectiveComps}
              </Button>
            ) : (
              <Button asChild size="lg" className="justify-self-start">
                <Link to={paths.moreDetails}>{LANDING_TEXT.getEffectiveComps}</Link>
              </Button>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
