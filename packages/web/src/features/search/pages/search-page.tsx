import { useSession } from '../../../lib/session';
import { SearchScreen } from '../components/search-screen';
import { useSearchRunner } from '../hooks/use-search-runner';

/**
 * /search: the home page, for visitors and members alike (docs/product/search.md#search-screen);
 * its address holds the search shown (model/search-address.ts).
 */
export function SearchPage() {
  const { loggedIn } = useSession();
  const runner = useSearchRunner(loggedIn);
  return <SearchScreen member={loggedIn} runner={runner} />;
}
