import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

export async function kycRoutes(_app: FastifyInstance, _options: { config: Config }): Promise<void> {}
