import { Field, InputType, registerEnumType } from 'type-graphql';
import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import { filtroProduzioniSchema, modificaProduzioneSchema, produzioneGustoSchema, produzioneSchema, produzioniPaginaSchema, registraProduzioneSchema, rigaSchema } from './produzione.schema.js';

/** Cost figures are nullable in GraphQL: denied to an operator, they do not void the row. */
export const ProduzioneGustoType = tipoDaZod('ProduzioneGusto', produzioneGustoSchema, {
  campi: { foodCost: { nullable: true } },
});

export const ProduzioneType = tipoDaZod('Produzione', produzioneSchema, { campi: { costoTotale: { nullable: true } } });
export type ProduzioneType = InstanceType<typeof ProduzioneType>;

export const ProduzioniPaginaType = tipoDaZod('ProduzioniPagina', produzioniPaginaSchema);
export type ProduzioniPaginaType = InstanceType<typeof ProduzioniPaginaType>;

// ---- GraphQL inputs (validated with the zod schemas of produzione.schema.ts) ----

export const RigaProduzioneInput = inputDaZod('RigaProduzioneInput', rigaSchema);

export const RegistraProduzioneInput = inputDaZod('RegistraProduzioneInput', registraProduzioneSchema, { tuttiNullable: true });
export type RegistraProduzioneInput = InstanceType<typeof RegistraProduzioneInput>;

export const ModificaProduzioneInput = inputDaZod('ModificaProduzioneInput', modificaProduzioneSchema, { tuttiNullable: true });
export type ModificaProduzioneInput = InstanceType<typeof ModificaProduzioneInput>;

export const FiltroProduzioniInput = inputDaZod('FiltroProduzioni', filtroProduzioniSchema, { tuttiNullable: true });
export type FiltroProduzioniInput = InstanceType<typeof FiltroProduzioniInput>;

/** GraphQL sort fields, camelCase, mapped to the REST sort keys. */
export enum CampoOrdinamentoProduzioni {
  data = 'data',
  puntoVendita = 'punto_vendita',
  operatore = 'operatore',
  kgTotale = 'kg_totale',
  costo = 'costo',
  createdAt = 'created_at',
}
registerEnumType(CampoOrdinamentoProduzioni, {
  name: 'CampoOrdinamentoProduzioni',
  description: 'Campo di ordinamento dello storico produzione (costo solo per admin e manager)',
});

export enum DirezioneOrdinamentoProduzioni {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(DirezioneOrdinamentoProduzioni, { name: 'DirezioneOrdinamentoProduzioni', description: 'Crescente o decrescente' });

@InputType('OrdinamentoProduzioni', { description: 'Ordinamento; predefinito: data decrescente, poi id decrescente' })
export class OrdinamentoProduzioniInput {
  @Field(() => CampoOrdinamentoProduzioni, { nullable: true }) campo?: CampoOrdinamentoProduzioni | null;
  @Field(() => DirezioneOrdinamentoProduzioni, { nullable: true }) direzione?: DirezioneOrdinamentoProduzioni | null;
}
