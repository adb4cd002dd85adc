import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectIsLoggedIn } from './authSelectors';
import { loginModalOpened } from './authSlice';

export type GuardedLinkProps = Omit<LinkProps, 'to'> & { to: string };

/**
 * A link to a page that needs login (products, cart). Logged out, a click opens the login modal instead and
 * remembers the target, which is opened once login and price selection are done.
 */
export function GuardedLink({ to, onClick, ...rest }: GuardedLinkProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (loggedIn || event.defaultPrevented) return;
    event.preventDefault();
    dispatch(loginModalOpened({ redirectTo: to }));
  };

  return <Link to={to} onClick={handleClick} {...rest} />;
}
