// Routes are exact (spec §2), letter case included. The server answers /BLOG/ with its 404 page, but
// react-router matches paths without regard to case unless a route says `sensitive`, so the browser then
// rendered the Blog over the 404 page (hydration error #418). Docusaurus has no option for it and its plugins
// create the routes, so this client module marks every route case-sensitive before the app renders them
// (it is evaluated before App renders @generated/routes; matchRoutes for preloading reads the same flag).
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';

function markCaseSensitive(list: RouteConfig[]): void {
  for (const route of list) {
    route.sensitive = true;
    if (route.routes) markCaseSensitive(route.routes);
  }
}

markCaseSensitive(routes);
