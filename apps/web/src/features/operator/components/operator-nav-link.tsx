import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { NavLabel } from '#components/ui/nav-label.tsx';
import { paths } from '#config/paths.ts';
import { profileQueryOptions } from '#features/auth/api/get-profile.ts';
import { useSessionStore } from '#lib/session-store.ts';

/**
 * "Operator" in the nav bar, only when the signed-in account holds the operator role (its profile,
 * read with the contract's schema through auth's profile call). The back office's own code loads only
 * when the link is followed; the server checks the role on every call.
 */
export function OperatorNavLink() {
  const userKey = useSessionStore((state) => state.user?.user_id ?? state.user?.email);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  const role = useQuery({
    ...profileQueryOptions(userKey),
    enabled: isAuthenticated,
    staleTime: 5 * 60_000,
    select: (profile) => profile.role ?? null,
  });
  if (role.data !== 'operator') return null;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.operator}>
        <Inbox aria-hidden="true" className="size-4" />
        <NavLabel>Operator</NavLabel>
      </Link>
    </Button>
  );
}
