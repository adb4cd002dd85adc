import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../hooks';
import { routeChanged } from './layoutSlice';

/** Reports every route change to the store (closes the menu, runs the login gate, re-arms guards). */
export function RouteWatcher() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(routeChanged(pathname));
  }, [dispatch, pathname]);
  return null;
}
