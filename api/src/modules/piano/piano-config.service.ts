import type { RequestContext } from '../../common/context.js';
import type { ConfigurazionePianoType } from './piano.types.js';

export async function getConfigurazionePiano(_ctx: RequestContext): Promise<ConfigurazionePianoType> {
  throw new Error('Piano di produzione: in costruzione');
}
export async function salvaConfigurazionePiano(_ctx: RequestContext, _raw: unknown): Promise<ConfigurazionePianoType> {
  throw new Error('Piano di produzione: in costruzione');
}
