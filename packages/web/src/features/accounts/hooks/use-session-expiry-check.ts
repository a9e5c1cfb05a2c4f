import { ACCOUNT_TIMINGS } from '@mdc/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { expireSessionIfPast } from '../../../lib/session';

/** Every 5 minutes: a session whose expiration has passed is cleared and the user goes to login. */
export function useSessionExpiryCheck(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setInterval(() => {
      if (expireSessionIfPast()) navigate('/login');
    }, ACCOUNT_TIMINGS.sessionCheckIntervalMs);
    return () => clearInterval(timer);
  }, [navigate]);
}
