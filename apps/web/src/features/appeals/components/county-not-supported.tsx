import { APPEAL_ERRORS } from '@homie/contracts/appeals';
import { COUNTIES, COUNTY_KEYS } from '@homie/contracts/counties';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { paths } from '#config/paths.ts';

/** Shown instead of the form when no supported county was detected (spec §2, §8). */
export function CountyNotSupported() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>County Not Supported</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p>{APPEAL_ERRORS.countyNotSupported}</p>
        <ul className="grid list-disc gap-1 pl-5 text-teal-100 sm:grid-cols-2">
          {COUNTY_KEYS.map((key) => (
            <li key={key}>{COUNTIES[key].name}</li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button variant="secondary" asChild>
          <Link to={paths.choosePlan}>
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to Plan Selection
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
