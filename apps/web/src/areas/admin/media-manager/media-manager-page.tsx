import { Navigate } from 'react-router';
import { folderHref } from './media-manager-paths.ts';

/** /admin/media-manager opens my files (spec §2: media-manager with the child my-files). */
export function MediaManagerPage() {
  return <Navigate to={folderHref(null)} replace />;
}
