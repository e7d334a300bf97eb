import type { SearchName } from '@academy/contracts/entities/search';
import { callOperation } from './operations/call-operation.ts';

/** The global spotlight's search by name (`search.run`, spec §7). A failed search is just an empty group. */
export async function searchBy(name: SearchName, search: string) {
  try {
    const data = await callOperation(
      'search.run',
      { params: { name }, body: { searchables: { search } } },
      // A learner may not search users: that group stays empty without a message.
      { quiet: true, quietForbidden: true },
    );
    return data.items;
  } catch {
    return [];
  }
}
