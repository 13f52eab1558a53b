import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { site } from '#config/site.ts';
import { LogoMark } from './logo-mark.tsx';

/** Logo and brand name, linking home. */
export function BrandLogo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-mint-300"
    >
      <LogoMark className="size-9 shrink-0" />
      <span>{site.name}</span>
    </Link>
  );
}
