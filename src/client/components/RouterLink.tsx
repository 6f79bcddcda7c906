/**
 * A link to a page of the shop, also for `component={RouterLink}` on MUI's links and buttons.
 * React Router's own Link carries its framework mode's prefetching and view transitions, and
 * through them most of the data router: 7 KB of the first download (minified) that this shop,
 * with declarative routes, never runs. This keeps what a click needs: the href, and a client
 * side navigation for a plain left click (modified clicks and other targets go to the browser).
 */
import type { AnchorHTMLAttributes, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry instead of adding one (the default for the current URL). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export default function RouterLink({ to, replace, target, onClick, ref, children, ...anchor }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
