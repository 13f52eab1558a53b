import { COUNTIES, COUNTY_KEYS } from '@homie/contracts/counties';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { paths } from '#config/paths.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

/**
 * Shown instead of the form when no supported county was detected (spec §2, §8); its sentence is
 * contracts' APPEAL_ERRORS.countyNotSupported in English (fill-form.languages.test.tsx compares them).
 */
export function CountyNotSupported() {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.unsupported.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p>{t('form.unsupported.body')}</p>
        <ul className="grid list-disc gap-1 pl-5 text-teal-100 sm:grid-cols-2">
          {COUNTY_KEYS.map((key) => (
            <li key={key}>{COUNTIES[key].name}</li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button variant="secondary" asChild>
          <Link to={paths.choosePlan}>
            <ArrowLeft aria-hidden="true" className="size-4" /> {t('form.back')}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
