import type { RouteObject } from 'react-router';

/** Spec 3 §2 Flow list, Flow editor and Phrase campaigns. */
export const flowRoutes: RouteObject[] = [];
