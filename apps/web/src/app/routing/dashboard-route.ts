import { HomePage } from '../../areas/academy/dashboard/home-page.tsx';
import { prefetchDashboard } from '../../areas/academy/dashboard/prefetch-dashboard.ts';
import { prefetchLoader } from './prefetch-loader.ts';

/** /home's page, and its data asked for as soon as the context is known (a chunk of its own, like every page). */
export const dashboardRoute = {
  Component: HomePage,
  loader: prefetchLoader('academy.dashboard.index', prefetchDashboard),
};
