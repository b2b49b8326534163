import { seedDemoCatalogo } from './demo-catalogo.js';
import { seedDemoOrganizzazione } from './demo-organizzazione.js';
import { seedDemoProduzione } from './demo-produzione.js';
import { seedDemoVersioni } from './demo-versioni.js';
import { seedDemoVetrina } from './demo-vetrina.js';
import type { DemoSeeder } from './demo-seeder.js';

export type { DemoSeeder };

/**
 * Demo dataset loaded once when DEMO_DATA=true, in order, inside one transaction. The catalogue and
 * production domains append their seeders here.
 */
export const demoSeeders: DemoSeeder[] = [
  // sales points and users first: later seeders use them
  seedDemoOrganizzazione,
  // ingredients, categories, flavours with recipes and allergens
  seedDemoCatalogo,
  // keep LAST: two years of production from the sales points, flavours and users seeded above
  seedDemoProduzione,
  // after production: a year of display-case events from its lines, and a price list
  seedDemoVetrina,
  // recipe versions: version 1 of every recipe (the one produced), a version 2 for two flavours
  seedDemoVersioni,
];
