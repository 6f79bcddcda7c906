/**
 * A menu link that knows when it is the current page: class "active" and aria-current="page",
 * as React Router's NavLink does (matching the path's start, or the whole path with `end`).
 * NavLink itself would keep its Link's code in the storefront's first download (RouterLink.tsx).
 */
import { useMatch } from 'react-router-dom';
import RouterLink, { type RouterLinkProps } from './RouterLink';

export type RouterNavLinkProps = RouterLinkProps & { to: string; end?: boolean };

export default function RouterNavLink({ to, end = false, className, ...link }: RouterNavLinkProps) {
  const current = !!useMatch({ path: to, end });
  return (
    <RouterLink
      {...link}
      to={to}
      className={current ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={current ? 'page' : undefined}
    />
  );
}
