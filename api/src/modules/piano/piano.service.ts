import type { RequestContext } from '../../common/context.js';
import type { PianoModificaType, PianoType } from './piano.types.js';

const nonAncora = (): never => {
  throw new Error('Piano di produzione: in costruzione');
};
export async function getPiano(_ctx: RequestContext, _q: unknown): Promise<PianoType> {
  return nonAncora();
}
export async function getModifichePiano(_ctx: RequestContext, _q: unknown): Promise<PianoModificaType[]> {
  return nonAncora();
}
export async function salvaPiano(_ctx: RequestContext, _q: unknown, _body: unknown): Promise<PianoType> {
  return nonAncora();
}
export async function registraPiano(_ctx: RequestContext, _q: unknown): Promise<PianoType> {
  return nonAncora();
}
