import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { useProfile } from '#features/auth/api/get-profile.ts';

/**
 * "Operator" in the nav bar, only when the signed-in account holds the operator role (the profile
 * says so). The back office's own code loads only when the link is followed.
 */
export function OperatorNavLink() {
  const profile = useProfile();
  if (profile.data?.role !== 'operator') return null;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.operator}>
        <Inbox aria-hidden="true" className="size-4" />
        Operator
      </Link>
    </Button>
  );
}
