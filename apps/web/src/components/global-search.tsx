import type { SearchName, SearchResult } from '@academy/contracts/entities/search';
import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSchool, IconSearch, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchBy } from '../api/search.ts';
import { holdsPermission, type PermissionHolder } from '../api/session/permissions.ts';
import { useSession } from '../api/use-session.ts';

/** Hides an element from view but not from assistive technology (Mantine's VisuallyHidden, as styles). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Searchable names of POST /api/v1/search/{name}; each result group has its own icon. */
const SEARCHES: { name: SearchName; labelKey: string; icon: typeof IconSchool; staffOnly: boolean }[] = [
  { name: 'courses', labelKey: 'search.groups.courses', icon: IconSchool, staffOnly: false },
  // Only managers, department heads and admins may search people; learners are not offered a search that
  // would be refused.
  { name: 'users', labelKey: 'search.groups.users', icon: IconUser, staffOnly: true },
];

/**
 * The searches offered to a user: people too for those who lead a company or department, or administer (the
 * registry's `people.search`).
 */
export function searchesFor(user: PermissionHolder | null | undefined) {
  const staff = holdsPermission(user, 'people.search');
  return SEARCHES.filter((entry) => staff || !entry.staffOnly);
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A failed search (e.g. a learner may not search users) is just an empty group. */
const search = (name: SearchName, query: string): Promise<SearchResult[]> => searchBy(name, query);

/** The global search spotlight (spec §2), opened with Ctrl+K or the header's search button. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession()?.user;
  const searches = searchesFor(user);
  const [query, setQuery] = useState('');
  const term = useDebounced(query.trim(), 250);
  const results = useQuery({
    queryKey: ['search', term, searches.map((entry) => entry.name)],
    enabled: term.length >= 2,
    queryFn: async () =>
      Promise.all(searches.map(async (entry) => ({ entry, hits: await search(entry.name, term) }))),
  });

  // While the typed query has not yet reached the search (the debounce), the results on screen would be an
  // older query's: show none until the search for what is typed has answered.
  const settled = term === query.trim();
  const actions = (settled ? (results.data ?? []) : [])
    .filter((group) => group.hits.length > 0)
    .map((group) => ({
      group: t(group.entry.labelKey),
      actions: group.hits.slice(0, 8).map(
        (hit): SpotlightActionData => ({
          id: `${group.entry.name}-${hit.uuid}`,
          label: hit.header,
          description: hit.description ?? undefined,
          leftSection: <group.entry.icon size={18} aria-hidden />,
          // The server says where a result leads (one page that exists for the searcher), or nowhere yet;
          // only paths of this application are followed, inside the app (no reload).
          onClick: () => {
            if (hit.url?.startsWith('/') && !hit.url.startsWith('//')) void navigate(hit.url);
          },
        }),
      ),
    }));

  const nothingFound =
    query.trim().length < 2
      ? t('search.hint')
      : !settled || results.isFetching
        ? t('search.searching')
        : t('search.nothing_found');

  return (
    <Spotlight
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      filter={(_, all) => all}
      nothingFound={nothingFound}
      highlightQuery
      shortcut={['mod + K']}
      scrollable
      maxHeight={420}
      // The dialog is named by a title that only assistive technology reads (the search field says the rest).
      title={t('search.dialog')}
      styles={{ header: VISUALLY_HIDDEN }}
      searchProps={{
        leftSection: <IconSearch size={20} aria-hidden />,
        placeholder: t('search.placeholder'),
        'aria-label': t('search.placeholder'),
      }}
    />
  );
}
