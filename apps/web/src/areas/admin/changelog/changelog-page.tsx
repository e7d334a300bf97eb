import { incidentsApi } from '../../../api/resources/incidents.ts';
import { changelogColumns } from './changelog-config.tsx';
import { ChangelogTable, ChangelogView } from './changelog-view.tsx';

/** /admin/changelog: every write of the last days, newest first, filterable by user, resource and date. */
export function ChangelogPage() {
  return (
    <ChangelogView
      view="recent"
      table={(onDetails) => (
        <ChangelogTable view="recent" api={incidentsApi} columns={changelogColumns} onDetails={onDetails} />
      )}
    />
  );
}
