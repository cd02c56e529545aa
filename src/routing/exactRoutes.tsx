// Routes are exact (ARCHITECTURE.md, "Routes are exact"): a path renders a page only when a page's route matches all
// of it, letter case included; any other path renders the not-found page. The static server already answers so (it
// serves a file or 404.html), but react-router 5 matches case-insensitively unless a route says `sensitive`, and a
// content plugin's layout route (`/docs/next`, holding the version's doc routes) matches every path below it. So
// /BLOG/ rendered the blog over the server's 404, and /docs/next/API/container/ the docs layout with the docs' own
// not-found text: hydration error #418, or a page the server does not have.
//
// The rule lives here once: matchRouteBranch (what preload loads) and renderRoutes (what the app renders;
// it takes the place of core's `@docusaurus/renderRoutes` in the client bundle, src/plugins/exact-routes)
// both use exactMatchProps.
import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import routes from '@generated/routes';
import {matchPath, type RouteProps} from 'react-router';
import {renderRoutes as renderRoutesUpstream, type MatchedRoute, type RouteConfig} from 'react-router-config';

type MatchProps = Pick<RouteProps, 'path' | 'exact' | 'strict' | 'sensitive'>;

/** The page routes under `route` (itself, if it has none). */
function pageRoutesOf(route: RouteConfig): RouteConfig[] {
  return route.routes ? route.routes.flatMap(pageRoutesOf) : [route];
}

const propsCache = new WeakMap<RouteConfig, MatchProps>();

/**
 * How `route` matches a path: case-sensitively, and a layout route only where one of its page routes matches
 * (as a path array, which react-router's matchPath and Switch both accept).
 */
export function exactMatchProps(route: RouteConfig): MatchProps {
  let props = propsCache.get(route);
  if (props === undefined) {
    const pages = route.routes ? pageRoutesOf(route) : undefined;
    props = pages
      ? {path: pages.map((page) => page.path as string), exact: pages.every((page) => page.exact), strict: route.strict, sensitive: true}
      : {path: route.path, exact: route.exact, strict: route.strict, sensitive: true};
    propsCache.set(route, props);
  }
  return props;
}

/**
 * The routes that render `pathname`, outermost first, as react-router-config's matchRoutes gives them (generic so
 * that the generated routes keep their type: a generated route's children are generated routes too).
 */
export function matchRouteBranch<Route extends RouteConfig>(pathname: string, list: Route[], branch: MatchedRoute<object, Route>[] = []): MatchedRoute<object, Route>[] {
  for (const route of list) {
    const match = matchPath(pathname, exactMatchProps(route));
    if (match) {
      branch.push({route, match});
      if (route.routes) matchRouteBranch(pathname, route.routes as Route[], branch);
      break;
    }
  }
  return branch;
}

/** react-router-config's renderRoutes, each route matching by exactMatchProps. */
export default function renderRoutes(list: RouteConfig[] | undefined, extraProps?: object, switchProps?: object): ReactNode {
  const element = renderRoutesUpstream(list, extraProps, switchProps);
  if (!list || !isValidElement<{children?: ReactNode}>(element)) return element;
  const routeElements = Children.toArray(element.props.children) as ReactElement<RouteProps>[];
  return cloneElement(
    element,
    undefined,
    routeElements.map((child, index) => cloneElement(child, exactMatchProps(list[index]))),
  );
}

/** Whether `pathname` renders the not-found page (no page's route matches it). */
export function isNotFound(pathname: string): boolean {
  const route = matchRouteBranch(pathname, routes).at(-1)?.route;
  return route === undefined || route.path === '*';
}
