import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectEndedByLogout, selectIsLoggedIn, selectUserRole } from '../../app/auth/authSelectors';
import { guardRejected } from '../../app/auth/authSlice';
import {
  decideAdminAccess,
  decideCustomerAccess,
  type GuardDecision,
  type GuardKind,
} from '../../app/auth/roles';

function useGuard(guard: GuardKind, decide: (loggedIn: boolean, role: string | null) => GuardDecision) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const role = useAppSelector(selectUserRole);
  const endedByLogout = useAppSelector(selectEndedByLogout);
  const decision = decide(loggedIn, role);
  // Right after an app-initiated logout the logout saga is already moving the user on: stay quiet.
  const quiet = decision === 'invalid' && endedByLogout;

  useEffect(() => {
    if (decision !== 'allow' && !quiet) dispatch(guardRejected({ guard, decision }));
  }, [dispatch, guard, decision, quiet]);

  return decision;
}

/** Spec §6 admin guard (admin, super-admin). */
export function AdminGuard() {
  return useGuard('admin', decideAdminAccess) === 'allow' ? <Outlet /> : null;
}

/** Spec §6 customer-admin guard (client-super-admin only). */
export function CustomerGuard() {
  return useGuard('customer', decideCustomerAccess) === 'allow' ? <Outlet /> : null;
}
