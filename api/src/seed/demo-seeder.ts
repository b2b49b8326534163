import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';

/** One step of the demo dataset (demo.ts lists them in order); apart so a step never imports the list. */
export type DemoSeeder = (em: EntityManager, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) => Promise<void>;
