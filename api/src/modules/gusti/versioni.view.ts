import type { RigaVersioneView, VersioneDettaglioView, VersioneView } from './versioni.schema.js';

export type { RigaVersioneView, VersioneDettaglioView, VersioneView };
