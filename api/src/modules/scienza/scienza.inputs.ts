import { inputDaZod } from '../../common/from-zod.js';
import '../gusti/gusto.inputs.js'; // RigaRicettaInput, the type of AnalisiRicettaInput.righe
import { aggiornaProfiloSchema, creaProfiloSchema, intervalloSchema, obiettivoSchema } from './profilo.schema.js';
import { analisiRicettaSchema, bilanciaSchema, candidato, rigaBilanciamento } from './scienza.schema.js';
import './scienza.types.js'; // the ObiettivoBilanciamento enum

// GraphQL inputs of the science module from the zod schemas that validate them (zodArg); targets are a
// list of ObiettivoProfiloInput and the serving temperature an IntervalloInput (zod reads both as it transforms them).

const ObiettivoProfiloInput = inputDaZod('ObiettivoProfiloInput', obiettivoSchema, { descrizione: 'Il campo di un valore della miscela; almeno un estremo' });
const IntervalloInput = inputDaZod('IntervalloInput', intervalloSchema);
const campi = { obiettivi: { tipo: () => [ObiettivoProfiloInput] }, temperaturaServizio: { tipo: () => IntervalloInput } };

export const ProfiloBilanciamentoInput = inputDaZod('ProfiloBilanciamentoInput', creaProfiloSchema, { campi });
export const AggiornaProfiloBilanciamentoInput = inputDaZod('AggiornaProfiloBilanciamentoInput', aggiornaProfiloSchema, { campi });
export const AnalisiRicettaInput = inputDaZod('AnalisiRicettaInput', analisiRicettaSchema);
inputDaZod('RigaBilanciamentoInput', rigaBilanciamento, { campi: { unita: { nullable: false } } });
inputDaZod('CandidatoBilanciamentoInput', candidato);
export const BilanciaRicettaInput = inputDaZod('BilanciaRicettaInput', bilanciaSchema, { campi });
