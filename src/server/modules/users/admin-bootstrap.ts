import type { FastifyInstance } from 'fastify';

export async function ensureAdmin(app: FastifyInstance): Promise<void> {
  app.log.warn('ensureAdmin is not implemented yet');
}
