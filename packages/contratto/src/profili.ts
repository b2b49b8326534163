/** The balancing profiles' messages (api scienza/profilo.schema.ts and the profile form). */
export const MSG_PROFILO = {
  nomeObbligatorio: 'Il nome del profilo è obbligatorio',
  nonTrovato: 'Profilo di bilanciamento non trovato',
  duplicato: (nome: string) => `Esiste già un profilo di bilanciamento con il nome "${nome}"`,
  obiettiviNonValidi: 'Gli obiettivi devono essere un elenco di { chiave, min, max }',
  chiaveSconosciuta: (chiave: string, ammesse: readonly string[]) => `Obiettivo sconosciuto: "${chiave}". Chiavi ammesse: ${ammesse.join(', ')}`,
  chiaveDuplicata: (chiave: string) => `L'obiettivo "${chiave}" è indicato più di una volta`,
  limiteNonValido: (chiave: string) => `I limiti di "${chiave}" devono essere numeri tra -1000 e 1000`,
  senzaLimiti: (chiave: string) => `Indica almeno un limite (minimo o massimo) per "${chiave}"`,
  minOltreMax: (chiave: string) => `Il minimo di "${chiave}" non può superare il massimo`,
  temperaturaNonValida: 'La temperatura di servizio deve essere un numero tra -40 e 0 °C',
  temperaturaMinOltreMax: 'La temperatura di servizio minima non può superare la massima',
  inUso: (nome: string, categorie: number, gusti: number) => {
    const parti = [
      categorie > 0 ? `${categorie} ${categorie === 1 ? 'categoria' : 'categorie'}` : null,
      gusti > 0 ? `${gusti} ${gusti === 1 ? 'gusto' : 'gusti'}` : null,
    ].filter(Boolean);
    return `Impossibile eliminare il profilo "${nome}": è usato da ${parti.join(' e ')}. Assegna prima un altro profilo.`;
  },
  predefinito: (nome: string) => `Impossibile eliminare il profilo "${nome}": è il profilo predefinito dei gusti senza profilo`,
} as const;
