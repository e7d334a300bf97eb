import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSchool, IconSearch, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/http-client.ts';

/** Searchable names of POST /api/v1/search/{name}; each result group has its own icon. */
const SEARCHES = [
  { name: 'courses', labelKey: 'search.groups.courses', icon: IconSchool },
  { name: 'users', labelKey: 'search.groups.users', icon: IconUser },
] as const;

type SearchHit = { uuid: string; header?: string; name?: string; title?: string; email?: string; url?: string };

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A failed search (e.g. a learner may not search users) is just an empty group. */
async function search(name: string, query: string): Promise<SearchHit[]> {
  try {
    const data = await request(`search/${name}`, {
      method: 'POST',
      body: { searchables: { search: query } },
      quiet: true,
      quietForbidden: true,
    });
    return Array.isArray(data.items) ? (data.items as SearchHit[]) : [];
  } catch {
    return [];
  }
}

/** The global search spotlight (spec §2), opened with Ctrl+K or the header's search button. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const term = useDebounced(query.trim(), 250);
  const results = useQuery({
    queryKey: ['search', term],
    enabled: term.length >= 2,
    queryFn: async () => Promise.all(SEARCHES.map(async (entry) => ({ entry, hits: await search(entry.name, term) }))),
  });

  const actions = (results.data ?? [])
    .filter((group) => group.hits.length > 0)
    .map((group) => ({
      group: t(group.entry.labelKey),
      actions: group.hits.slice(0, 8).map(
        (hit): SpotlightActionData => ({
          id: `${group.entry.name}-${hit.uuid}`,
          label: hit.header ?? hit.name ?? hit.title ?? hit.uuid,
          description: hit.email,
          leftSection: <group.entry.icon size={18} aria-hidden />,
          onClick: () => {
            if (hit.url) window.location.assign(hit.url);
          },
        }),
      ),
    }));

  const nothingFound =
    term.length < 2 ? t('search.hint') : results.isFetching ? t('search.searching') : t('search.nothing_found');

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
      searchProps={{
        leftSection: <IconSearch size={20} aria-hidden />,
        placeholder: t('search.placeholder'),
        'aria-label': t('search.placeholder'),
      }}
    />
  );
}
