import { archivedIncidentsApi } from '../../../api/resources/incidents.ts';
import { historicColumns } from './changelog-config.tsx';
import { ChangelogTable, ChangelogView } from './changelog-view.tsx';

/** /admin/changelog/historic: the archived entries, with the same filters. */
export function ChangelogHistoricPage() {
  return (
    <ChangelogView
      view="historic"
      table={(onDetails) => (
        <ChangelogTable
          view="historic"
          api={archivedIncidentsApi}
          columns={historicColumns}
          onDetails={onDetails}
        />
      )}
    />
  );
}
