/**
 * Told on `window` when the router is about to show another page, and once it shows it: the
 * plugins' browser modules' `onRouteUpdate` and `onRouteDidUpdate` run then
 * (client/clientModules.ts), in a bundle of the site's that shares nothing else with the runtime.
 */
export const ROUTE_UPDATE_EVENT = 'sitegen:route-update';
export const ROUTE_DID_UPDATE_EVENT = 'sitegen:route-did-update';
