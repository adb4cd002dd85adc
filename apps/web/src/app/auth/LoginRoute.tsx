import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { HomePage } from '../../features/home/HomePage';
import { selectIsLoggedIn } from './authSelectors';
import { loginModalOpened } from './authSlice';

/** /login: the home page with the login modal open over it. */
export function LoginRoute() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!loggedIn) dispatch(loginModalOpened({ redirectTo: null }));
  }, [dispatch, loggedIn]);
  return <HomePage />;
}
