import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';

export type DemoSeeder = (em: EntityManager, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) => Promise<void>;

/**
 * Demo dataset loaded once when DEMO_DATA=true, in order, inside one transaction. The catalogue and
 * production domains append their seeders here.
 */
export const demoSeeders: DemoSeeder[] = [];
