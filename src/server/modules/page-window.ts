/**
 * The rows a numbered page covers: the `page` and `perPage` of a list's query (the contract
 * gives both defaults, which the validator fills in) as the window a repository reads.
 */
import type { FastifyRequest } from 'fastify';
import type { Filled, QueryOf } from '../contract/operation-types';

export type PageWindow = { limit: number; offset: number };

type PageQuery = Filled<QueryOf<'getOrders'>, 'page' | 'perPage'>;

/** The window of the page the request asks for. */
export function pageWindow(request: FastifyRequest): PageWindow {
  const { page, perPage } = request.query as PageQuery;
  return { limit: perPage, offset: (page - 1) * perPage };
}
