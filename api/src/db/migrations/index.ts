import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Foundation } from './Migration20261121000000Foundation.js';
import { Migration20261121100000Catalogue } from './Migration20261121100000Catalogue.js';
import { Migration20261121120000Production } from './Migration20261121120000Production.js';
import { Migration20261121130000Email } from './Migration20261121130000Email.js';
import { Migration20261121140000Analytics } from './Migration20261121140000Analytics.js';
import { Migration20261121150000Sessions } from './Migration20261121150000Sessions.js';
import { Migration20261122100000Idempotenza } from './Migration20261122100000Idempotenza.js';
import { Migration20261122110000Scienza } from './Migration20261122110000Scienza.js';
import { Migration20261122120000Vetrina } from './Migration20261122120000Vetrina.js';
import { Migration20261122130000Integrazioni } from './Migration20261122130000Integrazioni.js';
import { Migration20261122140000Aggiornamenti } from './Migration20261122140000Aggiornamenti.js';
import { Migration20261123100000Versioni } from './Migration20261123100000Versioni.js';
import { Migration20261123110000Allergeni } from './Migration20261123110000Allergeni.js';
import { Migration20261123120000Margini } from './Migration20261123120000Margini.js';
import { Migration20261123130000Velocita } from './Migration20261123130000Velocita.js';
import { Migration20261124100000MarginiCelle } from './Migration20261124100000MarginiCelle.js';
import { Migration20261124110000FoodCostAmpio } from './Migration20261124110000FoodCostAmpio.js';
import { Migration20261124120000VetrinaData } from './Migration20261124120000VetrinaData.js';
import { Migration20261125100000MarginiSomme } from './Migration20261125100000MarginiSomme.js';
import { Migration20261126100000CatalogoVersione } from './Migration20261126100000CatalogoVersione.js';
import { Migration20261127100000ToccaProduzione } from './Migration20261127100000ToccaProduzione.js';

/** Ordered list of migrations (explicit, so the same list works from TypeScript sources and the build). */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Foundation', class: Migration20261121000000Foundation },
  { name: 'Migration20261121100000Catalogue', class: Migration20261121100000Catalogue },
  { name: 'Migration20261121120000Production', class: Migration20261121120000Production },
  { name: 'Migration20261121130000Email', class: Migration20261121130000Email },
  { name: 'Migration20261121140000Analytics', class: Migration20261121140000Analytics },
  { name: 'Migration20261121150000Sessions', class: Migration20261121150000Sessions },
  { name: 'Migration20261122100000Idempotenza', class: Migration20261122100000Idempotenza },
  { name: 'Migration20261122110000Scienza', class: Migration20261122110000Scienza },
  { name: 'Migration20261122120000Vetrina', class: Migration20261122120000Vetrina },
  { name: 'Migration20261122130000Integrazioni', class: Migration20261122130000Integrazioni },
  { name: 'Migration20261122140000Aggiornamenti', class: Migration20261122140000Aggiornamenti },
  { name: 'Migration20261123100000Versioni', class: Migration20261123100000Versioni },
  { name: 'Migration20261123110000Allergeni', class: Migration20261123110000Allergeni },
  { name: 'Migration20261123120000Margini', class: Migration20261123120000Margini },
  { name: 'Migration20261123130000Velocita', class: Migration20261123130000Velocita },
  { name: 'Migration20261124100000MarginiCelle', class: Migration20261124100000MarginiCelle },
  { name: 'Migration20261124110000FoodCostAmpio', class: Migration20261124110000FoodCostAmpio },
  { name: 'Migration20261124120000VetrinaData', class: Migration20261124120000VetrinaData },
  { name: 'Migration20261125100000MarginiSomme', class: Migration20261125100000MarginiSomme },
  { name: 'Migration20261126100000CatalogoVersione', class: Migration20261126100000CatalogoVersione },
  { name: 'Migration20261127100000ToccaProduzione', class: Migration20261127100000ToccaProduzione },
];
