import { AUTH_API } from '@homie/contracts/auth-constants';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { request } from '#lib/api-client.ts';
import { useSessionStore } from '#lib/session-store.ts';

/**
 * Whether the signed-in account holds the operator role, from its profile. Read by hand, not with the
 * profile's zod schema: the nav bar is on every first page, which carries no schema library
 * (decision 084).
 */
async function readRole(): Promise<string | null> {
  const profile = await request<unknown>(AUTH_API.profile, { auth: true });
  const role = (profile as { role?: unknown } | null)?.role;
  return typeof role === 'string' ? role : null;
}

/**
 * "Operator" in the nav bar, only when the signed-in account holds the operator role. The back
 * office's own code loads only when the link is followed; the server checks the role on every call.
 */
export function OperatorNavLink() {
  const userKey = useSessionStore((state) => state.user?.user_id ?? state.user?.email);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  const role = useQuery({
    queryKey: ['operator', 'nav-role', userKey],
    queryFn: readRole,
    enabled: isAuthenticated,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (role.data !== 'operator') return null;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.operator}>
        <Inbox aria-hidden="true" className="size-4" />
        Operator
      </Link>
    </Button>
  );
}
